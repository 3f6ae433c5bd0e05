import { createHash } from 'node:crypto';

/**
 * References for the offline methods (TEST, ZERO_PAYMENT), which keep no state: a reference is derived from
 * the idempotency key (so a retried start answers the same one) and carries what `confirm` and `refund` need
 * to answer later, as the real providers' stored objects do.
 */
export const keyDigest = (idempotencyKey: string) =>
  createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 20);

export interface OfflinePayment {
  amountCents: number;
  brand: string;
}

/** `test_pay_<amount>_<brand>_<digest>`: the prefix names the method, the digest makes it unique. */
export function encodeRef(prefix: string, payment: OfflinePayment, idempotencyKey: string): string {
  return `${prefix}_${payment.amountCents}_${payment.brand}_${keyDigest(idempotencyKey)}`;
}

export function decodeRef(prefix: string, ref: string): OfflinePayment | null {
  const match = new RegExp(`^${prefix}_(\\d{1,12})_([a-z0-9]+)_[\\w-]{20}$`).exec(ref);
  if (!match) return null;
  return { amountCents: Number(match[1]), brand: match[2]! };
}
