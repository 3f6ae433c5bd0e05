import type { ProductVariant } from '@shop/domain/catalog';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/format.ts';
import { variantStockLabel } from '../lib/product-detail.ts';

/** IN STOCK, N IN STOCK or OUT OF STOCK for one variant (spec 000 §4). */
export function StockLabel({ variant }: { variant: Pick<ProductVariant, 'inventory'> }) {
  const { t } = useTranslation();
  const label = variantStockLabel(variant);
  const cls = label.key === 'outOfStock' ? 'out' : label.key === 'nInStock' ? 'low' : 'in';
  return (
    <span className={`vstock vstock--${cls}`}>
      {label.key === 'nInStock' ? t('catalog.nInStock', { count: label.count }) : t(`catalog.${label.key}`)}
    </span>
  );
}

/** The chosen option's price now (regular struck when on sale) and its stock, beside the product price. */
export function VariantPrice({
  variant,
}: {
  variant: Pick<ProductVariant, 'inventory' | 'salePrice' | 'regularPrice'>;
}) {
  const { t } = useTranslation();
  const sale = variant.salePrice < variant.regularPrice;
  return (
    <div className="pdp__variant-price">
      <p className={sale ? 'price price--sale' : 'price'}>
        {sale && <span className="visually-hidden">{t('catalog.salePrice')}</span>}
        <span className="price__now">{formatUsd(variant.salePrice)}</span>
        {sale && (
          <s className="price__was">
            <span className="visually-hidden">{t('catalog.regularPrice')}</span>
            {formatUsd(variant.regularPrice)}
          </s>
        )}
      </p>
      <StockLabel variant={variant} />
    </div>
  );
}

interface VariantPickerProps {
  variants: readonly ProductVariant[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The product's options as a radio group: each with its price now (regular struck when on sale) and stock. */
export function VariantPicker({ variants, selectedId, onSelect }: VariantPickerProps) {
  const { t } = useTranslation();
  if (variants.length === 0) return null;
  return (
    <fieldset className="variants">
      <legend className="variants__legend">{t('product.chooseOption')}</legend>
      <ul>
        {variants.map((v) => {
          const out = v.inventory.available <= 0;
          return (
            <li key={v.id}>
              <label className={`variant${out ? ' variant--out' : ''}`}>
                <input
                  type="radio"
                  name="variant"
                  value={v.id}
                  checked={v.id === selectedId}
                  onChange={() => onSelect(v.id)}
                />
                {v.image && <img src={v.image.imageUrl} alt="" width={48} height={48} loading="lazy" />}
                <span className="variant__name">{v.name}</span>
                <span className="variant__price">
                  {formatUsd(v.salePrice)}
                  {v.salePrice < v.regularPrice && (
                    <s>
                      <span className="visually-hidden">{t('catalog.regularPrice')}</span>
                      {formatUsd(v.regularPrice)}
                    </s>
                  )}
                </span>
                <StockLabel variant={v} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
