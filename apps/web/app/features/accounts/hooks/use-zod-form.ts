import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** First issue per top-level field, as the spec's forms show one message per field. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/**
 * A small form state for the account dialogs, validated with the shared zod schema: a field's error shows
 * once it was left (blur) or after the first submit, and updates as the shopper types from then on.
 * Server answers can put their own error on a field (`setServerError`) until that field changes.
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
  /** Cross-field rules to show at once: zod runs an object's refinements only once its fields pass. */
  crossCheck?: (values: V) => FieldErrors,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const result = schema.safeParse(values);
  const ruleErrors = { ...crossCheck?.(values), ...(result.success ? {} : issuesByField(result.error)) };

  function errorOf(name: keyof V & string): string | undefined {
    if (serverErrors[name]) return serverErrors[name];
    return submitted || touched[name] ? ruleErrors[name] : undefined;
  }

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => ({ ...e, [name as string]: undefined }));
  }

  return {
    values,
    set,
    errorOf,
    blur: (name: keyof V) => setTouched((t) => ({ ...t, [name]: true })),
    setServerError: (name: keyof V & string, message: string) =>
      setServerErrors((e) => ({ ...e, [name]: message })),
    /**
     * Marks every field as shown and says whether the form is valid leaving out `pending` fields (the
     * captcha's payload, which comes later): a form shows its messages at once, before any slow step.
     */
    check(pending: readonly (keyof V & string)[] = []): boolean {
      setSubmitted(true);
      return Object.entries(ruleErrors).every(([name, error]) => !error || pending.includes(name));
    },
    /** Marks every field as shown; the parsed values when valid, otherwise null. */
    submit(extra: Partial<V> = {}): z.output<S> | null {
      setSubmitted(true);
      const final = Object.keys(extra).length > 0 ? schema.safeParse({ ...values, ...extra }) : result;
      return final.success ? final.data : null;
    },
  };
}

/** The confirm field's mismatch, shown while other fields are still incomplete. */
export const confirmCheck =
  (message: string) =>
  (v: { password: string; confirmPassword: string }): FieldErrors =>
    v.confirmPassword && v.confirmPassword !== v.password ? { confirmPassword: message } : {};
