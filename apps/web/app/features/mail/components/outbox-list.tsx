import type { OutboxMessage } from '@shop/domain/mail';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Pagination } from '../../../shell/pagination.tsx';
import type { OutboxPage } from '../api/outbox.ts';

// One zone for the server's render and the browser's, so hydration never disagrees on a date.
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The outbox as a page (GET /api/v1/staff/outbox or /api/v1/dev/outbox): a recipient filter (a plain GET
 * form, so it works before scripts load), the count, one card per mail with its text behind a disclosure,
 * and pages. Texts are shown as text, never as HTML.
 */
export function OutboxList({ page, to, path }: { page: OutboxPage; to: string; path: string }) {
  const { t } = useTranslation();
  const id = useId();
  const href = (n: number) => `${path}?${new URLSearchParams({ ...(to ? { to } : {}), page: String(n) })}`;
  return (
    <section className="outbox" aria-labelledby={`${id}-count`}>
      <Form method="get" action={path} className="outbox__filter" role="search">
        <label htmlFor={`${id}-to`} className="auth-field__label">
          {t('outbox.filter')}
        </label>
        <div className="outbox__filter-row">
          <input
            id={`${id}-to`}
            name="to"
            type="email"
            defaultValue={to}
            placeholder={t('outbox.filterPlaceholder')}
            autoComplete="off"
          />
          <button type="submit" className="btn btn--sm">
            {t('outbox.search')}
          </button>
          {to && (
            <Link to={path} className="btn btn--ghost btn--sm">
              {t('outbox.clear')}
            </Link>
          )}
        </div>
      </Form>
      <p id={`${id}-count`} className="outbox__count">
        {page.totalElements > 0 ? t('outbox.count', { count: page.totalElements }) : t('outbox.empty')}
      </p>
      <ul className="outbox__list">
        {page.contents.map((mail) => (
          <li key={mail.id}>
            <OutboxCard mail={mail} />
          </li>
        ))}
      </ul>
      <Pagination page={page.page} size={page.size} totalElements={page.totalElements} href={href} />
    </section>
  );
}

function OutboxCard({ mail }: { mail: OutboxMessage }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article className="acard outbox__mail" aria-labelledby={headingId}>
      <header className="acard__head">
        <h2 id={headingId} className="acard__name outbox__subject">
          {mail.subject}
        </h2>
        <span className={`acard__type outbox__status outbox__status--${mail.status.toLowerCase()}`}>
          {t(`outbox.statuses.${mail.status}`)}
        </span>
      </header>
      <dl className="outbox__meta">
        <dt>{t('outbox.to')}</dt>
        <dd>{mail.to}</dd>
        <dt>{t('outbox.kind')}</dt>
        <dd>{mail.kind}</dd>
        <dt>{t('outbox.date')}</dt>
        <dd>
          <time dateTime={mail.createdAt}>{`${DATE.format(new Date(mail.createdAt))} UTC`}</time>
        </dd>
      </dl>
      {mail.error && <p className="auth-field__error">{t('outbox.error', { error: mail.error })}</p>}
      {mail.text ? (
        <details className="outbox__body">
          <summary>{t('outbox.body')}</summary>
          <pre>{mail.text}</pre>
        </details>
      ) : (
        <p className="acard__line--muted">{t('outbox.noBody')}</p>
      )}
    </article>
  );
}
