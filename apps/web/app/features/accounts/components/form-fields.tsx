import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  /** Shown after the input, e.g. the password's show/hide toggle. */
  addon?: (id: string) => ReactNode;
  hint?: string;
}

/** A labelled input with its error under it (announced, and tied to the input by aria-describedby). */
export function TextField({ label, value, error, onValue, addon, hint, className, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={`auth-field ${className ?? ''}`}>
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <div className="auth-field__control">
        <input
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {addon?.(id)}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="auth-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with the show/hide toggle of the spec's LOGIN dialog. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      addon={(id) => (
        <button
          type="button"
          className="auth-field__toggle"
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      )}
    />
  );
}

export function Checkbox({
  checked,
  onChange,
  children,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="auth-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p id={`${id}-error`} className="auth-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
