import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { setConsent, useConsent } from '../lib/consent.ts';

/**
 * Run in the head before the body paints: marks `<html class="consent-ask">` when no choice is stored, so
 * that the server's banner shows at the first paint instead of after hydration (a banner that appeared
 * seconds later was a page's largest paint, LCP, on pages with little else: the profile).
 */
export const CONSENT_PROBE = `try{if(!/^(granted|denied)$/.test(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.analyticsConsent)})||''))document.documentElement.classList.add('consent-ask')}catch(e){}`;

export function ConsentProbe({ nonce }: { nonce?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input in it
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_PROBE }} />;
}

/**
 * Asks once whether the shop may count visits and purchases (the shop's own collector and, when the shop
 * configured them, the tag manager and pixels). Nothing is tracked before ACCEPT; the choice is kept.
 * At the foot of the screen, never over a dialog's buttons. The choice lives in the browser: the server
 * renders the banner `data-pending`, shown only where the head's probe found no choice (ConsentProbe), and
 * after hydration it stays or goes by the stored choice.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  if (consent === 'granted' || consent === 'denied') return null;
  return (
    <section
      className="consent"
      aria-label={t('analytics.consentTitle')}
      data-pending={consent === undefined ? '' : undefined}
    >
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
