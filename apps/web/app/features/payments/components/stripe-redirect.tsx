import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * STRIPE (hosted Checkout): the start call answered a Stripe page; the shopper goes there and Stripe brings
 * them back to the return page, where the step confirms with the server.
 */
export function StripeRedirect({ redirectUrl }: { redirectUrl: string }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="pay-redirect">
      <p className="pay-method__hint">{t('payments.redirectHint')}</p>
      <button
        type="button"
        className="btn btn--accent pay-submit"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          window.location.assign(redirectUrl);
        }}
      >
        {leaving ? t('payments.paying') : t('payments.redirect')}
      </button>
    </div>
  );
}
