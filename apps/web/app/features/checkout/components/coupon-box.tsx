import type { CheckoutCoupon } from '@shop/domain/checkout';
import type { CouponView } from '@shop/domain/coupons';
import { type FormEvent, useId, useState } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

export interface CouponBoxProps {
  storeId: string;
  applied: readonly CheckoutCoupon[];
  invalidIds: readonly string[];
  /** The shopper's usable coupons for this store (loaded when the list opens). */
  loadUsable: (storeId: string) => Promise<CouponView[]>;
  /** A code typed by hand: answers an error text, or null when it was added. */
  applyCode: (storeId: string, code: string) => Promise<string | null>;
  use: (storeId: string, id: string, code: string) => void;
  remove: (storeId: string, id: string) => void;
}

/** Coupons at checkout (spec 000 §2, 001 §7): the usable list, a code typed by hand, the applied ones. */
export function CouponBox({
  storeId,
  applied,
  invalidIds,
  loadUsable,
  applyCode,
  use,
  remove,
}: CouponBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [usable, setUsable] = useState<CouponView[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    const problem = await applyCode(storeId, code.trim());
    setBusy(false);
    setError(problem);
    if (!problem) setCode('');
  }

  const appliedIds = new Set(applied.map((c) => c.id));
  return (
    <div className="co-coupons">
      <p className="co-sub">{t('checkout.coupons')}</p>
      {applied.length > 0 && (
        <ul className="co-coupons__applied">
          {applied.map((c) => {
            const invalid = c.state.invalid || invalidIds.includes(c.id);
            return (
              <li key={c.id} className={`co-coupon${invalid ? ' co-coupon--invalid' : ''}`}>
                <span className="co-coupon__code">{c.code}</span>
                {invalid ? (
                  <span className="co-line__error">{t('checkout.invalidMark')}</span>
                ) : (
                  <span>-{formatUsd(c.discountAmount)}</span>
                )}
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => remove(storeId, c.id)}
                >
                  {t('checkout.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="co-coupons__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {t('checkout.couponCode')}
        </label>
        <input
          id={`${id}-code`}
          placeholder={t('checkout.couponCode')}
          value={code}
          maxLength={50}
          autoCapitalize="characters"
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn--ghost btn--sm" disabled={busy}>
          {t('checkout.apply')}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="co-line__error" role="alert">
          {error}
        </p>
      )}
      <details
        className="co-coupons__usable"
        onToggle={(e) => {
          if ((e.target as HTMLDetailsElement).open && usable === null)
            void loadUsable(storeId).then(setUsable);
        }}
      >
        <summary>{t('checkout.usable')}</summary>
        {usable?.length === 0 && <p className="co-muted">{t('checkout.noUsable')}</p>}
        <ul>
          {usable?.map((c) => (
            <li key={c.id} className="co-coupon">
              <span className="co-coupon__code">{c.code}</span>
              <span className="co-muted">{c.title}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={appliedIds.has(c.id)}
                onClick={() => use(storeId, c.id, c.code)}
              >
                {t('checkout.use')}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
