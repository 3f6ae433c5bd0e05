import type { Cart } from '@shop/domain/cart';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CartLineView, type LineActions } from './cart-line.tsx';

/** The lines and the TOTAL, as the panel and the checkout's cart-items step show them. */
export function CartLines({ cart, actions }: { cart: Cart; actions: LineActions }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="cart-lines">
        {cart.cartItems.map((line) => (
          <CartLineView key={line.key} line={line} actions={actions} />
        ))}
      </ul>
      <p className="cart-total">
        <span>{t('cart.total')}</span>
        <strong>{formatUsd(cart.total)}</strong>
      </p>
      {!cart.canCheckout && cart.cartItems.length > 0 && (
        <p className="cart-attention" role="status">
          {t('cart.fixBeforeCheckout')}
        </p>
      )}
    </>
  );
}
