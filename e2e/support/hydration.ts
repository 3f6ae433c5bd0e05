import { expect, type Page } from '@playwright/test';

/** Waits until the page's scripts have taken over the server's markup (`<html data-hydrated>`, root.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]'), 'the page hydrated').toBeAttached();
}

/** page.goto, then waits for hydration: use it before typing into or clicking on a page (not page.goto). */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}
