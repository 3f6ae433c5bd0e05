import { describe, expect, it } from 'vitest';
import { autoInstallSheet, type InstallFacts, isIos, isMobile, onInstallClick } from './install-rules.ts';

const phone: InstallFacts = {
  mobile: true,
  standalone: false,
  dismissed: false,
  canPrompt: true,
  ios: false,
  installed: false,
};

describe('install prompt (spec 000 §4, 001 §4.7)', () => {
  it('offers the deferred prompt on a phone, by itself', () => {
    expect(autoInstallSheet(phone)).toBe('prompt');
  });

  it('shows the how-to sheet on iOS, which has no prompt', () => {
    expect(autoInstallSheet({ ...phone, canPrompt: false, ios: true })).toBe('ios');
  });

  it('never on a desktop, in the installed app, once installed, or after the dismiss flag', () => {
    expect(autoInstallSheet({ ...phone, mobile: false })).toBeNull();
    expect(autoInstallSheet({ ...phone, standalone: true })).toBeNull();
    expect(autoInstallSheet({ ...phone, installed: true })).toBeNull();
    expect(autoInstallSheet({ ...phone, dismissed: true })).toBeNull();
    expect(autoInstallSheet({ ...phone, canPrompt: false })).toBeNull();
  });

  it('INSTALL APP: already installed, the prompt, or how to', () => {
    expect(onInstallClick({ ...phone, standalone: true })).toBe('installed');
    expect(onInstallClick({ ...phone, installed: true })).toBe('installed');
    expect(onInstallClick(phone)).toBe('prompt');
    expect(onInstallClick({ ...phone, canPrompt: false, ios: true })).toBe('ios');
    expect(onInstallClick({ ...phone, canPrompt: false })).toBe('howto');
  });

  it('tells iOS and mobile devices', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14)', 5)).toBe(false);
    expect(isMobile('Mozilla/5.0 (Linux; Android 14) Mobile', false)).toBe(true);
    expect(isMobile('Mozilla/5.0 (X11; Linux x86_64)', false)).toBe(false);
    expect(isMobile('Mozilla/5.0 (X11; Linux x86_64)', true)).toBe(true);
  });
});
