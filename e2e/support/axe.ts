import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 levels A and AA: what the shop promises (spec 000). */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The accessibility violations on the page as it is now, one line each ("rule: selector, selector"): empty
 * when it passes. One page (one state of a page) per journey: a scan takes seconds on a full page.
 * `include` narrows it to a part (an open dialog); `allRules` adds axe's best practices to WCAG.
 */
export async function axeViolations(page: Page, { include = '', allRules = false } = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page });
  if (include) axe = axe.include(include);
  if (!allRules) axe = axe.withTags(WCAG);
  const { violations } = await axe.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
