import { useTranslation } from '../../../lib/use-translation.tsx';
import { pwa } from '../lib/pwa-store.ts';

/**
 * "Updates now available!!" with REFRESH (spec 000 §2, 001 §4.7): the new version takes over and the page
 * reloads. A card at the foot of the screen, so a shopper in the middle of a form can finish first.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  return (
    <section className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">{t('pwa.updateAvailable')}</p>
      <button type="button" className="btn btn--ghost" onClick={() => pwa.laterUpdate()}>
        {t('pwa.later')}
      </button>
      <button type="button" className="btn btn--accent" onClick={() => void pwa.refresh()}>
        {t('pwa.refresh')}
      </button>
    </section>
  );
}
