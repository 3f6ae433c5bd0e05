import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityPreloadStream, lowPriorityPreloads } from './preload-priority.server.ts';

const page =
  '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/b.js"/></head><body>rel="modulepreload" as text</body>';
const expected = page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

async function streamed(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const c of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityPreloadStream()))
    out.push(c as Buffer);
  return Buffer.concat(out).toString();
}

describe('module preloads at low priority', () => {
  it('marks every module preload and leaves other links alone', () => {
    const out = lowPriorityPreloads(Buffer.from(page)).toString();
    expect(out).toBe(expected);
    expect(out).toContain('<link rel="stylesheet" href="/s.css"/>');
  });

  it('gives a page without preloads back as it was', () => {
    const html = Buffer.from('<p>nothing to do</p>');
    expect(lowPriorityPreloads(html)).toBe(html);
  });

  it('finds the attribute when a streamed chunk ends inside it, at every cut', async () => {
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(await streamed([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
    expect(await streamed(page.split(''))).toBe(expected);
  });
});
