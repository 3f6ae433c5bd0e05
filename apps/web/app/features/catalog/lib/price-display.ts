import type { ProductPrice } from '@shop/domain/catalog';

/**
 * How a product card shows its price (spec 000 §3; the fields are filled by `priceSummary` in
 * @shop/domain): "From $x" for the lowest-price setting, "Up to $x" for the highest, "$a - $b" for a range,
 * else the one price. `salePrice`/`regularPrice` are the pair to display. The regular price is struck
 * through beside it when the product is discounted and it really is higher.
 */
export type PriceDisplay =
  | { kind: 'from' | 'upTo' | 'single'; sale: number; regular: number | null }
  | { kind: 'range'; sale: [number, number]; regular: [number, number] | null };

export function priceDisplay(price: ProductPrice): PriceDisplay {
  const strike = price.hasDiscount || price.isShowRegularPrice;
  const single = (kind: 'from' | 'upTo' | 'single'): PriceDisplay => ({
    kind,
    sale: price.salePrice,
    regular: strike && price.regularPrice > price.salePrice ? price.regularPrice : null,
  });
  if (price.isShowLowestPrice) return single('from');
  if (price.isShowHighestPrice) return single('upTo');
  if (price.isRangePrice && price.salePriceFrom !== price.salePriceTo) {
    const higher = price.regularPriceFrom > price.salePriceFrom || price.regularPriceTo > price.salePriceTo;
    return {
      kind: 'range',
      sale: [price.salePriceFrom, price.salePriceTo],
      regular: strike && higher ? [price.regularPriceFrom, price.regularPriceTo] : null,
    };
  }
  return single('single');
}

/** Stock badge of a card: OUT OF STOCK when no variant is left, LOW STOCK when one is running out. */
export function stockBadge(card: {
  hasInStock: boolean;
  hasLowStock: boolean;
}): 'outOfStock' | 'lowStock' | null {
  if (!card.hasInStock) return 'outOfStock';
  return card.hasLowStock ? 'lowStock' : null;
}
