import type { ProductCard } from '@shop/domain/catalog';
import type { CollabProduct } from '@shop/domain/content';
import type { AppContext } from '../../http/types.ts';
import { getProductCardsWithArchived } from '../catalog/index.ts';
import type { CollabProductLink } from './repository/collabs.ts';

interface CollabMarks {
  id: string;
  name: string;
  logoUrl: string | null;
  avatarUrl: string | null;
}

/**
 * Collab products of the given links: one card query for all of them (archived products included, the
 * collaboration pages are its history), each card marked with its artist's name and logo.
 */
export async function collabProductsOf(
  ctx: AppContext,
  collabs: CollabMarks[],
  links: CollabProductLink[],
): Promise<Map<string, CollabProduct[]>> {
  const cards = await getProductCardsWithArchived(ctx, [...new Set(links.map((l) => l.productId))]);
  const cardById = new Map<string, ProductCard>(cards.map((c) => [c.id, c]));
  const byCollab = new Map<string, CollabProduct[]>(collabs.map((c) => [c.id, []]));
  const marks = new Map(collabs.map((c) => [c.id, c]));
  for (const link of links) {
    const card = cardById.get(link.productId);
    const collab = marks.get(link.collaboratorId);
    if (!card || !collab) continue;
    byCollab.get(collab.id)!.push({
      ...card,
      collabName: collab.name,
      collabLogo: collab.logoUrl ?? collab.avatarUrl,
      releaseDate: link.releaseDate?.toISOString() ?? null,
      year: link.year,
    });
  }
  return byCollab;
}

/** Groups products (already newest year first) by year, keeping that order. */
export function groupByYear<T extends { year: number }>(items: T[]): { year: number; products: T[] }[] {
  const groups: { year: number; products: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.year === item.year) last.products.push(item);
    else groups.push({ year: item.year, products: [item] });
  }
  return groups;
}
