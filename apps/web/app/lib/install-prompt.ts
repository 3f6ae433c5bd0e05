import { dialogs } from './dialog-store.ts';
import { t } from './i18n.ts';
import { STORAGE_KEYS, writeStorage } from './storage-keys.ts';
import { toasts } from './toast-store.ts';

/** The browser's deferred install prompt (Chromium's `beforeinstallprompt`). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let deferred: InstallPromptEvent | null = null;

/** Keeps the install prompt for INSTALL APP; call once in the browser. */
export function listenForInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  return () => window.removeEventListener('beforeinstallprompt', onPrompt);
}

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * INSTALL APP (spec 001 §4.7): a toast when the app is already installed, the browser's prompt where there
 * is one, otherwise (iOS and others) how to add it to the home screen.
 */
export async function installApp(): Promise<void> {
  if (standalone()) {
    toasts.show({ type: 'info', message: t('dialog.appInstalled') });
    return;
  }
  if (deferred) {
    writeStorage(STORAGE_KEYS.showAppInstall, '1');
    const prompt = deferred;
    deferred = null;
    await prompt.prompt();
    return;
  }
  await dialogs.open({ title: t('dialog.installTitle'), message: t('dialog.installHowTo') });
}
