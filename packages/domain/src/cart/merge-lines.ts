import { DomainError } from '../shared/errors.ts';
import { addVariant } from './add-rules.ts';
import { addBundles } from './bundle-add.ts';
import type { CartFacts } from './facts.ts';
import { type CartLineRecord, lineKey } from './line.ts';
import type { DroppedLine } from './schemas.ts';

/**
 * Adds lines to a cart the way a merge on login does (spec 002 §4, issue "Cart and bundles" §1): the same
 * variant or bundle adds up, capped by the rules (stock, 99, the per-customer limit, the cart's size). What
 * could not be added, in part or whole, is answered with the reason, for the shopper to be told.
 */
export function mergeLines(
  into: readonly CartLineRecord[],
  incoming: readonly CartLineRecord[],
  facts: CartFacts,
  now: Date,
  nameOf: (line: CartLineRecord) => string | null,
): { lines: CartLineRecord[]; dropped: DroppedLine[] } {
  let lines = [...into];
  const dropped: DroppedLine[] = [];
  for (const [i, line] of incoming.entries()) {
    // Lines merged together keep their order (a millisecond apart).
    const at = new Date(now.getTime() + i);
    const attempt = (quantity: number) =>
      line.kind === 'BUNDLE'
        ? addBundles(
            lines,
            [{ bundleId: String(line.bundleId), variantIds: line.variantIds, quantity }],
            facts,
            at,
          )
        : addVariant(
            lines,
            { variantId: String(line.variantId), quantity, cartPassword: line.cartPassword },
            facts,
            at,
          );
    const drop = (quantity: number, reason: string) =>
      dropped.push({ key: lineKey(line), name: nameOf(line), quantity, reason });
    if (line.kind === 'GIFT') {
      drop(line.quantity, 'INVALID_LINE'); // gifts come from coupons on the server, never from a browser
      continue;
    }
    try {
      lines = attempt(line.quantity);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      const reason = String(err.params.type ?? err.code);
      const room = Number(err.params.room ?? err.params.remaining ?? 0);
      if (room > 0 && room < line.quantity) {
        try {
          lines = attempt(room);
          drop(line.quantity - room, reason);
          continue;
        } catch (again) {
          if (!(again instanceof DomainError)) throw again;
        }
      }
      drop(line.quantity, reason);
    }
  }
  return { lines, dropped };
}
