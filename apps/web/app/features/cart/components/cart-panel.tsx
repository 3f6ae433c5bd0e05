import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../shell/icons.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { cart, useCart } from '../lib/cart.ts';
import { lineActions } from '../lib/line-actions.ts';
import { CartLines } from './cart-lines.tsx';

/**
 * The cart side panel of spec 000 §2: YOUR CART with the item count, the lines, TOTAL, PROCEED TO CHECKOUT
 * (the login dialog first when signed out, coming back to /checkout: spec 000 §6) and the note on taxes and
 * customs linking to the FAQ in a new tab; YOUR CART IS EMPTY with a way to the store.
 */
export function CartPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useCart();
  const id = useId();
  const close = () => cart.closePanel();
  const priced = state.cart;
  const empty = priced !== null && priced.cartItems.length === 0;

  function proceed() {
    close();
    if (state.mode === 'member') navigate('/checkout');
    else requestLogin({ redirectUri: '/checkout' });
  }

  return (
    <Modal onClose={close} variant="side" labelledBy={id} className="cart-panel">
      <div className="cart-panel__head">
        <h2 id={id} className="cart-panel__title">
          {t('cart.title')}
          {state.count > 0 && (
            <span className="cart-panel__count">{t('cart.itemCount', { count: state.count })}</span>
          )}
        </h2>
        <button type="button" className="icon-btn" onClick={close} aria-label={t('cart.closePanel')}>
          <Icon name="close" />
        </button>
      </div>
      {priced === null ? (
        <p className="cart-panel__loading" aria-busy="true">
          {t('cart.loading')}
        </p>
      ) : empty ? (
        <div className="cart-panel__empty">
          <p>{t('cart.empty')}</p>
          <Link to="/product" className="btn btn--ghost" onClick={close}>
            {t('cart.shopNow')}
          </Link>
        </div>
      ) : (
        <>
          <div className="cart-panel__lines">
            <CartLines cart={priced} actions={lineActions(close)} />
          </div>
          <div className="cart-panel__foot">
            <button type="button" className="btn btn--accent cart-panel__proceed" onClick={proceed}>
              {t('cart.proceed')}
            </button>
            <p className="cart-panel__note">
              {t('cart.faqNote')}{' '}
              <a href="/help-center/faq" target="_blank" rel="noopener">
                {t('cart.faqLink')}
              </a>
            </p>
          </div>
        </>
      )}
    </Modal>
  );
}
