import { describe, expect, it } from 'vitest';
import { absoluteUrl, plainDescription } from './public-url.ts';
import { isSafeHref, isSafeImageSrc, sanitizeHtml, sanitizeOnce } from './sanitize-html.ts';

describe('the allow-list', () => {
  it('links: http(s), mailto, site paths and anchors only', () => {
    for (const ok of ['https://a.example/x', 'http://a.example', 'mailto:a@b.c', '/news/x', '#top']) {
      expect(isSafeHref(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:x',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'vbscript:x',
      'x',
    ]) {
      expect(isSafeHref(bad), bad).toBe(false);
    }
  });

  it('images: https and site paths only', () => {
    expect(isSafeImageSrc('https://cdn.example/a.png')).toBe(true);
    expect(isSafeImageSrc('/uploads/a.png')).toBe(true);
    for (const bad of [
      'http://cdn.example/a.png',
      '//cdn.example/a.png',
      'data:image/png;base64,AA',
      'a.png',
    ]) {
      expect(isSafeImageSrc(bad), bad).toBe(false);
    }
  });

  it('entity-encoded schemes are decoded before the check', async () => {
    const html = await sanitizeHtml(
      '<a href="jav&#x09;ascript:alert(1)">a</a><a href="&#106;avascript:x">b</a>',
    );
    expect(html).toBe('<a>a</a><a>b</a>');
  });

  it('the hooks apply only inside sanitizeHtml (the shared instance is left as it was)', async () => {
    const { default: purify } = await import('isomorphic-dompurify');
    expect(purify.sanitize('<a href="https://a.example">x</a>')).toBe('<a href="https://a.example">x</a>');
    expect(await sanitizeHtml('<a href="https://a.example">x</a>')).toContain('target="_blank"');
  });

  it('sanitizeOnce answers the same text for the same input, from its cache', async () => {
    const dirty = '<p onclick="x()">hi</p>';
    expect(await sanitizeOnce(dirty)).toBe('<p>hi</p>');
    expect(await sanitizeOnce(dirty)).toBe('<p>hi</p>');
    expect(await sanitizeOnce('')).toBe('');
  });
});

describe('meta helpers', () => {
  it('absoluteUrl joins PUBLIC_URL and a path, and keeps absolute URLs', () => {
    expect(absoluteUrl({ publicUrl: 'https://shop.example/' }, '/news/a')).toBe(
      'https://shop.example/news/a',
    );
    expect(absoluteUrl({ publicUrl: 'https://shop.example' }, 'https://cdn.example/x.png')).toBe(
      'https://cdn.example/x.png',
    );
  });

  it('plainDescription strips tags and cuts at a word', () => {
    expect(plainDescription('<h3>Concept</h3><p>Creatures &nbsp; of the forest.</p>')).toBe(
      'Concept Creatures of the forest.',
    );
    const long = plainDescription(`<p>${'word '.repeat(60)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('word…')).toBe(true);
  });
});
