import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import type { TFunction } from '../../../lib/i18n.ts';

/**
 * The shared schemas word their issues in the spec's English (ACCOUNT_MESSAGES); on screen each one goes
 * through the translation file (accountForm.messages.<key>), so every text shown is translatable.
 */
const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(ACCOUNT_MESSAGES as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [text, key]),
);

export function formMessage(t: TFunction, text: string): string {
  const key = KEY_BY_TEXT.get(text);
  if (key) return t(`accountForm.messages.${key}`);
  const max = /at most (\d+)/.exec(text)?.[1];
  if (max) return t('accountForm.messages.tooLong', { max: Number(max) });
  return t('accountForm.messages.invalid');
}

/** The ACCOUNT_MESSAGES keys that are plain texts (for the translation test). */
export const MESSAGE_KEYS = [...KEY_BY_TEXT.values()];
