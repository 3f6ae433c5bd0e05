import { cloneElement, type ReactElement } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  /** The message shown under the field; also marks the control invalid and describes it. */
  error?: string | false;
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its error line, wired for screen readers (id, aria-invalid, aria-describedby). */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="ffield">
      <label className="ffield__label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        className: 'ffield__control',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="ffield__error">
          {error}
        </p>
      )}
    </div>
  );
}
