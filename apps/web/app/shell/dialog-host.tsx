import { type FormEvent, useId, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { type DialogResult, dialogs, type OpenDialog, PROMPT_MAX_LENGTH } from '../lib/dialog-store.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { Icon } from './icons.tsx';
import { Modal } from './modal.tsx';

// The store's own empty list (the same array): hydration then finds nothing changed and renders nothing again.
const NONE = dialogs.getSnapshot();

/** Shows the first queued dialog; the next one opens when it closes. */
export function DialogHost() {
  const queue = useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot, () => NONE);
  const current = queue[0];
  return current ? <DialogView key={current.id} dialog={current} /> : null;
}

function DialogView({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const alert = dialog.kind === 'apology' || dialog.kind === 'error';
  const title =
    dialog.title ??
    (dialog.kind === 'confirm'
      ? t('dialog.confirmTitle')
      : dialog.kind === 'apology'
        ? t('dialog.oopsTitle')
        : undefined);
  const noText = dialog.noText ?? (dialog.kind === 'confirm' ? t('dialog.cancel') : undefined);

  function close(result: DialogResult) {
    dialogs.close(dialog.id, result);
    if (dialog.navigateTo) navigate(dialog.navigateTo);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (dialog.prompt && !text.trim()) {
      setInvalid(true);
      return;
    }
    close({ confirmed: true, text: dialog.prompt ? text : undefined });
  }

  return (
    <Modal
      onClose={() => close({ confirmed: false })}
      labelledBy={title ? titleId : undefined}
      label={title ? undefined : dialog.message}
      dismissible={dialog.dismissible ?? true}
      className={`dialog${alert ? ' dialog--alert' : ''}`}
    >
      <form onSubmit={onSubmit} noValidate>
        {alert && <Icon name="alert" className="dialog__icon" />}
        {title && (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        )}
        {dialog.message && <p className="dialog__message">{dialog.message}</p>}
        {dialog.prompt && (
          <div className="dialog__prompt">
            <label className="visually-hidden" htmlFor={`${titleId}-prompt`}>
              {dialog.prompt.label ?? t('dialog.promptLabel')}
            </label>
            <textarea
              id={`${titleId}-prompt`}
              rows={4}
              maxLength={PROMPT_MAX_LENGTH}
              value={text}
              placeholder={dialog.prompt.placeholder}
              aria-invalid={invalid || undefined}
              aria-describedby={`${titleId}-count`}
              onChange={(e) => {
                setText(e.target.value.slice(0, PROMPT_MAX_LENGTH));
                setInvalid(false);
              }}
              data-autofocus
            />
            <div className="dialog__prompt-foot">
              <span className="dialog__error" role={invalid ? 'alert' : undefined}>
                {invalid ? t('dialog.promptRequired') : ''}
              </span>
              <span id={`${titleId}-count`} className="dialog__count">
                {t('dialog.promptCounter', { count: text.length })}
              </span>
            </div>
          </div>
        )}
        <div className="dialog__actions">
          {noText && (
            <button type="button" className="btn btn--ghost" onClick={() => close({ confirmed: false })}>
              {noText}
            </button>
          )}
          <button type="submit" className="btn" data-autofocus={dialog.prompt ? undefined : true}>
            {dialog.yesText ?? t('dialog.ok')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
