import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { REDUCED_MOTION, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** Spec 002 §9: an auto-playing carousel advances every 5 s and resumes 1 s after a drag. */
export const AUTOPLAY_MS = 5_000;
export const RESUME_AFTER_DRAG_MS = 1_000;
/** Spec 001 §9: a pointer that moved less than this did not drag (a click still follows the link). */
export const DRAG_THRESHOLD_PX = 10;

/**
 * How many items a carousel shows at once (spec 000 §9), by the window's width: recommended products 3,
 * 4 from 821 px; related deals 2, 3 from 532 px. The CSS does the layout; the numbers are its contract.
 */
export type CarouselKind = 'recommended' | 'related';

interface CarouselProps {
  kind: CarouselKind;
  /** The accessible name of the region (its visible heading's id). */
  labelledBy: string;
  items: readonly { key: string; node: ReactNode }[];
  /** Advance on its own every 5 s, going back to the first item after the last (related deals). */
  autoplay?: boolean;
}

/** The track's first item that starts at or after its left edge, and how many fit. */
function position(track: HTMLElement) {
  const items = [...track.children] as HTMLElement[];
  const first = items[0];
  if (!first) return { index: 0, step: 0, count: 0, atEnd: true };
  const step = (items[1]?.offsetLeft ?? first.offsetLeft + first.offsetWidth) - first.offsetLeft;
  const index = step > 0 ? Math.round(track.scrollLeft / step) : 0;
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  return { index, step, count: items.length, atEnd };
}

/**
 * A light carousel on CSS scroll snap: the track scrolls natively (touch, trackpad, keyboard), the buttons
 * move it by one item and wrap around, a mouse can drag it. With `autoplay` it advances every 5 s while it is
 * on screen; it pauses while dragged (resuming 1 s after), while hovered or focused, and with the pause button; it never
 * moves on its own for a visitor who prefers reduced motion.
 */
export function Carousel({ kind, labelledBy, items, autoplay = false }: CarouselProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  // Only while some of it is on screen: a carousel below the fold waits for the shopper to reach it.
  const [onScreen, setOnScreen] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const playing = autoplay && onScreen && !stopped && !held && reducedMotion === false;

  useEffect(() => {
    const el = track.current;
    if (!autoplay || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoplay]);

  function go(direction: 1 | -1) {
    const el = track.current;
    if (!el) return;
    const { index, step, count, atEnd } = position(el);
    const wrapForward = direction === 1 && atEnd;
    const wrapBack = direction === -1 && el.scrollLeft <= 2;
    const target = wrapForward ? 0 : wrapBack ? (count - 1) * step : (index + direction) * step;
    el.scrollTo({ left: target, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => go(1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  });

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const hold = () => {
    clearTimeout(resumeTimer.current);
    setHeld(true);
  };
  const release = (after = 0) => {
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setHeld(false), after);
  };

  function endDrag(el: HTMLUListElement) {
    const d = drag.current;
    drag.current = null;
    if (d?.moved) {
      el.dataset.dragged = '1';
      el.classList.remove('carousel__track--dragging');
      // Settle on the nearest item once snapping is back on.
      const { index, step } = position(el);
      el.scrollTo({ left: index * step, behavior: reducedMotion ? 'auto' : 'smooth' });
    }
    release(RESUME_AFTER_DRAG_MS);
  }

  if (items.length === 0) return null;
  return (
    <div
      className={`carousel carousel--${kind}`}
      // Hover pauses for a mouse only: a tap's compatibility mouse events would hold it until the next tap.
      onPointerEnter={(e) => e.pointerType === 'mouse' && hold()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && !drag.current && release()}
      onFocus={hold}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && release()}
    >
      <ul
        id={trackId}
        ref={track}
        className="carousel__track"
        aria-labelledby={labelledBy}
        onPointerDown={(e) => {
          hold();
          if (e.pointerType === 'mouse' && e.button === 0 && track.current) {
            drag.current = { x: e.clientX, left: track.current.scrollLeft, moved: false };
          }
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          const el = track.current;
          if (!d || !el) return;
          const dx = e.clientX - d.x;
          if (!d.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
          if (!d.moved) {
            d.moved = true;
            el.setPointerCapture(e.pointerId);
            el.classList.add('carousel__track--dragging');
          }
          el.scrollLeft = d.left - dx;
        }}
        onPointerUp={(e) => endDrag(e.currentTarget)}
        onPointerCancel={(e) => endDrag(e.currentTarget)}
        onClickCapture={(e) => {
          // The click that ends a drag is not a click on the card under it.
          if (e.currentTarget.dataset.dragged === '1') {
            e.preventDefault();
            e.stopPropagation();
            delete e.currentTarget.dataset.dragged;
          }
        }}
      >
        {items.map((item) => (
          <li key={item.key} className="carousel__item">
            {item.node}
          </li>
        ))}
      </ul>
      <div className="carousel__controls">
        {autoplay && reducedMotion === false && (
          <button
            type="button"
            className="btn btn--ghost carousel__play"
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? t('carousel.play') : t('carousel.pause')}
          </button>
        )}
        <button
          type="button"
          className="icon-btn carousel__btn"
          aria-controls={trackId}
          aria-label={t('carousel.previous')}
          onClick={() => go(-1)}
        >
          <Chevron d="M15 5l-7 7 7 7" />
        </button>
        <button
          type="button"
          className="icon-btn carousel__btn"
          aria-controls={trackId}
          aria-label={t('carousel.next')}
          onClick={() => go(1)}
        >
          <Chevron d="M9 5l7 7-7 7" />
        </button>
      </div>
    </div>
  );
}

const Chevron = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" className="icon" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
