import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Picture, SIZES } from '../../../shell/picture.tsx';

export const GALLERY_IMAGE_SIZE = 800;

/**
 * The product's main image with its thumbnails; choosing a thumbnail shows it large, and so does choosing
 * an option that has an image of its own (`selected`).
 */
export function ProductGallery({
  name,
  images,
  selected,
}: {
  name: string;
  images: readonly string[];
  selected?: string;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(() => Math.max(0, selected ? images.indexOf(selected) : 0));
  const [shownFor, setShownFor] = useState(selected);
  // A newly chosen option brings its image forward (state adjusted while rendering, not in an effect).
  if (selected !== shownFor) {
    setShownFor(selected);
    const index = selected ? images.indexOf(selected) : -1;
    if (index >= 0) setCurrent(index);
  }
  const shown = images[current] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        {shown ? (
          <Picture
            src={shown}
            sizes={SIZES.gallery}
            priority
            alt={name}
            width={GALLERY_IMAGE_SIZE}
            height={GALLERY_IMAGE_SIZE}
          />
        ) : (
          <span className="gallery__placeholder" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('product.thumbnails')}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === current}
                aria-label={t('product.showImage', { index: i + 1, total: images.length })}
                onClick={() => setCurrent(i)}
              >
                <Picture
                  src={src}
                  sizes={SIZES.thumb}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
