import { useTranslation } from 'react-i18next';
import { countdownUnits, padUnit } from '../lib/countdown-units.ts';

/**
 * A countdown of spec 000 §4: at most 3 units, leading zero units hidden, the time-up text at the end.
 * `remainingMs` is null until the browser's clock runs (server render, hydration): a blank of the same
 * height keeps the layout still.
 */
export function Countdown({ remainingMs }: { remainingMs: number | null }) {
  const { t } = useTranslation();
  if (remainingMs === null) return <span className="countdown countdown--pending" aria-hidden="true" />;
  const parts = countdownUnits(remainingMs);
  if (parts.length === 0) return <span className="countdown">{t('countdown.timeUp')}</span>;
  return (
    <span className="countdown" role="timer">
      {parts.map((part, i) => (
        <span key={part.unit} className="countdown__unit">
          {t(`countdown.${part.unit}`, { value: padUnit(part.value, i === 0) })}
        </span>
      ))}
    </span>
  );
}
