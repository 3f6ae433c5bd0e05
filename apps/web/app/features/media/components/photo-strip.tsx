import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Picture } from '../../../shell/picture.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

export interface StripPhoto {
  /** The small rendition, for the tile. */
  thumbnailUrl: string;
  /** The large one, for the viewer. */
  imageUrl: string;
}

/**
 * A row of photo tiles (a review's photos): at most `visible` tiles; when there are more, the last tile
 * says "+N IMAGES" (spec 002 §6), N the photos not shown. Any tile opens the full-screen viewer at its photo.
 */
export function PhotoStrip({
  photos,
  visible = 4,
  size = 80,
  extra,
}: {
  photos: readonly StripPhoto[];
  visible?: number;
  /** Tile size in CSS px. */
  size?: number;
  /** Shown under the photo in the viewer. */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = photos.slice(0, visible);
  const hidden = photos.length - shown.length;
  return (
    <>
      <ul className="pstrip">
        {shown.map((p, i) => {
          const more = hidden > 0 && i === shown.length - 1;
          return (
            <li key={p.imageUrl}>
              <button
                type="button"
                className="pstrip__tile"
                onClick={() => setOpen(i)}
                aria-label={
                  more
                    ? t('media.moreImagesLabel', { count: hidden })
                    : t('media.open', { index: i + 1, total: photos.length })
                }
              >
                {/* An upload's small rendition (320 px: sharp at 2-3x), or a shop image's smallest fit. */}
                <Picture
                  src={p.thumbnailUrl}
                  sizes={`${size}px`}
                  alt=""
                  width={size}
                  height={size}
                  loading="lazy"
                  decoding="async"
                />
                {more && (
                  <span className="pstrip__more" aria-hidden="true">
                    {t('media.moreImages', { count: hidden })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <PhotoViewer
          photos={photos.map((p) => ({ src: p.imageUrl }))}
          startIndex={open}
          onClose={() => setOpen(null)}
          extra={extra}
        />
      )}
    </>
  );
}
