import { describe, expect, it } from 'vitest';
import { rasterUrl, rasterWidths, responsiveImage } from './responsive.ts';

describe('responsive images', () => {
  it('offers a stored raster image at its width and half of it, in AVIF and WebP', () => {
    expect(responsiveImage('/uploads/demo/products/kraken-1.w800.webp')).toEqual({
      src: '/uploads/demo/products/kraken-1.w800.webp',
      srcSet: {
        avif: '/uploads/demo/products/kraken-1.w400.avif 400w, /uploads/demo/products/kraken-1.w800.avif 800w',
        webp: '/uploads/demo/products/kraken-1.w400.webp 400w, /uploads/demo/products/kraken-1.w800.webp 800w',
      },
    });
  });

  it('names each rendering the way the seed writes it', () => {
    expect(rasterWidths(1600)).toEqual([800, 1600]);
    expect(rasterWidths(1600).map((w) => rasterUrl('/uploads/demo/banners/a', w, 'avif'))).toEqual([
      '/uploads/demo/banners/a.w800.avif',
      '/uploads/demo/banners/a.w1600.avif',
    ]);
  });

  it('leaves any other picture as it is', () => {
    for (const url of [
      '/uploads/demo/avatars/user-1.svg',
      '/uploads/avatars/abc.jpeg',
      '/uploads/demo/products/x.webp',
      'https://cdn.example/x.w800.webp.png',
      '',
    ])
      expect(responsiveImage(url)).toBeNull();
  });
});
