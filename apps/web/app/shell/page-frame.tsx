import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

/** HOME > ... > the current page; the last crumb is the page itself. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('app.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('app.breadcrumb')} className="breadcrumb">
      <ol>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}|${crumb.to ?? ''}`}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface PageFrameProps {
  title: string;
  /** Crumbs after HOME; defaults to the title alone. */
  crumbs?: readonly Crumb[];
  lead?: string;
  children?: ReactNode;
  /** Right side of the title row (sort, counts). */
  aside?: ReactNode;
}

/** The frame of an inner page: breadcrumb, title, an optional lead line, then the page's content. */
export function PageFrame({ title, crumbs, lead, aside, children }: PageFrameProps) {
  return (
    <div className="page container">
      <Breadcrumb items={crumbs ?? [{ label: title }]} />
      <header className="page__head">
        <div>
          <h1 className="page__title">{title}</h1>
          {lead && <p className="page__lead">{lead}</p>}
        </div>
        {aside}
      </header>
      {children && <div className="page__body">{children}</div>}
    </div>
  );
}
