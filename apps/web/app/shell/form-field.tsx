import { cloneElement, type ReactElement } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  /** The translated message under the field; also marks the control invalid and describes it. */
  error?: string | false;
  /** A standing hint under the field (replaced by the error while there is one). */
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled control with its hint or error line, wired for screen readers (id, aria-invalid,
 * aria-required, aria-describedby). The forms of every feature use it (fields.css): profile, address,
 * contact and popup forms.
 */
export function FormField({ id, label, error, hint, required, className = '', children }: FormFieldProps) {
  const note = error || hint;
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        className: 'field__control',
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': note ? `${id}-note` : undefined,
      })}
      {note && (
        <p id={`${id}-note`} className={error ? 'field__error' : 'field__hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
