import type { CategorySummary } from '@shop/domain/catalog';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';

const parent = alias(categories, 'parent');

/** Every category, main ones first, each in the store's order: the store page's category filter. */
export async function findCategories(db: Db): Promise<CategorySummary[]> {
  const rows = await db
    .select({ slug: categories.slug, name: categories.name, kind: categories.kind, parentSlug: parent.slug })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .orderBy(asc(categories.kind), asc(categories.position), asc(categories.name));
  return rows.map((r) => ({ ...r, kind: r.kind === 'SUB' ? 'SUB' : 'MAIN' }));
}
