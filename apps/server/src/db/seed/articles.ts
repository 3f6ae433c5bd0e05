import { articleCategories, articles } from '../schema/index.ts';
import { ARTICLE_CATEGORIES, ARTICLES, articleHtml } from './article-copy.ts';
import { COLORWAY_NAMES, COLORWAYS } from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import { bannerSvg, productSvg } from './images.ts';
import { DAY, HOUR, slugify } from './prng.ts';

export async function seedArticles(ctx: SeedContext) {
  const { rng } = ctx;
  const categoryIds = new Map<string, string>();
  await ctx.db.insert(articleCategories).values(
    ARTICLE_CATEGORIES.map((c, position) => {
      const id = rng.uuid();
      categoryIds.set(c.slug, id);
      return { id, ...c, position };
    }),
  );

  const rows: (typeof articles.$inferInsert)[] = [];
  for (const [i, a] of ARTICLES.entries()) {
    const slug = slugify(a.title);
    const palette = COLORWAYS[COLORWAY_NAMES[i % COLORWAY_NAMES.length]!];
    const thumbnailUrl = await ctx.image(
      `articles/${slug}-thumb`,
      productSvg('News', a.title.slice(0, 34), palette, 'keycap'),
    );
    const bannerUrl = await ctx.image(
      `articles/${slug}-banner`,
      bannerSvg(a.title.slice(0, 36), 'Dwarf Factory news', palette, false),
    );
    const publishedDate = a.draft ? null : ctx.at(-(i * 4 + 1) * DAY - i * HOUR);
    rows.push({
      id: rng.uuid(),
      categoryId: categoryIds.get(a.category)!,
      title: a.title,
      slug,
      thumbnailUrl,
      bannerImages: [bannerUrl],
      summary: `${a.title}: news from the Dwarf Factory studio.`,
      content: articleHtml(a.title, a.category),
      status: a.draft ? 'DRAFT' : 'PUBLISHED',
      publishedDate,
      isHighlight: i < 3,
      isFeatured: i % 4 === 0 && !a.draft,
      createdAt: publishedDate ?? ctx.at(-HOUR),
    });
  }
  await ctx.db.insert(articles).values(rows);
  return { categories: ARTICLE_CATEGORIES.length, articles: rows, slugs: rows.map((r) => r.slug) };
}
