import type { Review, ReviewPage, ReviewSort, ReviewSummary as Summary } from '@shop/domain/reviews';
import { type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../shell/icons.tsx';
import { Picture, SIZES } from '../../../shell/picture.tsx';
import { type FetchReviews, REVIEW_SORT_OPTIONS } from '../api/reviews.ts';

const STARS = [5, 4, 3, 2, 1] as const;

/** Share of reviews with `star` stars, as a whole percent (0 without reviews). */
export function breakdownPercent(summary: Summary, star: 1 | 2 | 3 | 4 | 5): number {
  return summary.reviews === 0 ? 0 : Math.round((summary.breakdown[star] / summary.reviews) * 100);
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t('product.starsLabel', { rating })}>
      {'★'.repeat(full)}
      <span className="stars__off">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** Overall rating with the count of reviews and the 5-to-1 star breakdown. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <div className="rsummary">
      <div className="rsummary__overall">
        <p className="rsummary__score">{summary.overall.toFixed(1)}</p>
        <Stars rating={summary.overall} />
        <p className="rsummary__count">{t('product.reviewCount', { count: summary.reviews })}</p>
      </div>
      <ul className="rsummary__bars">
        {STARS.map((star) => {
          const percent = breakdownPercent(summary, star);
          return (
            <li key={star}>
              <span className="rsummary__star">{t('product.starN', { count: star })}</span>
              <span className="rsummary__bar" aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </span>
              <span className="rsummary__n">{summary.breakdown[star]}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** How a review's photos show (the route composes the media feature's strip and viewer); plain tiles otherwise. */
export type RenderReviewPhotos = (photos: Review['photos']) => ReactNode;

/**
 * The published reviews, a page at a time, in the order the shopper picks (newest first, rating high to low
 * or low to high, those with photos first): a new sort starts again at page 1; MORE REVIEWS asks for the
 * next page and adds it below; the count shown is announced, and focus moves to the first review added.
 * Without scripts the sort is a GET form: the page comes back with `reviewSort` (the route's loader).
 */
export function ReviewFeed({
  first,
  sort: firstSort = 'NEWEST',
  fetchPage,
  renderPhotos,
}: {
  first: ReviewPage;
  /** The order of `first`. */
  sort?: ReviewSort;
  fetchPage: FetchReviews;
  renderPhotos?: RenderReviewPhotos;
}) {
  const { t } = useTranslation();
  const [reviews, setReviews] = useState<readonly Review[]>(first.contents);
  const [page, setPage] = useState(first.page);
  const [total, setTotal] = useState(first.totalElements);
  const [sort, setSort] = useState(firstSort);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // The answer of the latest sort wins, should an older one arrive after it.
  const latest = useRef(0);

  async function more() {
    setBusy(true);
    const asked = latest.current;
    try {
      const next = await fetchPage(page + 1, sort);
      if (!next || asked !== latest.current) return;
      const known = new Set(reviews.map((r) => r.id));
      const added = next.contents.filter((r) => !known.has(r.id));
      setReviews([...reviews, ...added]);
      setPage(next.page);
      setTotal(next.totalElements);
      const firstAdded = reviews.length;
      requestAnimationFrame(() =>
        list.current?.querySelectorAll<HTMLElement>('.review')[firstAdded]?.focus(),
      );
    } finally {
      setBusy(false);
    }
  }

  async function sortBy(next: ReviewSort) {
    setSort(next);
    setBusy(true);
    const asked = ++latest.current;
    try {
      const answer = await fetchPage(1, next);
      if (!answer || asked !== latest.current) return;
      setReviews(answer.contents);
      setPage(answer.page);
      setTotal(answer.totalElements);
    } finally {
      if (asked === latest.current) setBusy(false);
    }
  }

  if (reviews.length === 0) return <p className="empty-note">{t('product.noReviews')}</p>;
  return (
    <>
      <ReviewSortSelect sort={sort} onSort={(s) => void sortBy(s)} />
      <ReviewList ref={list} reviews={reviews} renderPhotos={renderPhotos} busy={busy} />
      <div className="reviews__more">
        <p className="reviews__count" aria-live="polite">
          {t('product.reviewsShown', { shown: reviews.length, total })}
        </p>
        {reviews.length < total && (
          <button type="button" className="btn btn--ghost" onClick={more} disabled={busy} aria-busy={busy}>
            {t('product.moreReviews')}
          </button>
        )}
      </div>
    </>
  );
}

/** The reviews' "Sort by": a GET form back to this page (#reviews) that the browser's script takes over. */
function ReviewSortSelect({ sort, onSort }: { sort: ReviewSort; onSort: (sort: ReviewSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      method="get"
      action="#pdp-reviews"
      className="sort-select reviews__sort"
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={id}>{t('product.reviewSortBy')}</label>
      <select
        id={id}
        name="reviewSort"
        value={sort}
        onChange={(e) => onSort(e.currentTarget.value as ReviewSort)}
      >
        {REVIEW_SORT_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {t(`product.reviewSort.${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn--ghost">
          {t('search.applySort')}
        </button>
      </noscript>
    </form>
  );
}

/** Reviews: author, stars, date, the option bought, message and photos. */
export function ReviewList({
  reviews,
  ref,
  renderPhotos,
  busy = false,
}: {
  reviews: readonly Review[];
  ref?: Ref<HTMLUListElement>;
  renderPhotos?: RenderReviewPhotos;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="reviews" ref={ref} aria-busy={busy || undefined}>
      {reviews.map((r) => (
        <li key={r.id} className="review" tabIndex={-1}>
          <div className="review__head">
            {r.author.avatar ? (
              <img className="review__avatar" src={r.author.avatar.imageUrl} alt="" width={40} height={40} />
            ) : (
              <span className="review__avatar" aria-hidden="true">
                {r.author.fullName.slice(0, 1)}
              </span>
            )}
            <div>
              <p className="review__author">
                {r.author.fullName}
                {r.verifiedBuyer && (
                  <span className="review__verified">
                    <Icon name="check" />
                    {t('product.verifiedBuyer')}
                  </span>
                )}
              </p>
              <p className="review__meta">
                <Stars rating={r.rating} /> <time dateTime={r.createdDate}>{formatDate(r.createdDate)}</time>
                {r.variant && <span className="review__variant">{r.variant.name}</span>}
              </p>
            </div>
          </div>
          <p className="review__message">{r.message}</p>
          {r.photos.length > 0 && renderPhotos?.(r.photos)}
          {r.photos.length > 0 && !renderPhotos && (
            <ul className="review__photos">
              {r.photos.map((p) => (
                <li key={p.imageUrl}>
                  <Picture
                    src={p.thumbnailUrl ?? p.imageUrl}
                    sizes={SIZES.thumb}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
