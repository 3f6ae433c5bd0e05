import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a browser console error or an uncaught page error: a page that "works" while
 * throwing is broken for someone.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        // The browser reports the document's own 4xx status (a 404 page is meant to answer 404).
        if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text()))
          errors.push(`console: ${msg.text()}`);
      });
      await use(errors);
      expect(errors, 'no console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
