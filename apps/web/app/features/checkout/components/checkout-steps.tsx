import {
  CHECKOUT_PATHS,
  CHECKOUT_STEPS,
  type CheckoutStep,
  MESSAGE_ZONE_OF,
  type MessageZones,
} from '@shop/domain/checkout';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The three steps (spec 001 §2.7); the ones before the current step are links back. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.stepsLabel')} className="co-steps">
      <ol>
        {CHECKOUT_STEPS.map((step, i) => (
          <li
            key={step}
            className={`co-steps__step${i === at ? ' co-steps__step--current' : ''}${i < at ? ' co-steps__step--done' : ''}`}
          >
            <span className="co-steps__n" aria-hidden="true">
              {i + 1}
            </span>
            {i < at ? (
              <Link to={CHECKOUT_PATHS[step]}>{t(`checkout.steps.${step}`)}</Link>
            ) : (
              <span aria-current={i === at ? 'step' : undefined}>{t(`checkout.steps.${step}`)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The step's optional message zone (message1, message2, message3), when the shop wrote one. */
export function MessageZone({ step, zones }: { step: CheckoutStep; zones: MessageZones | null | undefined }) {
  const text = zones?.[MESSAGE_ZONE_OF[step]];
  if (!text) return null;
  return (
    <p className="co-message" role="note">
      {text}
    </p>
  );
}
