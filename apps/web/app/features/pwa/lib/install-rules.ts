/**
 * When the shop asks to be installed (spec 000 §4 "Install prompt", 001 §4.7), as a pure rule:
 * on a phone or tablet only, never in the installed app, never once the shopper dismissed it (the stored
 * dismiss flag), and only where there is something to offer: the browser's deferred prompt (Chromium's
 * beforeinstallprompt), or on iOS the how-to sheet (Safari has no prompt).
 */
export type InstallSheet = 'prompt' | 'ios' | 'howto';

export interface InstallFacts {
  mobile: boolean;
  standalone: boolean;
  dismissed: boolean;
  /** A deferred install prompt is held. */
  canPrompt: boolean;
  ios: boolean;
  /** The app was installed from this browser (appinstalled), or runs installed. */
  installed: boolean;
}

/** The sheet to show by itself when a page starts, or null. */
export function autoInstallSheet(f: InstallFacts): InstallSheet | null {
  if (!f.mobile || f.standalone || f.installed || f.dismissed) return null;
  if (f.canPrompt) return 'prompt';
  if (f.ios) return 'ios';
  return null;
}

/**
 * INSTALL APP (the bottom panel): 'installed' for the toast 'The app was already installed on your
 * device', 'prompt' to call the browser's prompt at once (a click allows it), else a how-to sheet.
 */
export function onInstallClick(
  f: Omit<InstallFacts, 'dismissed' | 'mobile'>,
): 'installed' | 'prompt' | 'ios' | 'howto' {
  if (f.standalone || f.installed) return 'installed';
  if (f.canPrompt) return 'prompt';
  return f.ios ? 'ios' : 'howto';
}

/** iPhone, iPod, iPad (which says Macintosh since iPadOS 13, but has touch). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** A phone or tablet: a coarse pointer, or a mobile user agent. */
export function isMobile(userAgent: string, coarsePointer: boolean): boolean {
  return coarsePointer || /Android|iPhone|iPad|iPod|Mobi/i.test(userAgent);
}
