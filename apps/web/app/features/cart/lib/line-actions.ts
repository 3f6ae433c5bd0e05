import type { CartLine } from '@shop/domain/cart';
import { i18n } from '../../../lib/i18n.ts';
import { toasts } from '../../../lib/toast-store.ts';
import type { LineActions } from '../components/cart-line.tsx';
import { cart } from './cart.ts';
import { needsPassword, showCartError } from './cart-errors.ts';

/** What the lines of the panel and of /checkout do: change, remove (told), renew a changed secret. */
export function lineActions(onNavigate?: () => void): LineActions {
  return {
    async onQuantity(line: CartLine, quantity: number) {
      const res = await cart.update(line, quantity);
      if (!res.ok) void showCartError(res.errors);
      return res.ok;
    },
    async onRemove(line: CartLine) {
      const res = await cart.remove(line);
      if (res.ok) toasts.show({ type: 'success', message: i18n.t('cart.removed') });
    },
    async onRenewSecret(line: CartLine) {
      let invalid = false;
      for (;;) {
        const secret = await cart.askPassword(line.name, invalid);
        if (secret === null) return;
        const res = await cart.update(line, line.quantity, secret);
        if (res.ok) return;
        if (!needsPassword(res.errors)) return void showCartError(res.errors);
        invalid = true;
      }
    },
    onNavigate,
  };
}
