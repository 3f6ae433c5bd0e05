import { useTranslation } from '../../../lib/use-translation.tsx';

/** The box a provider's form stands in while its script loads from the provider's host. */
export function ScriptLoading() {
  const { t } = useTranslation();
  return (
    <div className="pay-script pay-script--loading" role="status" aria-live="polite">
      <span className="pay-script__spinner" aria-hidden="true" />
      {t('payments.loading')}
    </div>
  );
}

/** The provider's script could not load (offline, blocked): say so, offer a retry; the page still works. */
export function ScriptFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pay-script pay-script--failed" role="alert">
      <p>{t('payments.loadFailed')}</p>
      <button type="button" className="btn btn--ghost" onClick={onRetry}>
        {t('payments.retry')}
      </button>
    </div>
  );
}
