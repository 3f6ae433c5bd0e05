import { responsiveImage } from '@shop/domain/media';
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * An image as the browser should fetch it (issue 17): a picture the shop rendered in several sizes and
 * formats (@shop/domain/media) is offered as AVIF, then WebP, each with its widths, and the browser takes
 * the smallest that fills `sizes` at the screen's density; any other URL is a plain <img>. <picture> is
 * `display: contents` (app.css), so the <img> is styled as if it stood alone.
 */
export function Picture({
  src,
  sizes,
  priority = false,
  ...img
}: ImgProps & {
  src: string;
  sizes: string;
  /** The page's largest paint: asked for in the document's head, before the scripts (preloadPicture). */
  priority?: boolean;
}) {
  const image = responsiveImage(src);
  if (priority) {
    preloadPicture(src, sizes);
    img = { ...img, loading: 'eager', fetchPriority: 'high' };
  }
  if (!image) return <img src={src} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <img src={image.src} srcSet={image.srcSet.webp} sizes={sizes} {...img} />
    </picture>
  );
}

/** `sizes` of the shop's image slots, from its CSS: the grid's cards, the product gallery, small thumbnails. */
export const SIZES = {
  card: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  gallery: '(min-width: 900px) 50vw, 100vw',
  wide: '100vw',
  tile: '(min-width: 768px) 25vw, 50vw',
  thumb: '96px',
} as const;

/**
 * Asks for the rendering the <picture> will choose from the document's head, at high priority: the
 * browser then fetches the largest paint's image while it reads the markup, not after it (React writes the
 * <link rel="preload"> into the head, ahead of the script preloads). AVIF, as the <picture> prefers; a
 * browser without AVIF skips the preload (`type`) and fetches the WebP from the <img>. `media` limits it to
 * the screens on which this picture is the one shown.
 */
export function preloadPicture(src: string, sizes: string, media?: string) {
  const image = responsiveImage(src);
  if (image)
    preload(image.src.replace(/\.webp$/, '.avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: image.srcSet.avif,
      imageSizes: sizes,
      fetchPriority: 'high',
      media,
    });
  else preload(src, { as: 'image', fetchPriority: 'high', media });
}
