import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbLd, JsonLdScript } from '../lib/seo.tsx';
import { useRootData } from '../lib/session.ts';
import { useTranslation } from '../lib/use-translation.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * HOME > ... > the current page; the last crumb is the page itself. Search engines get the same trail as a
 * schema.org BreadcrumbList (lib/seo.tsx).
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  const { config } = useRootData();
  const { pathname } = useLocation();
  const all: Crumb[] = [{ label: t('app.home'), to: '/' }, ...items];
  const ld = breadcrumbLd(
    config.publicUrl,
    all.map((c) => ({ name: c.label, path: c.to })),
    pathname,
  );
  return (
    <nav aria-label={t('app.breadcrumb')} className="breadcrumb">
      <JsonLdScript data={ld} />
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
