import type { Review, ReviewSummary as Summary } from '@shop/domain/reviews';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

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

/** The newest published reviews: author, stars, date, the option bought, message and photos. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return <p className="empty-note">{t('product.noReviews')}</p>;
  return (
    <ul className="reviews">
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <div className="review__head">
            {r.author.avatar ? (
              <img className="review__avatar" src={r.author.avatar.imageUrl} alt="" width={40} height={40} />
            ) : (
              <span className="review__avatar" aria-hidden="true">
                {r.author.fullName.slice(0, 1)}
              </span>
            )}
            <div>
              <p className="review__author">{r.author.fullName}</p>
              <p className="review__meta">
                <Stars rating={r.rating} /> <time dateTime={r.createdDate}>{formatDate(r.createdDate)}</time>
                {r.variant && <span className="review__variant">{r.variant.name}</span>}
              </p>
            </div>
          </div>
          <p className="review__message">{r.message}</p>
          {r.photos.length > 0 && (
            <ul className="review__photos">
              {r.photos.map((p) => (
                <li key={p.imageUrl}>
                  <img src={p.imageUrl} alt="" width={80} height={80} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
