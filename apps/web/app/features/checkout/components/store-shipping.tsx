import type { CheckoutLine, CheckoutStore as StorePart } from '@shop/domain/checkout';
import { ORDER_NOTE_MAX_LENGTH } from '@shop/domain/orders';
import { useId } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Carrier } from '../lib/checkout-store.ts';
import { CouponBox, type CouponBoxProps } from './coupon-box.tsx';

interface StoreShippingProps {
  part: StorePart;
  lines: readonly CheckoutLine[];
  unsupportedKeys: readonly string[];
  note: string;
  /** The carrier the shopper chose, shown at once (the sums follow when the checkout answers). */
  chosenRef: string | null;
  onCarrier: (carrier: Carrier) => void;
  onNote: (note: string) => void;
  coupons: Omit<CouponBoxProps, 'storeId' | 'applied'>;
  disabled?: boolean;
}

/** One store's part of the shipping step: its lines, the carriers it offers there, a note, its coupons. */
export function StoreShipping({
  part,
  lines,
  unsupportedKeys,
  note,
  chosenRef,
  onCarrier,
  onNote,
  coupons,
  disabled,
}: StoreShippingProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="co-store" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="co-store__name">
        {t('checkout.store', { name: part.storeName })}
      </h2>
      <ul className="co-lines">
        {lines.map((line) => {
          const unsupported = unsupportedKeys.includes(line.key) || line.countryUnsupported;
          return (
            <li key={line.key} className={`co-line${unsupported ? ' co-line--unsupported' : ''}`}>
              <span className="co-line__name">
                {line.name}
                {line.variantName && <span className="co-line__variant"> · {line.variantName}</span>}
                <span className="co-line__qty"> × {line.quantity}</span>
              </span>
              <span className="co-line__price">{formatUsd(line.lineTotal)}</span>
              {unsupported && (
                <span className="co-line__error" role="alert">
                  {t('checkout.countryUnsupported')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <fieldset className="co-carriers" disabled={disabled}>
        <legend className="co-sub">{t('checkout.shippingMethod')}</legend>
        {part.shippingCarriers.length === 0 && <p className="co-muted">{t('checkout.noShipping')}</p>}
        {part.shippingCarriers.map((c) => (
          <label
            key={c.shippingCarrierRef}
            className={`co-carrier${(chosenRef ?? part.shippingMethod?.shippingCarrierRef) === c.shippingCarrierRef ? ' co-carrier--chosen' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-carrier`}
              checked={(chosenRef ?? part.shippingMethod?.shippingCarrierRef) === c.shippingCarrierRef}
              onChange={() => onCarrier({ name: c.shippingName, ref: c.shippingCarrierRef })}
            />
            <span className="co-carrier__name">
              {c.shippingName}
              {c.minDays !== null && c.maxDays !== null && (
                <span className="co-muted"> · {t('checkout.days', { min: c.minDays, max: c.maxDays })}</span>
              )}
            </span>
            <span className="co-carrier__fee">
              {c.shippingFee === 0 ? t('checkout.free') : formatUsd(c.shippingFee)}
            </span>
          </label>
        ))}
      </fieldset>
      <CouponBox storeId={part.storeId} applied={part.coupons} {...coupons} />
      <label className="co-note" htmlFor={`${id}-note`}>
        <span className="co-sub">{t('checkout.note')}</span>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          placeholder={t('checkout.notePlaceholder')}
          value={note}
          onChange={(e) => onNote(e.target.value)}
        />
      </label>
    </section>
  );
}
