import { cloneElement, type ReactElement } from 'react';

interface AddressFieldProps {
  id: string;
  label: string;
  /** The translated message under the field; also marks the control invalid and describes it. */
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its error line, wired for screen readers (id, aria-invalid, aria-describedby). */
export function AddressField({ id, label, error, required, className = '', children }: AddressFieldProps) {
  return (
    <div className={`afield ${className}`}>
      <label className="afield__label" htmlFor={id}>
        {label}
        {required && (
          <span className="afield__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        className: 'afield__control',
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="afield__error">
          {error}
        </p>
      )}
    </div>
  );
}
