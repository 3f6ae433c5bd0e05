import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { PushEnv } from '../lib/push-device.ts';

// Loaded after the page (lib/browser-push.ts is web push's one door): not in the profile's first load.
const load = () => import('../lib/browser-push.ts');

type Notice = 'blocked' | 'unsupported' | null;

/**
 * The profile's push toggle (spec 002 §7 "PATCH push toggle {enabled}", 001 §3). On asks the browser's
 * permission, subscribes and registers this browser, then turns pushes on; off turns them off and forgets
 * this browser. Notifications blocked in the browser, or a browser without push: the switch is disabled
 * and says so. Shown on as long as pushes are on and reach this browser.
 */
export function PushToggle({ userId, enabled }: { userId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const env = useRef<PushEnv | null>(null);
  const [on, setOn] = useState(enabled);
  // Busy until the browser's state is known (and while a change is saved).
  const [busy, setBusy] = useState(true);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let live = true;
    void load().then(async (push) => {
      const browser = push.browserPushEnv();
      const permission = browser.permission();
      if (permission === 'unsupported' || permission === 'denied') {
        if (!live) return;
        setNotice(permission === 'denied' ? 'blocked' : 'unsupported');
        setOn(false);
        setBusy(false);
        return;
      }
      const here = await push.isOnHere(browser, userId, enabled);
      if (!live) return;
      env.current = browser;
      setOn(here);
      setBusy(false);
    });
    return () => {
      live = false;
    };
  }, [userId, enabled]);

  async function toggle(next: boolean) {
    if (!env.current) return;
    setBusy(true);
    const push = await load();
    const result = next ? await push.turnOn(env.current, userId) : await push.turnOff(env.current);
    setBusy(false);
    if (result === 'on' || result === 'off') setOn(result === 'on');
    if (result === 'denied') setNotice('blocked');
    if (result === 'unsupported') setNotice('unsupported');
  }

  return (
    <section className="push-toggle" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="push-toggle__title">
        {t('notification.push')}
      </h2>
      <label className="push-toggle__switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy || notice !== null}
          aria-describedby={notice ? `${id}-notice` : undefined}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <span>{t('notification.pushHint')}</span>
      </label>
      {notice && (
        <p id={`${id}-notice`} className="push-toggle__notice" role="status">
          {t(notice === 'blocked' ? 'notification.pushBlocked' : 'notification.pushUnsupported')}
        </p>
      )}
    </section>
  );
}
