import { useState } from 'react';
import { requestLogin } from '../../../lib/login-prompt.ts';
import { useRootData } from '../../../lib/session.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { setWishlisted } from '../api/wishlist.ts';

/** Where the saved products are listed (the account area). */
export const WISHLIST_PAGE = '/account/wishlist';

/**
 * The wishlist heart of the product page. Signed in: PUT /me/wishlist/{id} {flag, kind: WISHLIST}, the
 * heart follows the answer and a toast confirms, with a link to the wishlist page when one was added.
 * Signed out: the shell's login prompt. A failed request keeps the old state (the API client already told
 * the shopper why).
 */
export function WishlistToggle({ productId, favorite }: { productId: string; favorite: boolean }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const [on, setOn] = useState(favorite && user !== null);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!user) {
      requestLogin();
      return;
    }
    setBusy(true);
    const flag = !on;
    const result = await setWishlisted(productId, flag);
    setBusy(false);
    if (result.status === 200) {
      setOn(result.body.favorite);
      toasts.show({
        type: 'success',
        message: t(result.body.favorite ? 'wishlist.added' : 'wishlist.removed'),
        ...(result.body.favorite ? { link: { to: WISHLIST_PAGE, label: t('wishlist.view') } } : {}),
      });
    } else if (result.status === 401) requestLogin();
  }

  return (
    <button
      type="button"
      className={`icon-btn wishlist-toggle${on ? ' wishlist-toggle--on' : ''}`}
      aria-pressed={on}
      aria-label={t('wishlist.add')}
      title={t(on ? 'wishlist.remove' : 'wishlist.add')}
      disabled={busy}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
