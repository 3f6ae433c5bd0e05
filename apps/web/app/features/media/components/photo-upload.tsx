import { PHOTO_CONTENT_TYPES, showAddTile } from '@shop/domain/media';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../shell/icons.tsx';
import type { PhotoUploads } from '../hooks/use-photo-uploads.ts';
import type { PhotoItem } from '../lib/photo-items.ts';
import { PhotoViewer } from './photo-viewer.tsx';

/**
 * The photo upload of spec 000 §5 (a review box's photos): the tiles of the chosen photos in their states
 * (idle; loading with a spinner; error with a refresh icon that sends it again; uploaded), a remove button on
 * each while adding is allowed, and the add tile with "count/max", shown only while fewer than 5 photos are
 * there. Choosing more files than there is room for keeps the first ones. A tile opens the photo viewer.
 */
export function PhotoUpload({
  uploads,
  canAdd,
  label,
}: {
  uploads: PhotoUploads;
  /** Adding and removing are allowed (a review in edit mode). */
  canAdd: boolean;
  /** The accessible name of the file picker ("Add photos" by default). */
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [viewing, setViewing] = useState<number | null>(null);
  const { items, max } = uploads;
  const failed = items.some((i) => i.status === 'error');
  return (
    <div className="photos">
      <ul className="photos__list">
        {items.map((item, i) => (
          <li key={item.key} className={`photo photo--${item.status}`}>
            <button
              type="button"
              className="photo__open"
              onClick={() => setViewing(i)}
              aria-label={t('media.open', { index: i + 1, total: items.length })}
            >
              <img src={item.previewUrl} alt="" width={88} height={88} decoding="async" />
            </button>
            <ItemState item={item} onRetry={() => void uploads.retry(item.key)} />
            {canAdd && item.status !== 'loading' && (
              <button
                type="button"
                className="photo__remove"
                aria-label={t('media.remove', { index: i + 1 })}
                onClick={() => uploads.remove(item.key)}
              >
                <Icon name="close" />
              </button>
            )}
          </li>
        ))}
        {showAddTile(items.length, canAdd, max) && (
          <li className="photo photo--add">
            <label htmlFor={`${id}-file`}>
              <Icon name="plus" />
              <span>{t('review.photoCount', { count: items.length, max })}</span>
              <span className="visually-hidden">{label ?? t('media.add')}</span>
            </label>
            <input
              id={`${id}-file`}
              type="file"
              multiple
              accept={PHOTO_CONTENT_TYPES.join(',')}
              className="visually-hidden"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = ''; // the same files can be chosen again
                uploads.add(files);
              }}
            />
          </li>
        )}
      </ul>
      {failed && (
        <p className="photos__error" role="alert">
          {t('review.uploadFailed')}
        </p>
      )}
      {viewing !== null && (
        <PhotoViewer
          photos={items.map((i) => ({ src: i.photo?.imageUrl ?? i.previewUrl }))}
          startIndex={viewing}
          onClose={() => setViewing(null)}
        />
      )}
    </div>
  );
}

function ItemState({ item, onRetry }: { item: PhotoItem; onRetry: () => void }) {
  const { t } = useTranslation();
  if (item.status === 'loading') {
    return (
      <span className="photo__busy" role="status">
        <span className="photo__spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('media.uploading')}</span>
      </span>
    );
  }
  if (item.status === 'error') {
    return (
      <button type="button" className="photo__retry" aria-label={t('media.retry')} onClick={onRetry}>
        <Icon name="refresh" />
      </button>
    );
  }
  return null;
}
