import { DomainError } from '@shop/domain';
import type { CheckoutInfo, CheckoutStep, ParsedCheckoutSelection } from '@shop/domain/checkout';
import type { AppContext } from '../../http/types.ts';
import { buildCheckout } from './build-checkout.ts';

/**
 * The guard calls' "-selection" half (spec 001 §4.8 "verify cart info", "verify shipping info"): the
 * checkout as `buildCheckout` makes it, or every problem of this step and the ones before it as one 400
 * error list (the web applies the effects of spec 001 §8).
 */
export async function verifyCheckout(
  ctx: AppContext,
  userId: string,
  selection: ParsedCheckoutSelection,
  step: CheckoutStep,
): Promise<CheckoutInfo> {
  const info = await buildCheckout(ctx, userId, selection, step);
  const [first, ...others] = info.problems;
  if (first) throw new DomainError(first.errorCode, first.errorParams ?? {}, 400, others);
  return info;
}
