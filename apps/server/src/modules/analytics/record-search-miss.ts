import { isPiiField } from '@shop/domain/analytics';
import type { AppContext } from '../../http/types.ts';
import { addSearchMiss } from './repository.ts';

const EMAIL = /\S+@\S+/;
const DIGITS = /\d{6,}/;

/**
 * A search that found nothing (the search module calls this): the term, lower-cased and trimmed, counted
 * per day. No visitor and no address is kept, so it needs no consent; a term that looks like an e-mail
 * address, a phone or card number, or a personal-data field name is not kept at all. Never awaited by the
 * search: a failure is logged, the shopper's answer is not held up.
 */
export function recordSearchMiss(ctx: AppContext, text: string): void {
  const term = text.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100);
  if (term.length < 2 || EMAIL.test(term) || DIGITS.test(term.replace(/[\s-]/g, '')) || isPiiField(term))
    return;
  const day = ctx.now().toISOString().slice(0, 10);
  addSearchMiss(ctx.db, day, term).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'search miss not recorded'),
  );
}
