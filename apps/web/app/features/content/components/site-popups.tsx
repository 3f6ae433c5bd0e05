import { lazy, useId } from 'react';
import { useNavigate } from 'react-router';
import { withAllStyles } from '../../../lib/all-styles.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../shell/icons.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { usePopupTimer } from '../hooks/use-popup-timer.ts';
import type { RegisterPageState } from '../lib/popup-rules.ts';

// The form (zod, the captcha) loads when a popup opens, not with every page; the shell holds the Suspense.
const PopupSubscribeForm = lazy(() =>
  withAllStyles(import('./popup-subscribe-form.tsx')).then((m) => ({ default: m.PopupSubscribeForm })),
);

/**
 * The popups of spec 000 §2 / 001 §4.7: the new-member sale ("SPECIAL DISCOUNT FOR NEW MEMBERS", $5 off a
 * first order) 30 s into a signed-out visit, and the subscribe popup ("SUBSCRIBE & GET INCENTIVES") for a
 * signed-in shopper who does not receive the newsletter. Neither opens over another dialog, a form being
 * filled or a checkout step (hooks/use-popup-timer.ts). The sale popup takes the e-mail too (000 §5), signs
 * it up and goes on to registration with it: REGISTER NOW! opens the register form with the e-mail filled in.
 */
export function SitePopups({
  signedIn,
  receivesNewsletter,
}: {
  signedIn: boolean;
  receivesNewsletter: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [open, close] = usePopupTimer(signedIn, receivesNewsletter);
  if (!open) return null;
  const sale = open === 'sale';
  return (
    <Modal onClose={close} labelledBy={`${id}-title`} className="popup">
      <button type="button" className="icon-btn popup__close" onClick={close} aria-label={t('dialog.close')}>
        <Icon name="close" />
      </button>
      <p className="eyebrow popup__eyebrow">
        {sale ? t('popups.saleEyebrow') : t('popups.subscribeEyebrow')}
      </p>
      <h2 id={`${id}-title`} className="dialog__title">
        {sale ? t('popups.saleTitle') : t('newsletter.popupTitle')}
      </h2>
      <p className="popup__lead">{sale ? t('popups.saleLead') : t('popups.subscribeLead')}</p>
      <PopupSubscribeForm
        id={id}
        submitLabel={sale ? t('popups.registerNow') : t('newsletter.subscribe')}
        onDone={(email) => {
          close();
          if (sale) navigate('/auth/register', { state: { email } satisfies RegisterPageState });
        }}
      />
    </Modal>
  );
}
