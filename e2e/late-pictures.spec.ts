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

// Page scripts as text: the e2e project is typed without the DOM.
const COUNT_SHIFTS = `window.shifted = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.shifted += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });`;
const PICTURES_ON_SCREEN_ARRIVED = `[...document.images]
  .filter((img) => {
    const r = img.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  })
  .every((img) => img.complete)`;
// Two frames: the layout after the last picture has been drawn, and its shift reported.
const TWO_FRAMES = 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))';

for (const path of PAGES) {
  test(`${path}: the pictures above the fold arriving late move nothing`, async ({ page }) => {
    await page.addInitScript(COUNT_SHIFTS);
    const pictures = await holdPictures(page);
    // Not `load`: it waits for the pictures held here.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await expect.poll(pictures.held, 'the page asked for its pictures').toBeGreaterThan(0);
    pictures.release();
    // Polled from here: a function text evaluated in the page (waitForFunction) is refused by the shop's CSP.
    await expect
      .poll(() => page.evaluate(PICTURES_ON_SCREEN_ARRIVED), 'the pictures on screen arrived')
      .toBe(true);
    await page.evaluate(TWO_FRAMES);
    expect(await page.evaluate('window.shifted')).toBe(0);
  });
}
