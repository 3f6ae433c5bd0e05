import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, multilineTextField, textField, UNSAFE_TEXT_MESSAGE } from './text.ts';

describe('isSafeText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', '\u0007'],
    ['escape sequence', '\u001b[2J'],
    ['DEL', 'x\u007f'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'ok\ud83d'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('refuses %s', (_name, value) => {
    expect(isSafeText(value)).toBe(false);
    expect(isSafeText(value, true)).toBe(false);
  });

  it('keeps text in any script, emoji (whole pairs) included', () => {
    for (const ok of ['Zoë', '東京', 'كيكاب', '😀 keycaps', 'a\u00a0b', ''])
      expect(isSafeText(ok)).toBe(true);
  });

  it('tab anywhere, line breaks only where text may have several lines', () => {
    expect(isSafeText('a\tb')).toBe(true);
    for (const c of ['\n', '\r\n', '\r']) {
      expect(isSafeText(`a${c}b`)).toBe(false);
      expect(isSafeText(`a${c}b`, true)).toBe(true);
    }
    expect(isSafeText('a\u000bb', true)).toBe(false); // vertical tab is not a line break people type
  });
});

describe('textField and multilineTextField', () => {
  it("refuse unsafe text with the one message, before the field's own rules", () => {
    const name = textField({ error: 'Name is required.' }).trim().min(1, { error: 'Name is required.' });
    const result = name.safeParse('\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(name.safeParse('Ada').success).toBe(true);
    expect(multilineTextField().safeParse('line one\nline two').success).toBe(true);
    expect(multilineTextField().safeParse('bad\u0000').success).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('names every unsafe string and key of a nested input', () => {
    const input = {
      name: 'Ada',
      lines: ['fine', 'bad\u0000'],
      nested: { deeper: { x: '\ud800' } },
      'key\u0000': 'value',
      count: 3,
      message: 'two\nlines',
    };
    expect(findUnsafeText(input).map((f) => f.path)).toEqual([
      'lines.1',
      'nested.deeper.x',
      'key\u0000',
      'message',
    ]);
    expect(findUnsafeText(input, { multiline: true }).map((f) => f.path)).toEqual([
      'lines.1',
      'nested.deeper.x',
      'key\u0000',
    ]);
    expect(findUnsafeText('\u0000')).toEqual([{ path: '' }]);
    expect(findUnsafeText(undefined)).toEqual([]);
  });
});
