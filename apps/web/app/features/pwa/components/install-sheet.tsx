import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';
import type { InstallSheet as Sheet } from '../lib/install-rules.ts';
import { pwa } from '../lib/pwa-store.ts';
import { IosInstallImage } from './ios-install-image.tsx';

/**
 * INSTALL APP (spec 000 §2, §4): on iOS the how-to with its image; where the browser holds a deferred
 * prompt, an invitation whose INSTALL opens it; elsewhere how to add the shop from the browser's menu.
 * Closing it (or NOT NOW) stores the dismiss flag.
 */
export function InstallSheet({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal onClose={() => pwa.dismiss()} variant="sheet" labelledBy={`${id}-title`} className="install-sheet">
      <h2 id={`${id}-title`} className="install-sheet__title">
        {t('pwa.installTitle')}
      </h2>
      {sheet === 'ios' && <IosInstallImage title={t('pwa.iosImage')} />}
      <p className="install-sheet__text">
        {sheet === 'ios'
          ? t('pwa.iosHowTo')
          : sheet === 'prompt'
            ? t('pwa.promptText')
            : t('dialog.installHowTo')}
      </p>
      <div className="install-sheet__actions">
        {sheet === 'prompt' ? (
          <>
            <button type="button" className="btn btn--ghost" onClick={() => pwa.dismiss()}>
              {t('pwa.notNow')}
            </button>
            <button type="button" className="btn btn--accent" onClick={() => void pwa.install()}>
              {t('pwa.install')}
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={() => pwa.dismiss()}>
            {t('pwa.gotIt')}
          </button>
        )}
      </div>
    </Modal>
  );
}
