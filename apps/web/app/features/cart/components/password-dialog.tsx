import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';
import type { PasswordAsk } from '../lib/cart-store.ts';

/**
 * The PASSWORD prompt of spec 002 §5 for a limited product: the secret the artist shared. Empty, or refused
 * by the server, it says "Please enter a valid password"; the server checks it before the cart changes.
 */
export function PasswordDialog({ ask }: { ask: PasswordAsk }) {
  const { t } = useTranslation();
  const id = useId();
  const [secret, setSecret] = useState('');
  const [invalid, setInvalid] = useState(ask.invalid);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!secret.trim()) return setInvalid(true);
    ask.answer(secret);
  }

  return (
    <Modal onClose={() => ask.answer(null)} labelledBy={id} className="dialog password-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id={id} className="dialog__title">
          {t('cart.passwordTitle')}
        </h2>
        <p className="dialog__message">{t('cart.passwordText')}</p>
        <p className="dialog__message password-dialog__product">{ask.name}</p>
        <label className="visually-hidden" htmlFor={`${id}-secret`}>
          {t('cart.passwordPlaceholder')}
        </label>
        <input
          id={`${id}-secret`}
          className="password-dialog__input"
          type="password"
          autoComplete="off"
          placeholder={t('cart.passwordPlaceholder')}
          value={secret}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setSecret(e.target.value);
            setInvalid(false);
          }}
          data-autofocus
        />
        {invalid && (
          <p id={`${id}-error`} className="dialog__error" role="alert">
            {t('cart.passwordInvalid')}
          </p>
        )}
        <div className="dialog__actions">
          <button type="submit" className="btn btn--accent">
            {t('dialog.ok')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => ask.answer(null)}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
