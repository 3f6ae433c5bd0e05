import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';

interface ErrorPageProps {
  code: string;
  title?: string;
  message: string;
  /** 'home' shows BACK TO HOMEPAGE, 'refresh' a refresh link to the same page. */
  action?: 'home' | 'refresh' | 'none';
  children?: ReactNode;
}

/** The error pages of spec 001 §2.6 (404, 403, 503) and the 401 screen of §2.2. */
export function ErrorPage({ code, title, message, action = 'home', children }: ErrorPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="error-page container">
      <p className="error-page__code">{code}</p>
      <h1 className="error-page__title">{title ?? message}</h1>
      {title && <p className="error-page__message">{message}</p>}
      <div className="error-page__actions">
        {action === 'home' && (
          <Link to="/" className="btn">
            {t('errorPages.backToHomepage')}
          </Link>
        )}
        {action === 'refresh' && (
          // A plain link: a full page load asks the services again.
          <a href={location.pathname + location.search} className="btn">
            {t('errorPages.refresh')}
          </a>
        )}
        {children}
      </div>
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage code={t('errorPages.notFoundCode')} message={t('errorPages.notFound')} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorPage code={t('errorPages.forbiddenCode')} message={t('errorPages.forbidden')} />;
}

export function UnavailablePage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code={t('errorPages.unavailableCode')}
      message={t('errorPages.unavailable')}
      action="refresh"
    />
  );
}

/** The 401 screen of /auth/login and /unauthorized (spec 001 §2.2). */
export function UnauthorizedPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ErrorPage code="401" title={t('errorPages.unauthorizedTitle')} message={t('errorPages.unauthorized')}>
      {children}
    </ErrorPage>
  );
}
