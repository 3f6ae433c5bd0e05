import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { countdownView, padUnit } from '../lib/countdown-units.ts';

/**
 * A countdown of spec 000 §4 to `target` (epoch ms): at most 3 units, leading zero units hidden, then the
 * time-up text, and "Expired on {date}" once the target is more than a day past (EXPIRED_AFTER_MS).
 * `now` is null until the browser's clock runs (server render, hydration): a blank of the same height
 * keeps the layout still.
 */
export function Countdown({ target, now }: { target: number; now: number | null }) {
  const { t } = useTranslation();
  if (now === null) return <span className="countdown countdown--pending" aria-hidden="true" />;
  const view = countdownView(target, now);
  if (view.kind === 'timeUp')
    return <span className="countdown countdown--over">{t('countdown.timeUp')}</span>;
  if (view.kind === 'expired') {
    const date = new Date(view.at);
    return (
      <span className="countdown countdown--over">
        {t('countdown.expiredOn', { date: formatDate(date) })}
      </span>
    );
  }
  return (
    <span className="countdown" role="timer">
      {view.parts.map((part, i) => (
        <span key={part.unit} className="countdown__unit">
          {t(`countdown.${part.unit}`, { value: padUnit(part.value, i === 0) })}
        </span>
      ))}
    </span>
  );
}
