import { useEffect, useId, useState } from 'react';
import { confirmDialog } from '../../../lib/dialog-store.ts';
import { formatDate } from '../../../lib/format.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { fetchSessions, revokeOtherSessions, revokeSession, type SessionRow } from '../api/sessions-api.ts';
import { deviceName } from '../lib/sessions-device.ts';

/**
 * Where the shopper is signed in (GET /api/v1/me/sessions), this browser marked THIS DEVICE; any other one
 * can be signed out, one by one or all at once. The spec is silent on this list: its words are ours.
 */
export function SessionsList({ initial }: { initial: readonly SessionRow[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((s) => !s.current).length;
  // The server renders dates in UTC; once hydrated they switch to the shopper's own time zone, so the
  // server's and the browser's first renders always match.
  const [zone, setZone] = useState<'UTC' | 'local'>('UTC');
  useEffect(() => setZone('local'), []);
  const date = (iso: string) => formatDate(iso, zone);

  async function run(action: () => Promise<boolean>, done: string) {
    setBusy(true);
    try {
      if ((await action()) === false) return;
      const fresh = await fetchSessions();
      if (fresh) setSessions(fresh);
      toasts.show({ type: 'success', message: done });
    } finally {
      setBusy(false);
    }
  }

  async function revokeOne(s: SessionRow) {
    const answer = await confirmDialog(t('sessions.revokeConfirm'));
    if (answer.confirmed) await run(() => revokeSession(s.id), t('sessions.revoked'));
  }

  async function revokeAll() {
    const answer = await confirmDialog(t('sessions.revokeOthersConfirm'));
    if (answer.confirmed)
      await run(() => revokeOtherSessions().then((n) => n !== null), t('sessions.revoked'));
  }

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('sessions.title')}
      </h2>
      <ul className="psessions">
        {sessions.map((s) => (
          <li key={s.id} className="psessions__item">
            <div>
              <p className="psessions__device">
                {deviceName(s.userAgent) || t('sessions.unknownDevice')}
                {s.current && <span className="psessions__badge">{t('sessions.thisDevice')}</span>}
              </p>
              <p className="psessions__meta">
                {t('sessions.signedIn', { date: date(s.createdAt) })} ·{' '}
                {t('sessions.lastSeen', { date: date(s.lastSeenAt) })}
              </p>
            </div>
            {!s.current && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={busy}
                onClick={() => void revokeOne(s)}
              >
                {t('sessions.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <div className="profile-card__actions">
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void revokeAll()}>
            {t('sessions.revokeOthers')}
          </button>
        </div>
      )}
    </section>
  );
}
