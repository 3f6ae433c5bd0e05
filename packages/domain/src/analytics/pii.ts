/**
 * Spec 002 §5: "Field names that suggest personal data trigger a warning and are masked in logs." Events
 * never carry such fields on (the sanitiser builds a fresh event from the known fields only); the logs of a
 * rejected event show their names and `***`.
 */
const PII_NAME =
  /(^|_|\b)(e_?mail|phone|mobile|tel|first_?name|last_?name|full_?name|user_?name|address|street|zip|postal|post_?code|password|passwd|ssn|social_?security|credit_?card|card_?number|cvv|iban|birth|dob|ip_?address|ip)($|_|\b)/i;

export function isPiiField(name: string): boolean {
  return PII_NAME.test(name.replace(/([a-z])([A-Z])/g, '$1_$2'));
}

export const MASK = '***';

/** A copy of `value` for a log line: values under PII-like keys become `***`, at any depth. */
export function maskForLog(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskForLog(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = isPiiField(key) ? MASK : maskForLog(v, depth + 1);
  return out;
}

/** The PII-like field names of an object and of its items, as paths (`email`, `items[0].phone`). */
export function piiFields(raw: Record<string, unknown>): string[] {
  const found = Object.keys(raw).filter(isPiiField);
  if (Array.isArray(raw.items)) {
    raw.items.forEach((item, i) => {
      if (item && typeof item === 'object')
        for (const key of Object.keys(item)) if (isPiiField(key)) found.push(`items[${i}].${key}`);
    });
  }
  return found;
}
