import { useId, useState } from 'react';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { setNewsletter } from '../api/profile-api.ts';

/**
 * The newsletter setting of the user record (PATCH /api/v1/me/newsletter with the wanted value, so a retry
 * cannot flip it back). A switch that saves at once; the toast's words are ours.
 */
export function ProfileNewsletter({ initial }: { initial: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle(next: boolean) {
    setBusy(true);
    const saved = await setNewsletter(next);
    setBusy(false);
    if (saved === null) return;
    setOn(saved);
    toasts.show({ type: 'success', message: saved ? t('profile.newsletterOn') : t('profile.newsletterOff') });
  }

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('profile.newsletterTitle')}
      </h2>
      <label className="pswitch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <span>{t('profile.newsletterLabel')}</span>
      </label>
    </section>
  );
}
