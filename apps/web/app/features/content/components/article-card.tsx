import type { ArticleSummary } from '@shop/domain/content';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { Picture, SIZES } from '../../../shell/picture.tsx';

/** A link card to an article: thumbnail, category, title, date and summary. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="acard">
      {article.thumbnailUrl && (
        <Picture
          src={article.thumbnailUrl}
          sizes={SIZES.tile}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
        />
      )}
      {article.category && <p className="acard__category">{article.category.name}</p>}
      <h3 className="acard__title">
        <Link to={`/news/${encodeURIComponent(article.slug)}`} prefetch="intent">
          {article.title}
        </Link>
      </h3>
      {article.publishedDate && (
        <time className="acard__date" dateTime={article.publishedDate}>
          {formatDate(article.publishedDate)}
        </time>
      )}
      <p className="acard__summary">{article.summary}</p>
    </article>
  );
}
