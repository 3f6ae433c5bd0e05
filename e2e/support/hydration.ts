import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's scripts have taken over the server's markup (`<html data-hydrated>`, root.tsx),
 * and the parts hydrated after it (below the fold, `data-deferred` until then: shell/deferred.tsx) too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]'), 'the page hydrated').toBeAttached();
  await expect(page.locator('[data-deferred]'), 'the parts below the fold hydrated').toHaveCount(0);
}

/** page.goto, then waits for hydration: use it before typing into or clicking on a page (not page.goto). */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}
