import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage-keys.ts';
import { autoInstallSheet, type InstallSheet, isIos, isMobile, onInstallClick } from './install-rules.ts';

/** The browser's deferred install prompt (Chromium's `beforeinstallprompt`). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** The install sheet on screen, if any. */
  sheet: InstallSheet | null;
  /** A new version is installed and waiting ("Updates now available!!"). */
  updateReady: boolean;
}

const INSTALLED = 'APP_INSTALLED';
let state: PwaState = { sheet: null, updateReady: false };
let deferred: InstallPromptEvent | null = null;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();
const set = (patch: Partial<PwaState>) => {
  if ((Object.keys(patch) as (keyof PwaState)[]).every((k) => Object.is(state[k], patch[k]))) return;
  state = { ...state, ...patch };
  for (const l of listeners) l();
};

export const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const facts = () => ({
  mobile: isMobile(navigator.userAgent, window.matchMedia('(pointer: coarse)').matches),
  standalone: isStandalone(),
  dismissed: readStorage(STORAGE_KEYS.installDismissed) !== null,
  canPrompt: deferred !== null,
  ios: isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0),
  installed: readStorage(INSTALLED) === '1',
});

function show(sheet: InstallSheet) {
  // Spec 000 §4: SHOW_APP_INSTALL is 1 once the prompt showed.
  writeStorage(STORAGE_KEYS.showAppInstall, '1');
  set({ sheet });
}

async function promptNow(): Promise<void> {
  const prompt = deferred;
  if (!prompt) return;
  deferred = null; // a prompt is good once
  writeStorage(STORAGE_KEYS.showAppInstall, '1');
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'dismissed') writeStorage(STORAGE_KEYS.installDismissed, '1');
}

export const pwa = {
  getSnapshot: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Keeps the deferred prompt, and offers it by itself where the rules say so. Answers the stop. */
  listen(): () => void {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      deferred = event as InstallPromptEvent;
      const sheet = autoInstallSheet(facts());
      if (sheet && state.sheet === null) show(sheet);
    };
    const onInstalled = () => {
      writeStorage(INSTALLED, '1');
      deferred = null;
      set({ sheet: null });
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    // iOS has no prompt event: its how-to sheet is offered at start.
    const sheet = autoInstallSheet(facts());
    if (sheet === 'ios') show(sheet);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  },
  /** INSTALL APP of the bottom panel: answers 'installed' when there is nothing to install. */
  async installClicked(): Promise<'installed' | 'shown'> {
    const next = onInstallClick(facts());
    if (next === 'installed') return 'installed';
    if (next === 'prompt') {
      set({ sheet: null });
      await promptNow();
    } else show(next);
    return 'shown';
  },
  /** INSTALL on the sheet: the browser's own prompt. */
  install: () => {
    set({ sheet: null });
    return promptNow();
  },
  /** NOT NOW / close: the dismiss flag, so the sheet does not come back by itself. */
  dismiss() {
    writeStorage(STORAGE_KEYS.installDismissed, '1');
    set({ sheet: null });
  },
  /** The service worker found a new version (lib/register.ts). */
  updateFound(apply: () => Promise<void>) {
    applyUpdate = apply;
    set({ updateReady: true });
  },
  /** REFRESH: the new version takes over and the page reloads. */
  async refresh() {
    set({ updateReady: false });
    if (applyUpdate) await applyUpdate();
    else window.location.reload();
  },
  laterUpdate: () => set({ updateReady: false }),
};

// The state the page starts with: the same object, so hydration finds nothing changed.
const SERVER: PwaState = state;
export function usePwa(): PwaState {
  return useSyncExternalStore(pwa.subscribe, pwa.getSnapshot, () => SERVER);
}
