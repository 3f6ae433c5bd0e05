import { describe, expect, it } from 'vitest';
import { hasText, plainText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps allowed tags without their attributes', () => {
    expect(sanitizeRichText('<ul class="x" onclick="evil()"><li>A</li></ul>')).toBe('<ul><li>A</li></ul>');
  });

  it('turns other tags and stray brackets into text, keeps entities', () => {
    expect(sanitizeRichText('<script>alert(1)</script>a < b &amp; c & d')).toBe(
      'alert(1)a &lt; b &amp; c &amp; d',
    );
    expect(sanitizeRichText('<img src=x onerror=alert(1)>hi')).toBe('hi');
  });

  it('balances tags so nothing leaks out', () => {
    expect(sanitizeRichText('<p><strong>bold</p>tail</em>')).toBe('<p><strong>bold</strong></p>tail');
    expect(sanitizeRichText('<ul><li>open')).toBe('<ul><li>open</li></ul>');
  });

  it('knows empty copy and makes plain text', () => {
    expect(hasText('<p> </p>')).toBe(false);
    expect(plainText('<p>Hand&nbsp;made</p><ul><li>resin</li></ul>')).toBe('Hand made resin');
  });
});
