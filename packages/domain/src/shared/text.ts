import { z } from 'zod';

/**
 * Text a person can type. Refused everywhere (forms, every API body, query and path parameter):
 * - C0 control characters and DEL: NUL cuts strings short in C libraries and logs, escape sequences
 *   repaint terminals, and no keyboard types them. Tab is whitespace anywhere (trimmed like a space);
 *   line feed and carriage return only in multi-line text;
 * - lone surrogates (half of a UTF-16 pair): not Unicode text at all; PostgreSQL refuses them (a 500
 *   before this rule) and a JSON body can carry them as `"\ud800"`.
 * The API refuses them as INVALID_FIELD with this message, naming the field (apps/server/src/http/
 * unsafe-text.ts walks every input); the zod helpers below put the same rule into the forms' fields.
 */
export const UNSAFE_TEXT_MESSAGE = 'Please remove the unsupported characters.';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u0008\u000a-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` holds nothing but text: no control character but tab (and line breaks if `multiline`). */
export function isSafeText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value) && !LONE_SURROGATE.test(value);
}

/** A one-line string field (names, e-mails, codes, search words): `z.string(params)` that refuses controls. */
export function textField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => isSafeText(v), { error: UNSAFE_TEXT_MESSAGE, abort: true });
}

/** A multi-line string field (messages, review texts): tab and line breaks allowed, other controls not. */
export function multilineTextField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => isSafeText(v, true), { error: UNSAFE_TEXT_MESSAGE, abort: true });
}

export interface UnsafeText {
  /** Where, as INVALID_FIELD names it: `a.b.0.c`, or the location itself for a bare value. */
  path: string;
}

/**
 * Every place in a parsed input (a JSON body, a query, path parameters) whose string, or whose object key,
 * is not safe text. `multiline` lets strings keep tab and line breaks (a body field may be a message; its
 * one-line fields refuse them through their own schema); paths and queries never need them. Stops after
 * `limit` finds.
 */
export function findUnsafeText(
  input: unknown,
  opts: { multiline?: boolean; limit?: number } = {},
): UnsafeText[] {
  const { multiline = false, limit = 20 } = opts;
  const found: UnsafeText[] = [];
  const visit = (value: unknown, path: string[], depth: number) => {
    if (found.length >= limit || depth > 32) return;
    if (typeof value === 'string') {
      if (!isSafeText(value, multiline)) found.push({ path: path.join('.') });
      return;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, [...path, String(i)], depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) found.push({ path: [...path, key].join('.') });
      else visit(item, [...path, key], depth + 1);
    }
  };
  visit(input, [], 0);
  return found;
}
