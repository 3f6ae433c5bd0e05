import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture, SIZES } from './picture.tsx';

describe('Picture', () => {
  it('offers a rendered picture as AVIF then WebP in its widths, for the slot it fills', () => {
    const { container } = render(
      <Picture src="/uploads/demo/products/kraken-1.w800.webp" sizes={SIZES.card} alt="Kraken" width={600} />,
    );
    const source = container.querySelector('picture > source')!;
    const img = container.querySelector('picture > img') as HTMLImageElement;
    expect([
      source.getAttribute('type'),
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]).toEqual([
      'image/avif',
      '/uploads/demo/products/kraken-1.w400.avif 400w, /uploads/demo/products/kraken-1.w800.avif 800w',
      SIZES.card,
    ]);
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.alt, img.width]).toEqual([
      '/uploads/demo/products/kraken-1.w800.webp',
      '/uploads/demo/products/kraken-1.w400.webp 400w, /uploads/demo/products/kraken-1.w800.webp 800w',
      'Kraken',
      600,
    ]);
  });

  it('shows any other image as a plain <img>', () => {
    const { container } = render(<Picture src="/uploads/avatars/a.jpeg" sizes={SIZES.thumb} alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('srcset')]).toEqual(['/uploads/avatars/a.jpeg', null]);
  });

  it("asks for the largest paint's picture from the document's head, in the format and widths it shows", async () => {
    const { container } = render(
      <Picture src="/uploads/demo/products/owl-1.w800.webp" sizes={SIZES.gallery} alt="Owl" priority />,
    );
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect([
      link.getAttribute('href'),
      link.getAttribute('type'),
      link.getAttribute('imagesrcset'),
      link.getAttribute('imagesizes'),
      link.getAttribute('fetchpriority'),
    ]).toEqual([
      // React leaves href out beside imagesrcset: the browser takes the width it needs.
      null,
      'image/avif',
      '/uploads/demo/products/owl-1.w400.avif 400w, /uploads/demo/products/owl-1.w800.avif 800w',
      SIZES.gallery,
      'high',
    ]);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });
});
