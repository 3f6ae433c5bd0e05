import { expect, type Page } from '@playwright/test';

// The page's CSS object model, as far as this check reads it (the e2e project is typed without the DOM).
interface Rule {
  cssText: string;
  selectorText?: string;
  style?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}
declare const document: {
  getElementById(id: string): { sheet?: Sheet } | null;
  querySelector(selector: string): unknown;
};
declare const CSSStyleSheet: new () => Sheet & { replaceSync(text: string): void };

/**
 * The selectors of the whole stylesheet that style an element of the page (hover and focus aside) with a
 * declaration missing from its inline CSS: what the page would show unstyled until the first tap.
 */
export async function uncovered(page: Page): Promise<string[]> {
  // The whole stylesheet, prefetched (not applied) once the page has loaded.
  const all = page.locator('link[rel="prefetch"][href*="/assets/styles-"]');
  await expect(all).toBeAttached();
  const href = (await all.getAttribute('href'))!;
  return page.evaluate(async (href) => {
    const whole = new CSSStyleSheet();
    whole.replaceSync(await (await fetch(href)).text());
    const inline = document.getElementById('app-styles')!.sheet!;
    // Top-level commas only: ":is(a, b)" stays one selector.
    const split = (list: string) => {
      const out: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < list.length; i++) {
        if (list[i] === '(') depth++;
        else if (list[i] === ')') depth--;
        else if (list[i] === ',' && depth === 0) {
          out.push(list.slice(start, i).trim());
          start = i + 1;
        }
      }
      return [...out, list.slice(start).trim()];
    };
    const declarations = (sheet: Sheet, each: (key: string, selector: string) => void) => {
      const walk = (rules: ArrayLike<Rule>, context: string) => {
        for (const rule of Array.from(rules)) {
          if (rule.selectorText !== undefined && rule.style) {
            for (const selector of split(rule.selectorText))
              for (const property of Array.from(rule.style))
                each(`${context}${selector} { ${property} }`, selector);
          } else if (rule.cssRules) {
            walk(rule.cssRules, `${context}${rule.cssText.slice(0, rule.cssText.indexOf('{'))}`);
          }
        }
      };
      walk(sheet.cssRules, '');
    };
    const present = new Set<string>();
    declarations(inline, (key) => present.add(key));
    const matches = new Map<string, boolean>();
    const styles = (selector: string) => {
      // Pseudo-elements and states are not what decides whether an element is there.
      const bare =
        selector
          .replace(/::?(before|after|placeholder|marker|backdrop|selection|-webkit-[\w-]+|-moz-[\w-]+)/g, '')
          .replace(/:(hover|focus|focus-visible|focus-within|active|visited)/g, '')
          .trim() || '*';
      if (!matches.has(bare)) {
        let found = false;
        try {
          found = document.querySelector(bare) !== null;
        } catch {
          found = false;
        }
        matches.set(bare, found);
      }
      return matches.get(bare)!;
    };
    const missing = new Set<string>();
    declarations(whole, (key, selector) => {
      if (!present.has(key) && styles(selector)) missing.add(key.slice(0, key.lastIndexOf(' {')));
    });
    return [...missing];
  }, href);
}
