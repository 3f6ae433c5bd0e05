import type { ProductPrice as Price } from '@shop/domain/catalog';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { priceDisplay } from '../lib/price-display.ts';

/** The price line of a card: "From $x", "Up to $x", "$a - $b" or "$x", regular price struck through. */
export function ProductPrice({ price }: { price: Price }) {
  const { t } = useTranslation();
  const shown = priceDisplay(price);
  const sale =
    shown.kind === 'range'
      ? t('catalog.range', { from: formatUsd(shown.sale[0]), to: formatUsd(shown.sale[1]) })
      : shown.kind === 'single'
        ? formatUsd(shown.sale)
        : t(`catalog.${shown.kind}`, { price: formatUsd(shown.sale) });
  const regular =
    shown.regular === null
      ? null
      : Array.isArray(shown.regular)
        ? t('catalog.range', { from: formatUsd(shown.regular[0]), to: formatUsd(shown.regular[1]) })
        : formatUsd(shown.regular);
  return (
    <p className={regular ? 'price price--sale' : 'price'}>
      {regular && <span className="visually-hidden">{t('catalog.salePrice')}</span>}
      <span className="price__now">{sale}</span>
      {regular && (
        <s className="price__was">
          <span className="visually-hidden">{t('catalog.regularPrice')}</span>
          {regular}
        </s>
      )}
    </p>
  );
}
