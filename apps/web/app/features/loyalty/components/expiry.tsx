import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { EXPIRY_WARNING_MS } from '../lib/labels.ts';

function left(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  // At most 3 units, leading zero units hidden (spec 000 §4 countdown).
  return [h ? `${h}h` : '', h || m ? `${m}m` : '', `${sec}s`].filter(Boolean).join(' ');
}

/**
 * A coupon's expiry (spec 000 §4): a plain date, or under one day a ticking countdown in the error style;
 * when time is up `onExpired` tells the parent (which refreshes).
 */
export function Expiry({ at, onExpired }: { at: string | null; onExpired?: () => void }) {
  const { t } = useTranslation();
  const end = at ? new Date(at).getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  const soon = end !== null && end - now < EXPIRY_WARNING_MS;
  useEffect(() => {
    if (!soon || end === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) {
        clearInterval(timer);
        onExpired?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [soon, end, onExpired]);
  if (end === null) return <span className="coupon__expiry">{t('loyalty.noExpiry')}</span>;
  if (end <= now)
    return (
      <span className="coupon__expiry coupon__expiry--soon">
        {t('loyalty.expiredOn', { date: formatDate(end) })}
      </span>
    );
  if (soon) {
    return (
      <span className="coupon__expiry coupon__expiry--soon" role="timer">
        {t('loyalty.expiresIn', { time: left(end - now) })}
      </span>
    );
  }
  return <span className="coupon__expiry">{t('loyalty.expiresOn', { date: formatDate(end) })}</span>;
}
