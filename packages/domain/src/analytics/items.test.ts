import { describe, expect, it } from 'vitest';
import { cartLineItem, itemsEvent, productItem } from './items.ts';
import { validateEvent } from './validate.ts';

const line = {
  key: 'v:1',
  productId: '3f1c9d2e-0000-4000-8000-000000000001',
  bundleId: null,
  couponId: null,
  name: 'Forest Sprite',
  variantName: 'Moss',
  type: 'NORMAL_PRODUCT',
  isBundle: false,
  isGift: false,
  salePrice: 4550,
  quantity: 2,
};

describe('the shop as analytics items', () => {
  it('a product page: its id, type, category, first collaborator and price in dollars', () => {
    const item = productItem({
      id: 'p-1',
      name: 'Forest Sprite',
      type: 'NORMAL_PRODUCT',
      mainCategory: { name: 'Artisan' },
      collaborators: [{ name: 'Mossbyte Studio' }],
      prices: { salePrice: 4500 },
    });
    expect(item).toEqual({
      item_id: 'p-1',
      item_name: 'Forest Sprite',
      item_category: 'NORMAL_PRODUCT',
      item_category2: 'Artisan',
      item_brand: 'Mossbyte Studio',
      price: 45,
      quantity: 1,
      currency: 'USD',
    });
    expect(validateEvent(itemsEvent('view_item', [item])).valid).toBe(true);
  });

  it('cart lines: product, bundle and gift, each a valid add_to_cart', () => {
    const items = [
      cartLineItem(line),
      cartLineItem({ ...line, productId: null, bundleId: 'b-7', isBundle: true, variantName: null }),
      cartLineItem({ ...line, productId: null, couponId: 'c-9', isGift: true, salePrice: 0 }, 1),
    ];
    expect(items.map((i) => [i.item_id, i.item_category, i.price, i.quantity])).toEqual([
      [line.productId, 'NORMAL_PRODUCT', 45.5, 2],
      ['b-7', 'BUNDLE', 45.5, 2],
      ['c-9', 'GIFT', 0, 1],
    ]);
    const event = itemsEvent('add_to_cart', items);
    expect(event.value).toBe(182);
    expect(validateEvent(event)).toMatchObject({ valid: true, errors: [] });
  });
});
