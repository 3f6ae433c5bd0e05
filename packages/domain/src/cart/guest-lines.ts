import { DomainError } from '../shared/errors.ts';
import { MAX_CART_LINES } from './constants.ts';
import type { CartFacts } from './facts.ts';
import { type CartLineRecord, lineKey, sortedIds } from './line.ts';
import { type DroppedLine, guestCartLine } from './schemas.ts';

/**
 * Reads a guest's local cart as the browser sent it: each line on its own, so one bad line (a tampered or
 * corrupted copy) is dropped with a reason and never costs the others. Lines of the same key add up (their
 * quantity is checked when priced); past `max` lines (MAX_CART_LINES) the rest is dropped (CART_FULL).
 */
export function readGuestLines(
  raw: readonly unknown[],
  now: Date,
  max = MAX_CART_LINES,
): { lines: CartLineRecord[]; dropped: DroppedLine[] } {
  const byKey = new Map<string, CartLineRecord>();
  const dropped: DroppedLine[] = [];
  for (const item of raw) {
    const parsed = guestCartLine.safeParse(item);
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    const invalid = () =>
      dropped.push({
        key: null,
        name: null,
        quantity: typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 0,
        reason: 'INVALID_LINE',
      });
    if (!parsed.success) {
      invalid();
      continue;
    }
    const g = parsed.data;
    const bundle = Boolean(g.bundleId);
    const ids = sortedIds(g.variantIds ?? []);
    if (bundle ? ids.length === 0 || ids.length !== (g.variantIds ?? []).length : !g.variantId) {
      invalid();
      continue;
    }
    const line: CartLineRecord = {
      kind: bundle ? 'BUNDLE' : 'VARIANT',
      variantId: bundle ? null : (g.variantId ?? null),
      bundleId: bundle ? (g.bundleId ?? null) : null,
      variantIds: bundle ? ids : [],
      quantity: g.quantity,
      seenPrice: g.salePrice ?? null,
      cartPassword: g.cartPassword ?? null,
      couponId: null,
      // Undated lines keep the order they came in (a millisecond apart).
      addedAt: new Date(g.addToCartDate ?? now.getTime() + byKey.size).toISOString(),
    };
    const key = lineKey(line);
    const same = byKey.get(key);
    if (same) {
      byKey.set(key, { ...same, quantity: same.quantity + line.quantity });
      continue;
    }
    if (byKey.size >= max) {
      dropped.push({ key, name: null, quantity: line.quantity, reason: 'CART_FULL' });
      continue;
    }
    byKey.set(key, line);
  }
  return { lines: [...byKey.values()], dropped };
}

/**
 * A guest's lines once the catalogue is known: a line of a variant or bundle the shop has never had (a
 * made-up or deleted id) is dropped as PRODUCT_UNAVAILABLE_ERROR, so it neither shows as a nameless line
 * nor takes a place; then past MAX_CART_LINES the rest is dropped (CART_FULL). Lines of products that exist
 * but are no longer sold stay, greyed with their warning (spec 000 §4).
 */
export function keepKnownLines(
  lines: readonly CartLineRecord[],
  facts: Pick<CartFacts, 'variants' | 'bundles'>,
): { lines: CartLineRecord[]; dropped: DroppedLine[] } {
  const kept: CartLineRecord[] = [];
  const dropped: DroppedLine[] = [];
  for (const line of lines) {
    const known =
      line.kind === 'BUNDLE'
        ? line.bundleId !== null &&
          facts.bundles.has(line.bundleId) &&
          line.variantIds.every((id) => facts.variants.has(id))
        : line.variantId !== null && facts.variants.has(line.variantId);
    const reason = !known ? 'PRODUCT_UNAVAILABLE_ERROR' : kept.length >= MAX_CART_LINES ? 'CART_FULL' : null;
    if (reason) dropped.push({ key: lineKey(line), name: null, quantity: line.quantity, reason });
    else kept.push(line);
  }
  return { lines: kept, dropped };
}

/** The line `key` of a guest's cart, or NOT_FOUND. */
export function findLine(lines: readonly CartLineRecord[], key: string): CartLineRecord {
  const line = lines.find((l) => lineKey(l) === key);
  if (!line) throw new DomainError('NOT_FOUND', { what: 'cart line' }, 404);
  return line;
}
