import { useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage-keys.ts';
import { useOnline } from '../lib/use-online.ts';
import { useTranslation } from '../lib/use-translation.tsx';

/** Spec 001 §9: each top banner is 40 px high (80 px when both show). */
export const TOP_BANNER_HEIGHT = 40;

/**
 * The offline banner and the global message banner (spec 001 §2.4, §4.7). The message shows while its
 * content differs from the one the visitor dismissed with Skip (kept in localStorage MESSAGE_ZONE). The
 * server renders it shown, since most visitors have not dismissed it; that keeps the page from shifting.
 */
export function useTopBanners(message: string) {
  const online = useOnline();
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => setDismissed(readStorage(STORAGE_KEYS.messageZone)), []);
  const showMessage = message.trim() !== '' && message !== dismissed;
  const skip = () => {
    writeStorage(STORAGE_KEYS.messageZone, message);
    setDismissed(message);
  };
  return { offline: !online, showMessage, skip, count: (online ? 0 : 1) + (showMessage ? 1 : 0) };
}

export function TopBanners({
  message,
  offline,
  showMessage,
  onSkip,
}: {
  message: string;
  offline: boolean;
  showMessage: boolean;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {offline && (
        <div className="top-banner top-banner--offline" role="status">
          <p className="top-banner__text">{t('banner.offline')}</p>
        </div>
      )}
      {showMessage && (
        <section className="top-banner top-banner--message" aria-label={t('banner.messageZone')}>
          <p className="top-banner__text" title={message}>
            {message}
          </p>
          <button type="button" className="top-banner__skip" onClick={onSkip}>
            {t('banner.skip')}
          </button>
        </section>
      )}
    </>
  );
}
