import { DomainError } from '../shared/errors.ts';
import { MAX_CART_LINES } from './constants.ts';
import { type CartLineRecord, lineKey, sortedIds } from './line.ts';
import { type DroppedLine, guestCartLine } from './schemas.ts';

/**
 * Reads a guest's local cart as the browser sent it: each line on its own, so one bad line (a tampered or
 * corrupted copy) is dropped with a reason and never costs the others. Lines of the same key add up (their
 * quantity is checked when priced); past MAX_CART_LINES the rest is dropped (CART_FULL).
 */
export function readGuestLines(
  raw: readonly unknown[],
  now: Date,
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
    if (byKey.size >= MAX_CART_LINES) {
      dropped.push({ key, name: null, quantity: line.quantity, reason: 'CART_FULL' });
      continue;
    }
    byKey.set(key, line);
  }
  return { lines: [...byKey.values()], dropped };
}

/** The line `key` of a guest's cart, or NOT_FOUND. */
export function findLine(lines: readonly CartLineRecord[], key: string): CartLineRecord {
  const line = lines.find((l) => lineKey(l) === key);
  if (!line) throw new DomainError('NOT_FOUND', { what: 'cart line' }, 404);
  return line;
}
