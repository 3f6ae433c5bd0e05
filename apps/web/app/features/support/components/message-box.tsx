import { SUPPORT_MESSAGE_MAX } from '@shop/domain/support';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** What the route gives of the media feature: the photos' uploads and their view. */
export interface SupportPhotos {
  uploading: boolean;
  uploadAll(): Promise<{ fileUUID: string }[] | null>;
  reset(): void;
  render(): ReactNode;
}

/**
 * A message with photos: the text (1 to 2,000 characters), the photo tiles, SEND. Sending uploads the photos
 * first, then calls `send` with their ids; on success the box empties.
 */
export function MessageBox({
  label,
  submit,
  photos,
  send,
  children,
}: {
  label: string;
  submit: string;
  photos: SupportPhotos;
  send(message: string, fileUUIDs: string[]): Promise<boolean>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  const [loading, setLoading] = useState(false);
  const tooLong = message.length > SUPPORT_MESSAGE_MAX;
  const canSend = !loading && !photos.uploading && message.trim() !== '' && !tooLong;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!canSend) return;
    setLoading(true);
    try {
      const uploaded = await photos.uploadAll();
      if (uploaded === null) return;
      if (
        await send(
          message,
          uploaded.map((p) => p.fileUUID),
        )
      ) {
        setMessage('');
        photos.reset();
      }
    } finally {
      setLoading(false);
    }
  }

  return (
    <form className="message-box" onSubmit={onSubmit}>
      {children}
      <label htmlFor={`${id}-message`}>{label}</label>
      <textarea
        id={`${id}-message`}
        rows={4}
        value={message}
        aria-invalid={tooLong || undefined}
        onChange={(e) => setMessage(e.target.value)}
      />
      <p className="message-box__counter" aria-live="polite">
        {message.length} / {SUPPORT_MESSAGE_MAX}
      </p>
      {tooLong && (
        <p className="message-box__error" role="alert">
          {t('support.tooLong', { max: SUPPORT_MESSAGE_MAX })}
        </p>
      )}
      {photos.render()}
      <button type="submit" className="btn btn--accent" disabled={!canSend}>
        {submit}
      </button>
    </form>
  );
}
