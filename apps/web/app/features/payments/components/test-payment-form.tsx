import { DEFAULT_TEST_CARD, formatCardNumber, TEST_CARDS } from '@shop/domain/payments';
import { type FormEvent, useId, useState } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { FormField } from '../../../shell/form-field.tsx';
import { failureText, type PaymentAttempt, type PaymentFailure } from '../lib/outcome.ts';
import { CardBrandLogo } from './brand-logos.tsx';

interface TestPaymentFormProps {
  amountCents: number;
  /** The step starts the TEST payment with this card number and says how it went. */
  onPay: (testCard: string) => Promise<PaymentAttempt>;
  onPaid: () => void;
  onFailed?: (failure: PaymentFailure) => void;
}

/**
 * The built-in test method's form, marked as a test everywhere it shows: a card number field prefilled
 * with the paying Visa and the list of test cards (the paying ones and the ones that decline with a given
 * reason), so that every outcome of a payment can be tried without money.
 */
export function TestPaymentForm({ amountCents, onPay, onPaid, onFailed }: TestPaymentFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [card, setCard] = useState(formatCardNumber(DEFAULT_TEST_CARD));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const attempt = await onPay(card).catch((): PaymentAttempt => ({ ok: false, code: 'INTERNAL' }));
    setBusy(false);
    if (attempt.ok) {
      onPaid();
      return;
    }
    setError(failureText(t, attempt, (key) => i18n.exists(key)));
    onFailed?.(attempt);
  }

  return (
    <form className="pay-test" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <p className="pay-test__notice" id={`${id}-title`}>
        <span className="pay-badge">{t('payments.testBadge')}</span> {t('payments.test.notice')}
      </p>
      <FormField id={`${id}-card`} label={t('payments.test.cardNumber')} error={error ?? undefined}>
        <input
          inputMode="numeric"
          autoComplete="off"
          value={card}
          onChange={(e) => {
            setCard(e.target.value);
            setError(null);
          }}
        />
      </FormField>
      <div className="pay-test__cards">
        <p className="pay-test__cards-title">{t('payments.test.cards')}</p>
        <ul>
          {TEST_CARDS.map((c) => (
            <li key={c.number}>
              <button
                type="button"
                className="pay-test__card"
                onClick={() => setCard(formatCardNumber(c.number))}
              >
                <CardBrandLogo brand={c.brand} />
                <span className="pay-test__number">{formatCardNumber(c.number)}</span>
                <span className={c.declineCode ? 'pay-test__declines' : 'pay-test__pays'}>
                  {c.declineCode
                    ? t('payments.test.declines', { reason: t(`payments.declines.${c.declineCode}`) })
                    : t('payments.test.pays')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="submit"
        className="btn btn--accent pay-submit"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t('payments.paying') : t('payments.test.pay', { amount: formatUsd(amountCents) })}
      </button>
    </form>
  );
}
