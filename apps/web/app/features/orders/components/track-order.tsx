import { type TrackedOrder, trackOrderInput } from '@shop/domain/orders';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { formatDate, formatUsd } from '../../../lib/format.ts';
import { orderNo } from '../../../lib/order-number.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { FormField } from '../../../shell/form-field.tsx';
import { ordersApi } from '../api/orders-api.ts';
import { StatusBadge } from './status-badge.tsx';

/** TRACKING ORDER (the footer's): a guest finds one order by its number and the e-mail it was placed with. */
export function TrackOrder() {
  const { t } = useTranslation();
  const id = useId();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ orderNumber?: string; email?: string; form?: string }>({});
  const [found, setFound] = useState<TrackedOrder | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = trackOrderInput.safeParse({ orderNumber: number, email });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as 'orderNumber' | 'email'] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    const answer = await ordersApi(api).track({ orderNumber: number, email });
    setBusy(false);
    setFound(answer.ok ? answer.body : null);
    setErrors(answer.ok ? {} : { form: t('orders.track.notFound') });
  }

  return (
    <div className="order-track">
      <form onSubmit={submit} noValidate className="order-track__form">
        <p>{t('orders.track.lead')}</p>
        <FormField id={`${id}-n`} label={t('orders.track.number')} error={errors.orderNumber}>
          <input value={number} inputMode="numeric" onChange={(e) => setNumber(e.target.value)} />
        </FormField>
        <FormField id={`${id}-e`} label={t('orders.track.email')} error={errors.email}>
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        {errors.form && (
          <p className="auth-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn btn--accent" disabled={busy}>
          {t('orders.track.submit')}
        </button>
      </form>
      {found && (
        <section className="order-card" aria-live="polite">
          <header className="order-card__head">
            <h2 className="order-card__number">
              {t('orders.orderNumber', { number: orderNo(found.orderNumber) })}
            </h2>
            <StatusBadge status={found.orderStatus} />
          </header>
          <p>
            {found.storeName} · {t('orders.items', { count: found.totalItems })} · {formatUsd(found.total)}
          </p>
          <p>
            {t('orders.track.carrier')}: {found.shippingMethod.shippingName} · {t('orders.track.updated')}:{' '}
            {formatDate(found.updatedDate)}
          </p>
          <ol className="order-activity">
            {found.activityLogs.map((log) => (
              <li key={`${log.type}-${log.createdAt}`}>
                <time dateTime={log.createdAt}>{formatDate(log.createdAt)}</time>
                <span>{log.toStatus ? t(`orders.statuses.${log.toStatus}`) : log.type}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
