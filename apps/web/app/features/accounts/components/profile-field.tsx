import { cloneElement, type ReactElement } from 'react';

interface ProfileFieldProps {
  id: string;
  label: string;
  /** The translated message under the field; also marks the control invalid and describes it. */
  error?: string;
  /** A standing hint under the field (replaced by the error while there is one). */
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint or error line, wired for screen readers. */
export function ProfileField({
  id,
  label,
  error,
  hint,
  required,
  className = '',
  children,
}: ProfileFieldProps) {
  const note = error ?? hint;
  return (
    <div className={`pfield ${className}`}>
      <label className="pfield__label" htmlFor={id}>
        {label}
        {required && (
          <span className="pfield__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        className: 'pfield__control',
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': note ? `${id}-note` : undefined,
      })}
      {note && (
        <p id={`${id}-note`} className={error ? 'pfield__error' : 'pfield__hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
