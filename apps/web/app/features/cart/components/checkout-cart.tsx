import type { Cart } from '@shop/domain/cart';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { cart, useCart } from '../lib/cart.ts';
import { lineActions } from '../lib/line-actions.ts';
import { CartLines } from './cart-lines.tsx';

/**
 * The checkout's first step, CART ITEMS (spec 001 §2.7, §4.9): the member's cart with the panel's rules,
 * ready for the shipping and payment steps of the checkout work. The loader's cart stands in until the
 * store holds one; going on needs a cart without errors.
 */
export function CheckoutCart({ initial }: { initial: Cart | null }) {
  const { t } = useTranslation();
  const state = useCart();
  useEffect(() => {
    if (initial) cart.seed(initial);
  }, [initial]);
  const priced = state.mode === 'member' && state.cart ? state.cart : initial;
  if (!priced) return <p aria-busy="true">{t('cart.loading')}</p>;
  if (priced.cartItems.length === 0)
    return (
      <div className="checkout-cart checkout-cart--empty">
        <p>{t('cart.empty')}</p>
        <Link to="/product" className="btn btn--ghost">
          {t('cart.shopNow')}
        </Link>
      </div>
    );
  return (
    <div className="checkout-cart">
      <CartLines cart={priced} actions={lineActions()} />
      <div className="checkout-cart__next">
        {priced.canCheckout ? (
          <Link to="/checkout/shipping-information" className="btn btn--accent">
            {t('cart.continueToShipping')}
          </Link>
        ) : (
          <button type="button" className="btn btn--accent" disabled>
            {t('cart.continueToShipping')}
          </button>
        )}
      </div>
    </div>
  );
}
