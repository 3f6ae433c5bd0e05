import type { Dashboard } from '@shop/domain/analytics';
import { lazy, Suspense, useMemo } from 'react';
import { Form } from 'react-router';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Series } from './time-chart.tsx';

// The chart library loads with this page only.
const TimeChart = lazy(() => import('./time-chart.tsx'));

const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '–';

/** The staff's analytics dashboard (features/analytics): a period, its totals, charts and lists. */
export function AnalyticsDashboard({ dashboard: d }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const days = useMemo(() => d.days.map((x) => x.day), [d.days]);
  const traffic = useMemo<Series[]>(
    () => [
      { label: t('analytics.visitors'), values: d.days.map((x) => x.visitors), color: '--accent' },
      { label: t('analytics.orders'), values: d.days.map((x) => x.orders), color: '--text' },
    ],
    [d.days, t],
  );
  const revenue = useMemo<Series[]>(
    () => [
      {
        label: t('analytics.revenue'),
        values: d.days.map((x) => x.revenue / 100),
        color: '--accent',
        bars: true,
        format: (v) => `$${v}`,
      },
    ],
    [d.days, t],
  );
  const first = d.funnel[0]?.visitors ?? 0;
  return (
    <div className="dashboard">
      <Form method="get" className="dashboard__period">
        <label>
          {t('analytics.from')}
          <input type="date" name="from" defaultValue={d.from} required />
        </label>
        <label>
          {t('analytics.to')}
          <input type="date" name="to" defaultValue={d.to} required />
        </label>
        <button type="submit" className="btn">
          {t('analytics.show')}
        </button>
      </Form>

      <dl className="dashboard__totals">
        <div>
          <dt>{t('analytics.visitors')}</dt>
          <dd>{d.totals.visitors}</dd>
        </div>
        <div>
          <dt>{t('analytics.orders')}</dt>
          <dd>{d.totals.orders}</dd>
        </div>
        <div>
          <dt>{t('analytics.revenue')}</dt>
          <dd>{formatUsd(d.totals.revenue)}</dd>
        </div>
        <div>
          <dt>{t('analytics.conversion')}</dt>
          <dd>{percent(d.totals.orders, d.totals.visitors)}</dd>
        </div>
      </dl>

      <section className="dashboard__card" aria-labelledby="chart-traffic">
        <h2 id="chart-traffic">{t('analytics.trafficTitle')}</h2>
        <p className="dashboard__legend">
          <span className="dot dot--accent" /> {t('analytics.visitors')} <span className="dot dot--text" />{' '}
          {t('analytics.orders')}
        </p>
        <Suspense fallback={<div className="time-chart" />}>
          <TimeChart days={days} series={traffic} />
        </Suspense>
      </section>

      <section className="dashboard__card" aria-labelledby="chart-revenue">
        <h2 id="chart-revenue">{t('analytics.revenueTitle')}</h2>
        <Suspense fallback={<div className="time-chart" />}>
          <TimeChart days={days} series={revenue} />
        </Suspense>
      </section>

      <section className="dashboard__card" aria-labelledby="funnel">
        <h2 id="funnel">{t('analytics.funnelTitle')}</h2>
        <ol className="funnel">
          {d.funnel.map((step, i) => (
            <li key={step.step}>
              <span className="funnel__label">{t(`analytics.steps.${step.step}`)}</span>
              <span
                className="funnel__bar"
                style={{ inlineSize: first ? `${(step.visitors / first) * 100}%` : '0' }}
              />
              <span className="funnel__value">
                {step.visitors}
                {i > 0 && <small> ({percent(step.visitors, d.funnel[i - 1]!.visitors)})</small>}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className="dashboard__card" aria-labelledby="top-products">
        <h2 id="top-products">{t('analytics.topProducts')}</h2>
        {d.topProducts.length === 0 ? (
          <p className="dashboard__empty">{t('analytics.nothingYet')}</p>
        ) : (
          <table className="dashboard__table">
            <thead>
              <tr>
                <th scope="col">{t('analytics.product')}</th>
                <th scope="col">{t('analytics.views')}</th>
                <th scope="col">{t('analytics.addsToCart')}</th>
                <th scope="col">{t('analytics.sold')}</th>
                <th scope="col">{t('analytics.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {d.topProducts.map((p) => (
                <tr key={p.itemId}>
                  <th scope="row">{p.name}</th>
                  <td>{p.views}</td>
                  <td>{p.addsToCart}</td>
                  <td>{p.purchased}</td>
                  <td>{formatUsd(p.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="dashboard__card" aria-labelledby="search-misses">
        <h2 id="search-misses">{t('analytics.searchMisses')}</h2>
        {d.searchMisses.length === 0 ? (
          <p className="dashboard__empty">{t('analytics.nothingYet')}</p>
        ) : (
          <table className="dashboard__table">
            <thead>
              <tr>
                <th scope="col">{t('analytics.term')}</th>
                <th scope="col">{t('analytics.searches')}</th>
              </tr>
            </thead>
            <tbody>
              {d.searchMisses.map((m) => (
                <tr key={m.term}>
                  <th scope="row">{m.term}</th>
                  <td>{m.searches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
