import { useCallback, useEffect, useState } from 'react';

/** Seconds left, ticking every second down to 0; `restart` starts again from `seconds`. Null = no countdown. */
export function useCountdown(seconds: number | null) {
  const [endsAt, setEndsAt] = useState(() => (seconds === null ? null : Date.now() + seconds * 1000));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const restart = useCallback(() => {
    if (seconds === null) return;
    setNow(Date.now());
    setEndsAt(Date.now() + seconds * 1000);
  }, [seconds]);
  const left = endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { left, restart };
}

/** 120 → "2:00". */
export function formatSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
