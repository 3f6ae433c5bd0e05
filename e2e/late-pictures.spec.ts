import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * On a phone's slow network the pictures arrive after the text has been laid out. Every picture above the
 * fold has its box before it arrives, so nothing the shopper is reading moves when it does (layout shift:
 * the sum of the browser's own `layout-shift` entries, as Lighthouse's CLS counts them).
 */
test.use({ viewport: { width: 412, height: 823 } });

const PAGES = [
  '/',
  '/product',
  '/product/forest-sprite',
  '/news',
  '/news/inside-the-moss-golem-studio-session',
  '/collab/kiln-and-key',
  '/heritage',
];

/** Holds every uploaded picture until `release()`, as a network slower than the page's own bytes would. */
async function holdPictures(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/uploads/**', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

for (const path of PAGES) {
  test(`${path}: the pictures above the fold arriving late move nothing`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.shifted += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const pictures = await holdPictures(page);
    // Not `load`: it waits for the pictures held here.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await expect.poll(pictures.held, 'the page asked for its pictures').toBeGreaterThan(0);
    pictures.release();
    await page.waitForFunction(() =>
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
        })
        .every((img) => img.complete),
    );
    // Two frames: the layout after the last picture has been drawn and its shift reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  });
}
