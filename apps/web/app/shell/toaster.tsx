import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { toasts } from '../lib/toast-store.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { Icon } from './icons.tsx';

// The store's own empty list (the same array): hydration then finds nothing changed and renders nothing again.
const NONE = toasts.getSnapshot();

/** The toast stack, top right. Errors and warnings are alerts and wait for their close button. */
export function Toaster() {
  const { t } = useTranslation();
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, () => NONE);
  return (
    <section className="toasts" aria-label={t('toast.region')}>
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
        >
          <p className="toast__message">
            {toast.message}
            {toast.count > 1 && (
              <span className="toast__count">{t('toast.count', { count: toast.count })}</span>
            )}
            {toast.link && (
              <>
                {' '}
                <Link to={toast.link.to} className="toast__link" onClick={() => toasts.dismiss(toast.id)}>
                  {toast.link.label}
                </Link>
              </>
            )}
          </p>
          <button
            type="button"
            className="toast__close"
            onClick={() => toasts.dismiss(toast.id)}
            aria-label={t('toast.close')}
          >
            <Icon name="close" />
          </button>
        </div>
      ))}
    </section>
  );
}
