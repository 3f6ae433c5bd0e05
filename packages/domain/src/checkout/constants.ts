/** The checkout's three steps (spec 001 §2.7), in order, with their addresses. */
export const CHECKOUT_STEPS = ['CART_ITEMS', 'SHIPPING', 'PAYMENT'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_PATHS: Record<CheckoutStep, string> = {
  CART_ITEMS: '/checkout',
  SHIPPING: '/checkout/shipping-information',
  PAYMENT: '/checkout/payment',
};

/** The step's optional message zone (spec 001 §2.7: message1, message2, message3). */
export const MESSAGE_ZONE_OF: Record<CheckoutStep, 'message1' | 'message2' | 'message3'> = {
  CART_ITEMS: 'message1',
  SHIPPING: 'message2',
  PAYMENT: 'message3',
};

/** Spec 001 §4.8: leaving checkout resets the checkout store after 32 ms. */
export const CHECKOUT_RESET_DELAY_MS = 32;

/** Ours: coupons a shopper may apply per store and codes typed at once. */
export const MAX_COUPONS_PER_STORE = 10;
export const MAX_COUPON_CODES = 10;

/**
 * Ours (spec 001 §8 "specific code values are not shown"): the checkout's own refusals. A country
 * a store does not ship to is COUNTRY_UNSUPPORTED (the orders module answers it too; the address book's
 * PLUG-COUNTRY-001 is taken alike).
 */
export const CHECKOUT_ERROR_CODES = {
  cartEmpty: 'CHECKOUT_CART_EMPTY',
  addressRequired: 'CHECKOUT_ADDRESS_REQUIRED',
  shippingRequired: 'SHIPPING_METHOD_REQUIRED',
  countryUnsupported: 'COUNTRY_UNSUPPORTED',
} as const;
