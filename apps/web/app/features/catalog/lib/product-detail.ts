import type { EventState, ProductDetail, ProductVariant } from '@shop/domain/catalog';

/** The main button of a product (spec 000 §2): its label key under `catalog.` and whether it can be pressed. */
export type BuyButtonLabel = 'buyNow' | 'addToCart' | 'upcoming' | 'saleEnd';

export interface BuyButtonState {
  label: BuyButtonLabel;
  disabled: boolean;
  /** Distributor-only products open the distributor chooser instead of buying here. */
  distributor: boolean;
}

type BuyProduct = Pick<
  ProductDetail,
  'isGroupBuy' | 'type' | 'purchasable' | 'isDistributor' | 'distributors' | 'status'
>;

/** Event products (group buys, raffles, auctions) are bought at once; shelf products go to the cart. */
const BUY_NOW_TYPES = new Set(['GROUP_BUY', 'RAFFLE', 'AUCTION']);

/**
 * UP-COMING before the event, SALE END after it or once the product is no longer sold (archived: the
 * heritage archive links its page); otherwise BUY NOW for event products and ADD TO CART for the rest. Disabled when the event does not allow buying, the product is not purchasable, or the chosen
 * variant is out of stock. A distributor product is never bought here: its button opens the chooser, so
 * stock is not required (spec 000 §4), only a distributor to choose.
 */
export function buyButtonState(
  product: BuyProduct,
  state: EventState,
  variant: Pick<ProductVariant, 'inventory'> | null,
): BuyButtonState {
  if (state === 'UPCOMING') return { label: 'upcoming', disabled: true, distributor: false };
  if (state === 'ENDED' || product.status !== 'ACTIVE')
    return { label: 'saleEnd', disabled: true, distributor: false };
  const label: BuyButtonLabel =
    product.isGroupBuy || BUY_NOW_TYPES.has(product.type) ? 'buyNow' : 'addToCart';
  if (product.isDistributor) {
    return { label, disabled: product.distributors.length === 0, distributor: true };
  }
  const inStock = variant !== null && variant.inventory.available > 0;
  return { label, disabled: !product.purchasable || !inStock, distributor: false };
}

/** Stock label of a variant (spec 000 §4): IN STOCK, N IN STOCK, OUT OF STOCK. */
export type StockLabel = { key: 'inStock' | 'outOfStock' } | { key: 'nInStock'; count: number };

export type QuantityDisplay = ProductDetail['quantityDisplaySetting'];

/**
 * The label under the product's quantityDisplaySetting: SHOW_ALWAYS gives the count of any variant in
 * stock, SHOW_LOW_STOCK only of one at or under its low-stock line, HIDE never (IN STOCK or OUT OF STOCK).
 */
export function variantStockLabel(
  variant: Pick<ProductVariant, 'inventory'>,
  display: QuantityDisplay,
): StockLabel {
  const { available, lowStockValue } = variant.inventory;
  if (available <= 0) return { key: 'outOfStock' };
  if (display === 'HIDE') return { key: 'inStock' };
  if (display === 'SHOW_ALWAYS' || available <= lowStockValue) return { key: 'nInStock', count: available };
  return { key: 'inStock' };
}

/** The variant shown first: the first one in stock, else the first. */
export function defaultVariant(variants: readonly ProductVariant[]): ProductVariant | null {
  return variants.find((v) => v.inventory.available > 0) ?? variants[0] ?? null;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org Product for search engines: prices in dollars (the API speaks cents), availability from the
 * stock and event state. One Offer for a single price, an AggregateOffer for a range.
 */
export function productJsonLd(product: ProductDetail, url: string) {
  const available = product.hasInStock && product.canBuy;
  const availability = product.isUpcoming
    ? 'https://schema.org/PreOrder'
    : available
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock';
  const { salePriceFrom, salePriceTo, salePrice } = product.prices;
  const offers =
    salePriceFrom !== salePriceTo
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'USD',
          lowPrice: dollars(salePriceFrom),
          highPrice: dollars(salePriceTo),
          offerCount: product.variants.length,
          availability,
          url,
        }
      : { '@type': 'Offer', priceCurrency: 'USD', price: dollars(salePrice), availability, url };
  const image = product.images.map((i) => new URL(i.imageUrl, url).href);
  if (image.length === 0 && product.image) image.push(new URL(product.image.imageUrl, url).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    image,
    sku: product.variants[0]?.sku,
    url,
    offers,
    ...(product.rating.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.overall,
            reviewCount: product.rating.reviews,
          },
        }
      : {}),
  };
}
