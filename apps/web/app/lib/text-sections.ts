/**
 * The browser starts with the texts of the shell and of the routes in FIRST_TEXT_ROUTES (the home page):
 * the sections below of locales/en.json. Every other route module, and the account dialogs, bring the
 * rest of the file with them (lib/all-texts.ts; vite.config.ts wires it), so a page never renders a text
 * it does not have. The server always has every text. text-sections.test.ts checks that the shell and
 * the home page use no other section: add a section here when they start to.
 */
export const FIRST_TEXT_SECTIONS: readonly string[] = [
  'app',
  'nav',
  'search',
  'banner',
  'footer',
  'enjoy',
  'newsletter',
  'captcha',
  'popups',
  'contactForm',
  'home',
  'catalog',
  'countdown',
  'errorPages',
  'dialog',
  'toast',
  'validation',
  'ERRORS',
];

/** Route modules (relative to app/) that need only the first texts. */
export const FIRST_TEXT_ROUTES: readonly string[] = ['routes/home.tsx'];
