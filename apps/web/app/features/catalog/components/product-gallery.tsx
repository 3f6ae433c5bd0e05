import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const GALLERY_IMAGE_SIZE = 800;

/** The product's main image with its thumbnails; choosing a thumbnail shows it large. */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        {shown ? (
          <img
            src={shown}
            alt={name}
            width={GALLERY_IMAGE_SIZE}
            height={GALLERY_IMAGE_SIZE}
            fetchPriority="high"
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
                <img src={src} alt="" width={96} height={96} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
