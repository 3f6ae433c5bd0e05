import type { NewsHomeResponse } from '@shop/domain/content';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ArticleCard } from './article-card.tsx';

export const categoryHref = (slug: string) => `/news/category/${encodeURIComponent(slug)}`;

export function ArticleList({ articles }: { articles: NewsHomeResponse['highlightArticles'] }) {
  return (
    <ul className="agrid">
      {articles.map((a) => (
        <li key={a.id}>
          <ArticleCard article={a} />
        </li>
      ))}
    </ul>
  );
}

/** The news home (spec 002 §3): highlight articles, feature articles, then each featured category. */
export function NewsHome({ news }: { news: NewsHomeResponse }) {
  const { t } = useTranslation();
  const empty =
    news.highlightArticles.length === 0 &&
    news.featureArticles.length === 0 &&
    news.featureCategories.every((c) => c.articles.length === 0);
  if (empty) return <p className="empty-note">{t('news.empty')}</p>;
  return (
    <div className="news-home">
      {news.highlightArticles.length > 0 && (
        <section aria-labelledby="news-highlights">
          <h2 id="news-highlights" className="article__h2">
            {t('news.highlights')}
          </h2>
          <ArticleList articles={news.highlightArticles} />
        </section>
      )}
      {news.featureArticles.length > 0 && (
        <section aria-labelledby="news-features">
          <h2 id="news-features" className="article__h2">
            {t('news.features')}
          </h2>
          <ArticleList articles={news.featureArticles} />
        </section>
      )}
      {news.featureCategories
        .filter((c) => c.articles.length > 0)
        .map(({ articleCategory, articles }) => (
          <section key={articleCategory.id} aria-labelledby={`news-cat-${articleCategory.slug}`}>
            <div className="news-cat__head">
              <h2 id={`news-cat-${articleCategory.slug}`} className="article__h2">
                <Link to={categoryHref(articleCategory.slug)}>{articleCategory.name}</Link>
              </h2>
              <Link
                to={categoryHref(articleCategory.slug)}
                className="btn btn--ghost"
                aria-label={t('news.viewAllOf', { name: articleCategory.name })}
              >
                {t('news.viewAll')}
              </Link>
            </div>
            {articleCategory.description && <p className="page__lead">{articleCategory.description}</p>}
            <ArticleList articles={articles} />
          </section>
        ))}
    </div>
  );
}
