import type { Banner } from '@shop/domain/content';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { BannerSlider, SLIDER_AUTOPLAY_MS } from './banner-slider.tsx';

const banner = (id: string, contentType: Banner['contentType'], extra: string): Banner => ({
  id,
  name: `Banner ${id}`,
  contentType,
  imageLandscapeUrl: `/img/${id}-wide.svg`,
  imagePortraitUrl: `/img/${id}-tall.svg`,
  extra,
});
const banners = [
  banner('a', 'PRODUCT', 'kraken'),
  banner('b', 'ARTICLE', 'spring-drop'),
  banner('c', 'TEXT', 'https://discord.gg/x'),
];
const current = () =>
  screen
    .getAllByRole('button', { name: /Go to slide/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

describe('BannerSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('links each banner by its type, with landscape and portrait pictures', () => {
    const { container } = renderWithRouter(<BannerSlider banners={banners} />);
    const links = [...container.querySelectorAll('.slider__slide a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/product/kraken', '/news/spring-drop', 'https://discord.gg/x']);
    const first = container.querySelector('.slider__slide');
    expect(first?.querySelector('source')?.getAttribute('srcset')).toBe('/img/a-wide.svg');
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('/img/a-tall.svg');
    expect(first?.querySelector('img')?.getAttribute('alt')).toBe('Banner a');
  });

  it('moves on every 20000 ms and wraps around', () => {
    renderWithRouter(<BannerSlider banners={banners} />);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(SLIDER_AUTOPLAY_MS - 1));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(SLIDER_AUTOPLAY_MS));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(SLIDER_AUTOPLAY_MS));
    expect(current()).toBe(0);
  });

  it('goes back and forth with the arrows and dots; hidden slides are inert', () => {
    const { container } = renderWithRouter(<BannerSlider banners={banners} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe(1);
    const inert = [...container.querySelectorAll('.slider__slide')].map((s) => s.hasAttribute('inert'));
    expect(inert).toEqual([true, false, true]);
  });

  it('pauses while hovered', () => {
    const { container } = renderWithRouter(<BannerSlider banners={banners} />);
    fireEvent.mouseEnter(container.querySelector('.slider')!);
    act(() => vi.advanceTimersByTime(3 * SLIDER_AUTOPLAY_MS));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(container.querySelector('.slider')!);
    act(() => vi.advanceTimersByTime(SLIDER_AUTOPLAY_MS));
    expect(current()).toBe(1);
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    try {
      renderWithRouter(<BannerSlider banners={banners} />);
      act(() => vi.advanceTimersByTime(3 * SLIDER_AUTOPLAY_MS));
      expect(current()).toBe(0);
    } finally {
      window.matchMedia = original;
    }
  });
});
