import type { Banner } from '@shop/domain/content';
import { type FocusEvent, useEffect, useState } from 'react';
import { REDUCED_MOTION, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { BannerLink, BannerPicture } from './banner-link.tsx';

/** Spec 000 §9: the banner slider autoplays every 20000 ms. */
export const SLIDER_AUTOPLAY_MS = 20_000;

/**
 * The home page's banner slider, without a carousel library: a track moved by transform, prev/next and
 * dots, autoplay that pauses on hover or focus and stays off for visitors who prefer reduced motion.
 * Hidden slides are inert so keyboard and screen-reader users only meet the one on show.
 */
export function BannerSlider({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const count = banners.length;

  // `index` is a dependency on purpose: moving by hand restarts the 20 s wait.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [index, count, paused, reducedMotion]);

  if (count === 0) return null;
  const go = (to: number) => setIndex((to + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
  };

  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={t('home.slider')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={onBlur}
    >
      <div className="slider__viewport">
        <div
          className="slider__track"
          style={{ transform: `translateX(${-index * 100}%)` }}
          aria-live={paused || reducedMotion ? 'polite' : 'off'}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', { index: i + 1, total: count })}
              inert={i !== index}
            >
              <BannerLink banner={banner} className="slider__link">
                <BannerPicture banner={banner} priority={i === 0} />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="slider__controls">
          <button
            type="button"
            className="slider__arrow"
            onClick={() => go(index - 1)}
            aria-label={t('home.previous')}
          >
            <svg viewBox="0 0 24 24" className="icon" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className="slider__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="slider__dot"
                aria-label={t('home.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="slider__arrow"
            onClick={() => go(index + 1)}
            aria-label={t('home.next')}
          >
            <svg viewBox="0 0 24 24" className="icon" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
