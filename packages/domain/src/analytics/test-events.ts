/** Valid events for the tests to break one field at a time. */
export const item = (over: Record<string, unknown> = {}) => ({
  item_id: 'sprite-01',
  item_name: 'Forest Sprite',
  item_category: 'KEYCAP',
  price: 45,
  quantity: 1,
  currency: 'USD',
  ...over,
});

export const event = (name: string, over: Record<string, unknown> = {}) => ({
  event: name,
  currency: 'USD',
  value: 45,
  items: [item()],
  ...over,
});

export const purchase = (over: Record<string, unknown> = {}) =>
  event('purchase', {
    transaction_id: 'ORD-2026-0001',
    value: 97.5,
    tax: 2.5,
    shipping: 5,
    items: [item({ price: 45, quantity: 2 })],
    ...over,
  });
