import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../shell/icons.tsx';
import { Modal } from '../../../shell/modal.tsx';

export interface ViewerPhoto {
  /** The large rendition. */
  src: string;
  alt?: string;
}

/** A swipe shorter than this (CSS px) is a tap, not a change of photo. */
const SWIPE_PX = 40;

/**
 * The full-screen photo viewer carousel (spec 000 §2, 002 §6 "photo previewer (images, start index, optional
 * extra slot)"): one photo at a time over the whole screen, previous and next (buttons, arrow keys, a swipe),
 * going round from the last to the first, "n / total", Esc or the close button to leave. `extra` shows under
 * the photo (a review's words, for instance).
 */
export function PhotoViewer({
  photos,
  startIndex = 0,
  onClose,
  extra,
}: {
  photos: readonly ViewerPhoto[];
  startIndex?: number;
  onClose: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const total = photos.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), Math.max(0, total - 1)));
  const swipe = useRef<number | null>(null);
  const go = (step: 1 | -1) => setIndex((i) => (i + step + total) % total);
  const photo = photos[index];
  if (!photo) return null;
  return (
    <Modal variant="full" label={t('media.viewerTitle')} onClose={onClose} className="viewer">
      {/* Arrow keys anywhere in the viewer; Esc is the modal's. */}
      <div
        className="viewer__frame"
        onKeyDown={(e) => {
          if (total > 1 && e.key === 'ArrowRight') go(1);
          if (total > 1 && e.key === 'ArrowLeft') go(-1);
        }}
      >
        <button
          type="button"
          className="icon-btn viewer__close"
          aria-label={t('media.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        <figure
          className="viewer__stage"
          onPointerDown={(e) => {
            swipe.current = e.clientX;
          }}
          onPointerUp={(e) => {
            const from = swipe.current;
            swipe.current = null;
            if (from === null || total < 2 || Math.abs(e.clientX - from) < SWIPE_PX) return;
            go(e.clientX < from ? 1 : -1);
          }}
        >
          <img
            key={photo.src}
            src={photo.src}
            alt={photo.alt ?? t('media.photoAlt', { index: index + 1, total })}
            draggable={false}
          />
          <figcaption className="viewer__count" aria-live="polite">
            {t('media.position', { index: index + 1, total })}
          </figcaption>
        </figure>
        {total > 1 && (
          <>
            <button
              type="button"
              className="icon-btn viewer__nav viewer__nav--prev"
              aria-label={t('media.previous')}
              onClick={() => go(-1)}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className="icon-btn viewer__nav viewer__nav--next"
              aria-label={t('media.next')}
              onClick={() => go(1)}
            >
              <Icon name="chevronRight" />
            </button>
          </>
        )}
        {extra && <div className="viewer__extra">{extra}</div>}
      </div>
    </Modal>
  );
}
