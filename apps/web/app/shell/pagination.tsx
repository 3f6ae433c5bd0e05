import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';

interface PaginationProps {
  page: number;
  size: number;
  totalElements: number;
  /** The address of a page, keeping the other query parameters. */
  href: (page: number) => string;
}

/** Pages as plain links (crawlable, work without JavaScript): PREVIOUS, a window of numbers, NEXT. */
export function Pagination({ page, size, totalElements, href }: PaginationProps) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(totalElements / size));
  if (total <= 1) return null;
  const from = Math.max(1, Math.min(page - 2, total - 4));
  const pages = Array.from({ length: Math.min(5, total) }, (_, i) => from + i);
  return (
    <nav className="pagination" aria-label={t('paging.label')}>
      {page > 1 ? (
        <Link to={href(page - 1)} className="pagination__step" rel="prev">
          {t('paging.previous')}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {t('paging.previous')}
        </span>
      )}
      <ol className="pagination__pages">
        {pages.map((p) => (
          <li key={p} data-far={Math.abs(p - page) > 1 || undefined}>
            <Link
              to={href(p)}
              className="pagination__page"
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('paging.page', { page: p })}
            >
              {p}
            </Link>
          </li>
        ))}
      </ol>
      {page < total ? (
        <Link to={href(page + 1)} className="pagination__step" rel="next">
          {t('paging.next')}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {t('paging.next')}
        </span>
      )}
    </nav>
  );
}
