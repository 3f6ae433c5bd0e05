import { brandsOfMethod, type PaymentMethod, type PaymentMethodOption } from '@shop/domain/payments';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { BrandLogos } from './brand-logos.tsx';

interface MethodChooserProps {
  /** The methods offered for this order (`methodsForTotal` of the checkout's `paymentMethods`). */
  methods: readonly PaymentMethodOption[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/**
 * The payment methods as one radio group: name, a line on what happens next, the card brands it takes,
 * and a TEST badge on the built-in test method (never offered in production). The step picks the first
 * as the default (spec 001 §3 `defaultPayment`).
 */
export function PaymentMethodChooser({ methods, value, onChange, disabled }: MethodChooserProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  return (
    <fieldset className="pay-methods" disabled={disabled}>
      <legend className="pay-methods__legend">{t('payments.title')}</legend>
      {methods.map(({ method, test }) => {
        const hint = `payments.hints.${method}`;
        return (
          <label
            key={method}
            className={`pay-method${value === method ? ' pay-method--chosen' : ''}${test ? ' pay-method--test' : ''}`}
          >
            <input
              type="radio"
              className="pay-method__radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <span className="pay-method__text">
              <span className="pay-method__name">
                {t(`payments.methods.${method}`)}
                {test && <span className="pay-badge">{t('payments.testBadge')}</span>}
              </span>
              {i18n.exists(hint) && <span className="pay-method__hint">{t(hint)}</span>}
            </span>
            <BrandLogos brands={brandsOfMethod(method)} />
          </label>
        );
      })}
    </fieldset>
  );
}
