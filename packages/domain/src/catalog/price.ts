import type { Cents } from '../shared/money.ts';
import type { PriceDisplaySetting } from './constants.ts';
import type { ProductPrice } from './schemas.ts';

/** The prices of one variant, in integer cents; a sale price applies only inside its schedule. */
export interface VariantPrice {
  regularPrice: Cents;
  salePrice: Cents | null;
  saleStart: Date | string | null;
  saleEnd: Date | string | null;
}

const toMs = (t: Date | string | number): number => (typeof t === 'number' ? t : new Date(t).getTime());

/** Spec 002 §4: on sale when sale start <= now <= sale end; a missing bound is open. */
export function isSaleOn(v: VariantPrice, now: Date | number): boolean {
  if (v.salePrice === null) return false;
  const at = toMs(now);
  if (v.saleStart !== null && at < toMs(v.saleStart)) return false;
  if (v.saleEnd !== null && at > toMs(v.saleEnd)) return false;
  return true;
}

/** What the shopper pays for one unit now. */
export function effectivePrice(v: VariantPrice, now: Date | number): Cents {
  return isSaleOn(v, now) && v.salePrice !== null ? v.salePrice : v.regularPrice;
}

const EMPTY: ProductPrice = {
  salePrice: 0,
  regularPrice: 0,
  salePriceFrom: 0,
  salePriceTo: 0,
  regularPriceFrom: 0,
  regularPriceTo: 0,
  isRangePrice: false,
  isShowLowestPrice: false,
  isShowHighestPrice: false,
  isShowRegularPrice: false,
  hasDiscount: false,
};

/**
 * The price a card or detail shows (spec 000 §3 "Product price"). `salePrice`/`regularPrice` are the pair to
 * display: the cheapest variant for LOWEST_PRICE, the dearest for HIGHEST_PRICE, the lower bounds for RANGE.
 * The isShow* and isRangePrice flags are true only when variants really differ, so a product whose variants
 * all cost the same shows one plain price whatever its setting. isShowRegularPrice asks for the struck-out
 * regular price next to the displayed sale price.
 */
export function priceSummary(
  variants: readonly VariantPrice[],
  setting: PriceDisplaySetting,
  now: Date | number,
): ProductPrice {
  if (variants.length === 0) return { ...EMPTY };
  const rows = variants.map((v) => ({ regular: v.regularPrice, pay: effectivePrice(v, now) }));
  const pays = rows.map((r) => r.pay);
  const regulars = rows.map((r) => r.regular);
  const salePriceFrom = Math.min(...pays);
  const salePriceTo = Math.max(...pays);
  const regularPriceFrom = Math.min(...regulars);
  const regularPriceTo = Math.max(...regulars);
  const varies = salePriceFrom !== salePriceTo || regularPriceFrom !== regularPriceTo;
  const hasDiscount = rows.some((r) => r.pay < r.regular);

  // Ties on the paid price go to the variant whose regular price shows the larger saving.
  const pick = (better: (a: number, b: number) => boolean) =>
    rows.reduce((best, r) =>
      better(r.pay, best.pay) || (r.pay === best.pay && r.regular > best.regular) ? r : best,
    );
  let shown: { regular: number; pay: number };
  let isShowRegularPrice: boolean;
  if (setting === 'RANGE') {
    shown = { regular: regularPriceFrom, pay: salePriceFrom };
    isShowRegularPrice = salePriceFrom < regularPriceFrom || salePriceTo < regularPriceTo;
  } else {
    shown = setting === 'HIGHEST_PRICE' ? pick((a, b) => a > b) : pick((a, b) => a < b);
    isShowRegularPrice = shown.pay < shown.regular;
  }
  return {
    salePrice: shown.pay,
    regularPrice: shown.regular,
    salePriceFrom,
    salePriceTo,
    regularPriceFrom,
    regularPriceTo,
    isRangePrice: setting === 'RANGE' && varies,
    isShowLowestPrice: setting === 'LOWEST_PRICE' && varies,
    isShowHighestPrice: setting === 'HIGHEST_PRICE' && varies,
    isShowRegularPrice,
    hasDiscount,
  };
}

/** The next instant (epoch ms, after `now`) at which isSaleOn changes for this variant, or null. */
export function nextSaleChange(v: VariantPrice, now: Date | number): number | null {
  if (v.salePrice === null) return null;
  const at = toMs(now);
  if (v.saleStart !== null && at < toMs(v.saleStart)) return toMs(v.saleStart);
  // The end is inclusive (start <= now <= end), so the sale is off from one millisecond after it.
  if (v.saleEnd !== null && at <= toMs(v.saleEnd)) return toMs(v.saleEnd) + 1;
  return null;
}
