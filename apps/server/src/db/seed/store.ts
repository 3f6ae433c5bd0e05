import { categories, productTags, stores } from '../schema/index.ts';
import { CATEGORIES, STORE, type SubCategory, TAGS, type TagName } from './catalog-data.ts';
import type { SeedContext } from './context.ts';

export interface CatalogRefs {
  storeId: string;
  tagIds: Map<TagName, string>;
  mainCategoryOf(sub: SubCategory): string;
  subCategoryOf(sub: SubCategory): string | null;
}

/** The one demo store, its category tree and the card tags. */
export async function seedStore(ctx: SeedContext, ownerId: string): Promise<CatalogRefs> {
  const { rng } = ctx;
  const storeId = rng.uuid();
  await ctx.db.insert(stores).values({ id: storeId, slug: STORE.slug, name: STORE.name, ownerId });

  const rows: (typeof categories.$inferInsert)[] = [];
  const main = new Map<string, string>();
  const sub = new Map<string, string>();
  const ids = new Map<string, string>();
  CATEGORIES.forEach((c, i) => {
    const id = rng.uuid();
    ids.set(c.slug, id);
    rows.push({ id, storeId, kind: 'MAIN', name: c.name, slug: c.slug, position: i });
    // A main category without subs (Bundles) is its own sub for lookup purposes.
    if (c.subs.length === 0) main.set(c.slug, id);
    c.subs.forEach(([slug, name], j) => {
      const subId = rng.uuid();
      rows.push({ id: subId, storeId, parentId: id, kind: 'SUB', name, slug, position: j });
      main.set(slug, id);
      sub.set(slug, subId);
    });
  });
  await ctx.db.insert(categories).values(rows);

  const tagIds = new Map<TagName, string>();
  const tagRows = (Object.entries(TAGS) as [TagName, string][]).map(([name, style]) => {
    const id = rng.uuid();
    tagIds.set(name, id);
    return { id, name, style };
  });
  await ctx.db.insert(productTags).values(tagRows);

  return {
    storeId,
    tagIds,
    mainCategoryOf: (s) => main.get(s) ?? ids.get('keycaps')!,
    subCategoryOf: (s) => sub.get(s) ?? null,
  };
}
