/**
 * Raster images in several sizes, so a phone downloads what it shows (issue 17): an image stored as
 * `<name>.w<width>.webp` also exists at half that width, and both widths exist as AVIF beside the WebP
 * (`<name>.w<half>.webp`, `<name>.w<width>.avif`, `<name>.w<half>.avif`). The demo shop's seed renders
 * them (apps/server/src/db/seed/raster.ts); the storefront offers them through `srcset` and lets the
 * browser pick by the slot's `sizes`. Any other URL (an uploaded avatar, a vector, another host) is shown
 * as it is.
 */
export const RASTER_FORMATS = ['avif', 'webp'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** The widths an image is rendered at, as shares of its own width (the largest is the stored URL). */
export const RASTER_SCALES = [0.5, 1] as const;

const RASTER_URL = /^(.+)\.w(\d{2,5})\.webp$/;

/** The URL of one rendering of `base` (the name without width and extension). */
export function rasterUrl(base: string, width: number, format: RasterFormat): string {
  return `${base}.w${width}.${format}`;
}

/** The widths an image of `width` pixels is rendered at, smallest first. */
export function rasterWidths(width: number): number[] {
  return RASTER_SCALES.map((s) => Math.round(width * s));
}

export interface ResponsiveImage {
  /** The stored URL: the largest WebP, for browsers without srcset. */
  src: string;
  /** `srcset` per format, smallest first: "url 400w, url 800w". */
  srcSet: Record<RasterFormat, string>;
}

/** The renderings of a stored image URL, or null when it is not one of the shop's raster images. */
export function responsiveImage(url: string): ResponsiveImage | null {
  const match = RASTER_URL.exec(url);
  if (!match) return null;
  const [, base, width] = match as unknown as [string, string, string];
  const set = (format: RasterFormat) =>
    rasterWidths(Number(width))
      .map((w) => `${rasterUrl(base, w, format)} ${w}w`)
      .join(', ');
  return { src: url, srcSet: { avif: set('avif'), webp: set('webp') } };
}
