import { BUNDLE_STEPPER_MAX } from '@shop/domain/cart';
import type { BundleOffer } from '@shop/domain/catalog';
import { useEffect, useState } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { priceOf, type Selection } from '../lib/bundle-selection.ts';

interface RowProps {
  offer: BundleOffer;
  selection: Selection | undefined;
  /** The most bundles of this pick the shopper may take (0 until all items are picked). */
  max: number;
  onPick: () => void;
  onQuantity: (quantity: number) => void;
}

/**
 * One offer in the BUNDLE OFFERS popup: its name, the picked items (CHOOSE ITEMS opens the picker), the
 * price of one bundle of the pick, and the bundle quantity (spec 000 §5: required, 1 to the lowest stock
 * among the chosen variants, plus and minus within 1 to 100, "Invalid quantity"), editable only once every
 * item is picked. Out of stock, invalid or refused offers are greyed with their reason.
 */
export function BundleOfferRow({ offer, selection, max, onPick, onQuantity }: RowProps) {
  const { t } = useTranslation();
  const chosen = selection?.chosen ?? [];
  const complete = chosen.length === offer.bundle;
  const quantity = selection?.quantity ?? 0;
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  const typed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
  const invalid = complete && (typed === null || typed < 1 || typed > Math.max(1, max));
  const blocked =
    selection?.mark === 'disabled'
      ? t('bundle.notOffered')
      : selection?.mark === 'unavailable' || offer.invalid
        ? t('bundle.unavailable')
        : offer.isOutOfStock
          ? t('bundle.outOfStock')
          : null;
  const price = priceOf(
    offer,
    complete ? chosen : offer.variants.slice(0, offer.bundle).map((v) => v.id),
    complete ? quantity : 1,
  );
  const names = chosen.map((id) => offer.variants.find((v) => v.id === id)).filter((v) => v !== undefined);
  const headingId = `bundle-${offer.id}`;

  function type(next: string) {
    setText(next);
    const n = /^\d+$/.test(next.trim()) ? Number(next.trim()) : null;
    if (n !== null && n >= 1 && n <= max) onQuantity(n);
  }

  return (
    <li className={`bundle-offer${blocked ? ' bundle-offer--blocked' : ''}`} aria-labelledby={headingId}>
      <div className="bundle-offer__head">
        {offer.image && <img src={offer.image.imageUrl} alt="" width={56} height={56} />}
        <div>
          <h3 id={headingId} className="bundle-offer__name">
            {offer.name}
          </h3>
          <p className="bundle-offer__hint">
            {complete ? t('bundle.bundlePrice') : t('bundle.pickCount', { count: offer.bundle })}
          </p>
        </div>
        <p className="bundle-offer__price">
          {price.discount > 0 && (
            <s aria-label={t('bundle.regularPriceLabel')}>{formatUsd(price.regularPrice)}</s>
          )}
          <strong aria-label={t('bundle.bundlePriceLabel')}>{formatUsd(price.salePrice)}</strong>
        </p>
      </div>
      {names.length > 0 && (
        <ul className="bundle-offer__picked">
          {names.map((v) => (
            <li key={v.id}>{t('bundle.item', { product: v.productName, variant: v.name })}</li>
          ))}
        </ul>
      )}
      {blocked && (
        <p className="bundle-offer__blocked" role="status">
          {blocked}
        </p>
      )}
      <div className="bundle-offer__actions">
        <button type="button" className="btn btn--ghost" disabled={blocked !== null} onClick={onPick}>
          {complete ? t('bundle.changeItems') : t('bundle.chooseItems')}
        </button>
        <div className="stepper">
          <button
            type="button"
            className="stepper__btn"
            aria-label={t('bundle.decrease', { name: offer.name })}
            disabled={!complete || blocked !== null || quantity <= 1}
            onClick={() => onQuantity(quantity - 1)}
          >
            −
          </button>
          <input
            className="stepper__input"
            inputMode="numeric"
            aria-label={t('bundle.quantity', { name: offer.name })}
            aria-invalid={invalid || undefined}
            title={complete ? undefined : t('bundle.pickHint')}
            value={complete ? text : ''}
            disabled={!complete || blocked !== null}
            onChange={(e) => type(e.target.value)}
            onBlur={() => setText(String(quantity))}
          />
          <button
            type="button"
            className="stepper__btn"
            aria-label={t('bundle.increase', { name: offer.name })}
            disabled={!complete || blocked !== null || quantity >= Math.min(max, BUNDLE_STEPPER_MAX)}
            onClick={() => onQuantity(quantity + 1)}
          >
            +
          </button>
        </div>
      </div>
      {invalid && (
        <p className="stepper__error" role="alert">
          {t('cart.invalidQuantity')}
        </p>
      )}
    </li>
  );
}
