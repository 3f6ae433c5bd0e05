import type { ProductDetail } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import { buyButtonState, defaultVariant, productJsonLd, variantStockLabel } from './product-detail.ts';

const inv = (available: number, lowStockValue = 3) => ({
  inventory: { available, currentStock: available, lowStockValue, warning: null },
});
const product = (over: Partial<ProductDetail> = {}) =>
  ({
    isGroupBuy: false,
    type: 'IN_STOCK',
    purchasable: true,
    isDistributor: false,
    distributors: [],
    status: 'ACTIVE',
    ...over,
  }) as ProductDetail;

describe('variantStockLabel', () => {
  it('says IN STOCK, N IN STOCK when low, OUT OF STOCK at 0 (SHOW_LOW_STOCK)', () => {
    expect(variantStockLabel(inv(10), 'SHOW_LOW_STOCK')).toEqual({ key: 'inStock' });
    expect(variantStockLabel(inv(3), 'SHOW_LOW_STOCK')).toEqual({ key: 'nInStock', count: 3 });
    expect(variantStockLabel(inv(0), 'SHOW_LOW_STOCK')).toEqual({ key: 'outOfStock' });
  });

  it('never gives a count when the product hides quantities, and always when it shows them', () => {
    expect(variantStockLabel(inv(2), 'HIDE')).toEqual({ key: 'inStock' });
    expect(variantStockLabel(inv(0), 'HIDE')).toEqual({ key: 'outOfStock' });
    expect(variantStockLabel(inv(40), 'SHOW_ALWAYS')).toEqual({ key: 'nInStock', count: 40 });
    expect(variantStockLabel(inv(0), 'SHOW_ALWAYS')).toEqual({ key: 'outOfStock' });
  });

  it('picks the first variant in stock', () => {
    const a = { id: 'a', ...inv(0) };
    const b = { id: 'b', ...inv(4) };
    expect(defaultVariant([a, b] as never)?.id).toBe('b');
    expect(defaultVariant([])).toBeNull();
  });
});

describe('buyButtonState', () => {
  it('follows the event: UP-COMING before, SALE END after, both disabled', () => {
    expect(buyButtonState(product(), 'UPCOMING', inv(5))).toEqual({
      label: 'upcoming',
      disabled: true,
      distributor: false,
    });
    expect(buyButtonState(product(), 'ENDED', inv(5)).label).toBe('saleEnd');
  });

  it('is SALE END for a product that is no longer sold (archived), stock or not', () => {
    expect(buyButtonState(product({ status: 'ARCHIVED' }), 'NONE', inv(5))).toEqual({
      label: 'saleEnd',
      disabled: true,
      distributor: false,
    });
  });

  it('is ADD TO CART for shelf products and BUY NOW for group buys', () => {
    expect(buyButtonState(product(), 'NONE', inv(5))).toEqual({
      label: 'addToCart',
      disabled: false,
      distributor: false,
    });
    expect(buyButtonState(product({ isGroupBuy: true, type: 'GROUP_BUY' }), 'ONGOING', inv(5)).label).toBe(
      'buyNow',
    );
  });

  it('is disabled when the variant is out of stock or the product not purchasable', () => {
    expect(buyButtonState(product(), 'NONE', inv(0)).disabled).toBe(true);
    expect(buyButtonState(product({ purchasable: false }), 'NONE', inv(5)).disabled).toBe(true);
  });

  it('opens the chooser for distributor products, stock not required', () => {
    const p = product({ isDistributor: true, distributors: [{ name: 'KBD', url: 'https://kbd.example' }] });
    expect(buyButtonState(p, 'NONE', inv(0))).toEqual({
      label: 'addToCart',
      disabled: false,
      distributor: true,
    });
  });
});

describe('productJsonLd', () => {
  it('gives the price in dollars, availability and absolute image urls', () => {
    const p = {
      name: 'Kraken',
      description: 'Resin',
      images: [{ id: 'i', imageUrl: '/img/k.png', fileName: 'k', fileExtension: 'png' }],
      image: null,
      variants: [{ sku: 'K-1' }],
      prices: { salePrice: 4500, salePriceFrom: 4500, salePriceTo: 4500 },
      hasInStock: true,
      canBuy: true,
      isUpcoming: false,
      rating: { overall: 0, product: 0, reviews: 0, breakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    } as unknown as ProductDetail;
    const ld = productJsonLd(p, 'https://shop.example/product/kraken');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '45.00', priceCurrency: 'USD' });
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect(ld.image).toEqual(['https://shop.example/img/k.png']);
  });
});
