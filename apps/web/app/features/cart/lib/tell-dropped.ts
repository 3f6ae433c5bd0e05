import type { DroppedLine } from '@shop/domain/cart';
import { i18n } from '../../../lib/i18n.ts';
import { toasts } from '../../../lib/toast-store.ts';

/** One warning per line that could not be kept or merged (issue "Cart and bundles" §1: the shopper is told). */
export function tellDropped(dropped: readonly DroppedLine[]): void {
  for (const d of dropped) {
    const reason = i18n.exists(`cart.reasons.${d.reason}`) ? i18n.t(`cart.reasons.${d.reason}`) : d.reason;
    toasts.show({
      type: 'warning',
      message: d.name
        ? i18n.t('cart.notKept', { name: d.name, count: d.quantity, reason })
        : i18n.t('cart.notKeptUnknown', { reason }),
    });
  }
}
