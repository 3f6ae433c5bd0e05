import { useTranslation } from '../../../lib/use-translation.tsx';
import { setConsent, useConsent } from '../lib/consent.ts';

/**
 * Asks once whether the shop may count visits and purchases (the shop's own collector and, when the shop
 * configured them, the tag manager and pixels). Nothing is tracked before ACCEPT; the choice is kept.
 * Rendered after hydration only (the choice lives in the browser), at the foot of the screen, never over
 * a dialog's buttons.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  if (consent !== null) return null;
  return (
    <section className="consent" aria-label={t('analytics.consentTitle')}>
      <p className="consent__text">{t('analytics.consentText')}</p>
      <div className="consent__actions">
        <button type="button" className="btn btn--ghost" onClick={() => setConsent('denied')}>
          {t('analytics.decline')}
        </button>
        <button type="button" className="btn btn--accent" onClick={() => setConsent('granted')}>
          {t('analytics.accept')}
        </button>
      </div>
    </section>
  );
}
