import { responsiveImage } from '@shop/domain/media';
import type { ImgHTMLAttributes } from 'react';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * An image as the browser should fetch it (issue 17): a picture the shop rendered in several sizes and
 * formats (@shop/domain/media) is offered as AVIF, then WebP, each with its widths, and the browser takes
 * the smallest that fills `sizes` at the screen's density; any other URL is a plain <img>. <picture> is
 * `display: contents` (app.css), so the <img> is styled as if it stood alone.
 */
export function Picture({ src, sizes, ...img }: ImgProps & { src: string; sizes: string }) {
  const image = responsiveImage(src);
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
