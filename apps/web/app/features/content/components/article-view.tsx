import type { Article, ArticleSummary } from '@shop/domain/content';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Picture, SIZES } from '../../../shell/picture.tsx';
import { ArticleCard } from './article-card.tsx';

/** An article: banner, date, the content (HTML the server has already sanitised) and related posts. */
export function ArticleView({ article, related }: { article: Article; related: readonly ArticleSummary[] }) {
  const { t } = useTranslation();
  const banner = article.bannerImages[0] ?? article.thumbnailUrl;
  return (
    <div className="article">
      {banner && (
        <Picture
          className="article__banner"
          src={banner}
          sizes={SIZES.wide}
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
        />
      )}
      {article.publishedDate && (
        <p className="article__date">
          <time dateTime={article.publishedDate}>{formatDate(article.publishedDate)}</time>
        </p>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: article.content is sanitised by the server. */}
      <div className="article__content rich" dangerouslySetInnerHTML={{ __html: article.content }} />
      {related.length > 0 && (
        <section className="article__related" aria-labelledby="article-related">
          <h2 id="article-related" className="article__h2">
            {t('news.related')}
          </h2>
          <ul className="agrid">
            {related.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
