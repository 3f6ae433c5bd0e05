import { collaboratorProducts, collaborators } from '../schema/index.ts';
import { ACTIVE_SCULPTS, ARTISTS, type ArtistSlug } from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import { avatarSvg, bannerSvg } from './images.ts';
import type { SeededProduct } from './products.ts';
import { artistAt } from './spec-helpers.ts';

const CRAFTS = ['resin sculptor', 'ceramicist', 'illustrator', 'metalsmith', 'pixel artist', 'toy designer'];

/** Ten artists with their products by year; a pin or plush of a sculpt belongs to the sculpt's artist. */
export async function seedCollaborators(ctx: SeedContext, seeded: SeededProduct[]) {
  const { rng } = ctx;
  const ids = new Map<ArtistSlug, string>();
  const rows: (typeof collaborators.$inferInsert)[] = [];
  for (const [i, a] of ARTISTS.entries()) {
    const id = rng.uuid();
    ids.set(a.slug, id);
    const craft = CRAFTS[i % CRAFTS.length]!;
    const avatarUrl = await ctx.vector(`collabs/${a.slug}-avatar`, avatarSvg(a.name, a.palette));
    const bannerImageUrl = await ctx.image(
      `collabs/${a.slug}-banner`,
      bannerSvg(a.name, `A Dwarf Factory collaboration`, a.palette, false),
    );
    rows.push({
      id,
      slug: a.slug,
      name: a.name,
      avatarUrl,
      logoUrl: avatarUrl,
      link: `https://${a.slug}.example`,
      shortDescription: `${a.name} is a ${craft} who turns small stories into pieces you can type on.`,
      feature: `<p>${a.name} has worked with our studio since ${ctx.year(4 - (i % 4))}. Each drop starts with a sketchbook page and ends on your keyboard.</p>`,
      bannerText: `${a.name} × Dwarf Factory`,
      bannerImageUrl,
      project: `<p>The ${a.name} series: small-batch sculpts, each one cast and painted by hand.</p>`,
      concept: `<h3>Concept</h3><p>Creatures from the forests, tides and forges of ${a.name}'s imagined world.</p>`,
      makingOf: `<h3>The making of</h3><ol><li>Sketch and clay sculpt</li><li>Silicone master mould</li><li>Layered resin pours</li><li>Hand painting and quality check</li></ol>`,
      facebookReact: rng.int(800, 24000),
      soldOldTime: rng.int(200, 4000),
      totalSold: rng.int(1500, 12000),
      displayMode: a.yearly ? 'YEARLY_GROUP' : 'DEFAULT',
      position: i,
    });
  }
  await ctx.db.insert(collaborators).values(rows);

  const links: (typeof collaboratorProducts.$inferInsert)[] = [];
  const positions = new Map<string, number>();
  for (const p of seeded) {
    const sculpt = ACTIVE_SCULPTS.findIndex((s) => p.spec.name.startsWith(`${s} `));
    const artist = p.spec.artist ?? (sculpt >= 0 ? artistAt(sculpt) : undefined);
    if (!artist || p.spec.status === 'DRAFT' || p.spec.privacy === 'PRIVATE') continue;
    const collaboratorId = ids.get(artist)!;
    const position = positions.get(collaboratorId) ?? 0;
    positions.set(collaboratorId, position + 1);
    links.push({
      collaboratorId,
      productId: p.id,
      year: ctx.year(p.spec.yearsAgo),
      featured: p.spec.featured === true,
      position,
    });
  }
  await ctx.db.insert(collaboratorProducts).values(links);
  return { ids, rows: rows.length, links: links.length };
}
