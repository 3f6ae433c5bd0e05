import { CHECKOUT_PATHS } from '@shop/domain/checkout';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { applyCheckoutErrors } from '../lib/error-effects.ts';
import { type CheckoutHooks, useCheckoutStep } from '../lib/use-checkout-step.ts';
import { MessageZone } from './checkout-steps.tsx';
import { StoreShipping } from './store-shipping.tsx';
import { TotalsSummary } from './totals-summary.tsx';

/**
 * SHIPPING INFORMATION (spec 001 §2.7, §4.8): the address (the addresses feature's picker, given as
 * `address`), then per store the carriers offered there, coupons and a note, and the sums. CONTINUE TO
 * PAYMENT verifies the shipping info and applies the effect of any refusal (spec 001 §8).
 */
export function ShippingStep({ hooks, address }: { hooks: CheckoutHooks; address: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, status, deps, refresh } = useCheckoutStep('SHIPPING', hooks);
  const [busy, setBusy] = useState(false);
  const info = state.info;

  // A new address: its carriers and sums (the earlier carrier kept by name).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes, after the guard
  useEffect(() => {
    if (status === 'ready') void refresh();
  }, [hooks.addressId]);

  const change = async (apply: () => void) => {
    apply();
    await refresh();
  };

  async function next() {
    setBusy(true);
    const verified = await deps.api.checkout('shipping-info', deps.store.selection(hooks.addressId), true);
    setBusy(false);
    if (!verified.ok) {
      await applyCheckoutErrors(verified.errors, deps);
      return;
    }
    deps.store.setInfo(verified.body);
    deps.store.setFlags({ hasVerifyShipping: true });
    navigate(CHECKOUT_PATHS.PAYMENT);
  }

  async function applyCode(storeId: string, code: string): Promise<string | null> {
    const fees = Object.fromEntries((info?.stores ?? []).map((s) => [s.storeId, s.totals.shippingFee]));
    const answer = await deps.api.checkCodes([code], info?.cartItems ?? [], fees);
    const found = answer.ok ? answer.body.coupons[0] : null;
    if (!found || found.invalid || !found.id) return t('checkout.couponInvalid');
    await change(() => deps.store.addCoupon(found.storeId ?? storeId, found.id as string, found.code));
    return null;
  }

  return (
    <div className="co-step">
      <MessageZone step="SHIPPING" zones={info?.messageZones} />
      <div className="co-step__main">
        {address}
        {status === 'checking' && !info && <p aria-busy="true">{t('checkout.verifying')}</p>}
        {info?.stores.map((part) => (
          <StoreShipping
            key={part.storeId}
            part={part}
            lines={info.cartItems.filter((l) => part.lineKeys.includes(l.key))}
            unsupportedKeys={state.unsupportedKeys}
            note={state.notes[part.storeId] ?? ''}
            chosenRef={state.carriers[part.storeId]?.ref ?? null}
            onCarrier={(carrier) => void change(() => deps.store.chooseCarrier(part.storeId, carrier))}
            onNote={(note) => deps.store.setNote(part.storeId, note)}
            coupons={{
              invalidIds: state.invalidCoupons,
              loadUsable: async (storeId) => {
                const answer = await deps.api.usableCoupons(storeId);
                return answer.ok ? answer.body.coupons : [];
              },
              applyCode,
              use: (storeId, id, code) => void change(() => deps.store.addCoupon(storeId, id, code)),
              remove: (storeId, id) => void change(() => deps.store.removeCoupon(storeId, id)),
            }}
          />
        ))}
      </div>
      {info && (
        <aside className="co-step__side">
          <TotalsSummary totals={info.totals}>
            <button
              type="button"
              className="btn btn--accent co-next"
              disabled={busy || status !== 'ready' || !info.shippingAddress}
              aria-busy={busy || undefined}
              onClick={() => void next()}
            >
              {t('checkout.continueToPayment')}
            </button>
          </TotalsSummary>
        </aside>
      )}
    </div>
  );
}
