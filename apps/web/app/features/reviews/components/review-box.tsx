import type { UploadedPhoto } from '@shop/domain/media';
import { MIN_NEGATIVE_RATING, MIN_RATING, REVIEW_MESSAGE_MAX, type ReviewItem } from '@shop/domain/reviews';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { reviewsApi } from '../api/reviews-api.ts';

/** What the route gives the box of the media feature: the photos' uploads and their view. */
export interface ReviewPhotos {
  uploading: boolean;
  count: number;
  uploadAll(): Promise<UploadedPhoto[] | null>;
  reset(photos?: readonly UploadedPhoto[]): void;
  render(editing: boolean): ReactNode;
}

/**
 * The review box of spec 000 §3-§5 for one order line: a new review starts in edit mode; PUBLISH uploads the
 * photos, then saves, then shows the review (a new one gets its id); CANCEL clears an unsaved review or
 * restores a saved one; EDIT only while canEdit. Stars from 3 (or 1 when canNegative), the message required,
 * "n / 200" and the overflow message, PUBLISH disabled while loading or while rate or message is empty. The
 * placeholder promises the gold the server gives (stars, and starsWithMedia with photos).
 */
export function ReviewBox({ initial, photos }: { initial: ReviewItem; photos: ReviewPhotos }) {
  const { t } = useTranslation();
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [editing, setEditing] = useState(initial.id === null);
  const [rate, setRate] = useState(initial.rate ?? 0);
  const [message, setMessage] = useState(initial.message ?? '');
  const [loading, setLoading] = useState(false);
  const min = saved.canNegative ? MIN_NEGATIVE_RATING : MIN_RATING;
  const tooLong = message.length > REVIEW_MESSAGE_MAX;
  const canPublish = !loading && !photos.uploading && rate > 0 && message.trim() !== '' && !tooLong;

  async function publish() {
    setLoading(true);
    try {
      const uploaded = await photos.uploadAll();
      if (uploaded === null) return;
      const answer = await reviewsApi.publish(saved, {
        rate,
        message,
        fileUUIDs: uploaded.map((p) => p.fileUUID),
      });
      if (!answer) return;
      setSaved(answer);
      setMessage(answer.message ?? '');
      setEditing(false);
    } finally {
      setLoading(false);
    }
  }

  function cancel() {
    setRate(saved.rate ?? 0);
    setMessage(saved.message ?? '');
    photos.reset(saved.images.map((i) => ({ ...i, width: 0, height: 0 })));
    if (saved.id !== null) setEditing(false);
  }

  return (
    <section className="review-box" aria-labelledby={`${id}-name`}>
      <header className="review-box__head">
        {saved.image && <img src={saved.image.imageUrl} alt="" width={56} height={56} />}
        <h3 id={`${id}-name`}>
          {saved.name}
          {saved.variantName && <small> · {saved.variantName}</small>}
        </h3>
      </header>
      <fieldset className="review-box__stars" disabled={!editing || loading}>
        <legend className="visually-hidden">{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={`review-star${n <= rate ? ' is-on' : ''}${editing && n < min ? ' is-below' : ''}`}
          >
            <input
              type="radio"
              name={`${id}-rate`}
              value={n}
              checked={rate === n}
              disabled={n < min}
              onChange={() => setRate(n)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      {editing ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-message`}>
            {t('reviews.message')}
          </label>
          <textarea
            id={`${id}-message`}
            className="review-box__message"
            rows={3}
            value={message}
            aria-invalid={tooLong || undefined}
            placeholder={t('reviews.placeholder', {
              stars: saved.stars,
              starsWithMedia: saved.starsWithMedia,
            })}
            onChange={(e) => setMessage(e.target.value)}
          />
          <p className="review-box__counter" aria-live="polite">
            {t('review.counter', { count: message.length })}
          </p>
          {tooLong && (
            <p className="review-box__error" role="alert">
              {t('review.tooLong')}
            </p>
          )}
        </>
      ) : (
        <p className="review-box__text">{saved.message}</p>
      )}
      {photos.render(editing && !loading)}
      <div className="review-box__actions">
        {editing ? (
          <>
            <button
              type="button"
              className="btn btn--accent"
              disabled={!canPublish}
              onClick={() => void publish()}
            >
              {t('review.publish')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={loading} onClick={cancel}>
              {t('review.cancel')}
            </button>
          </>
        ) : (
          saved.canEdit && (
            <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
              {t('reviews.edit')}
            </button>
          )
        )}
        {saved.earned > 0 && (
          <p className="review-box__earned">{t('reviews.earned', { count: saved.earned })}</p>
        )}
      </div>
    </section>
  );
}
