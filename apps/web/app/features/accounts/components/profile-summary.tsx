import type { Me } from '@shop/domain/accounts';
import { photoFileError } from '@shop/domain/media';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { showUploadFailed as uploadFailed } from '../../../lib/upload-dialogs.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { uploadAvatar } from '../api/profile-api.ts';

/**
 * Who is signed in: the avatar (choose a file: it shows at once as a preview while it uploads, and goes back
 * to the old one if the upload fails), name and e-mail, rank and gold (stars) from the user record, and the
 * experience still needed for the next rank.
 */
export function ProfileSummary({ me }: { me: Me }) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [imageUrl, setImageUrl] = useState(me.avatar?.imageUrl ?? null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after a failure
    if (!file) return;
    // The same dialogs whether the browser or the server (which decodes the image) finds the fault.
    // Spec 000 §5 photo rules, for the avatar too: JPEG/JPG/PNG, at most 2 MB.
    const refused = photoFileError(file);
    if (refused) return uploadFailed(refused);
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    const result = await uploadAvatar(file);
    setBusy(false);
    setPreview(null);
    if ('imageUrl' in result) {
      setImageUrl(result.imageUrl);
      toasts.show({ type: 'success', message: t('profile.avatarSaved') });
      void revalidator.revalidate(); // the header's avatar
    } else {
      uploadFailed(result.error);
    }
  }

  const shown = preview ?? imageUrl;
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ');
  const toNext = Math.max(0, me.nextLevelTarget - me.totalExps);
  return (
    <section className="profile-card psummary" aria-labelledby={`${id}-name`}>
      <div className="psummary__avatar" aria-busy={busy}>
        {shown ? (
          <img src={shown} alt={t('profile.avatarAlt')} width={112} height={112} />
        ) : (
          <span className="psummary__initial" aria-hidden="true">
            {(me.firstName || me.email).slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png"
        className="visually-hidden"
        onChange={onFile}
        tabIndex={-1}
        aria-hidden="true"
      />
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => input.current?.click()}
        disabled={busy}
      >
        {busy ? t('profile.avatarUploading') : t('profile.changeAvatar')}
      </button>
      <h2 id={`${id}-name`} className="psummary__name">
        {name}
      </h2>
      <p className="psummary__email">{me.email}</p>
      <dl className="psummary__stats">
        <div>
          <dt>{t('profile.rank')}</dt>
          <dd>{me.rankName}</dd>
        </div>
        <div>
          <dt>{t('profile.gold')}</dt>
          <dd>{t('profile.goldValue', { count: me.totalPoint, value: formatNumber(me.totalPoint) })}</dd>
        </div>
      </dl>
      {toNext > 0 && <p className="psummary__next">{t('profile.nextRank', { count: toNext })}</p>}
    </section>
  );
}
