import type { CouponView } from '@shop/domain/coupons';
import { useNavigate, useRevalidator } from 'react-router';
import { api } from '../../../lib/api.ts';
import { confirmDialog, dialogs } from '../../../lib/dialog-store.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { addGiftLine } from '../api/loyalty.ts';
import { goldText } from './labels.ts';

type Api = typeof api;
/** Refusals are told by their own text (ERRORS.<state>), whatever their HTTP status. */
function toastErrors(t: (k: string, p?: Record<string, string | number>) => string, body: unknown) {
  const errors = (body as { errors?: { errorCode: string; errorParams?: Record<string, string | number> }[] })
    ?.errors;
  for (const e of errors ?? [{ errorCode: 'INTERNAL' }]) {
    toasts.show({ type: 'warning', message: t(`ERRORS.${e.errorCode}`, e.errorParams) });
  }
}

/**
 * The redeem flow of spec 000 §4: a confirmation when it costs gold (REDEEM {code} or REDEEM A GIFT, "Are you
 * sure to redeem with {stars}?", CONFIRM and Cancel), free ones at once; a success toast; the page refreshes;
 * a gift then goes into the cart and the shopper to /checkout (a cart error dialog if it cannot).
 */
export function useRedeem(client: Api = api) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  async function checkOutGift(walletId: string): Promise<boolean> {
    const cart = await addGiftLine(walletId);
    if (!cart) {
      await dialogs.open({
        kind: 'error',
        title: t('loyalty.cartErrorTitle'),
        message: t('loyalty.cartError'),
      });
      return false;
    }
    navigate('/checkout');
    return true;
  }

  async function redeem(c: CouponView): Promise<boolean> {
    if (c.requiredStars > 0) {
      const answer = await confirmDialog(t('loyalty.confirmText', { stars: goldText(t, c.requiredStars) }), {
        title: c.isGift ? t('loyalty.confirmGiftTitle') : t('loyalty.confirmTitle', { code: c.code }),
        yesText: t('loyalty.confirm'),
        noText: t('loyalty.cancel'),
      });
      if (!answer.confirmed) return false;
    }
    const r = await client.request<{ coupon: CouponView }>(
      'PATCH',
      `/api/v1/coupons/${encodeURIComponent(c.id)}/redeem`,
      undefined,
      { silent: true },
    );
    if (r.status !== 200) {
      if (r.status !== 401) toastErrors(t, r.body);
      revalidator.revalidate();
      return false;
    }
    toasts.show({
      type: 'success',
      message: c.isGift ? t('loyalty.redeemGiftSuccess') : t('loyalty.redeemCouponSuccess'),
    });
    if (c.isGift) {
      await checkOutGift(r.body.coupon.id);
      return true;
    }
    revalidator.revalidate();
    return true;
  }

  return { redeem, checkOutGift };
}
