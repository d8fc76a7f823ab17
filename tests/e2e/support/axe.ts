import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe's WCAG 2.1 A/AA rules on the page (or only inside `include`) and expects no violation; a failure lists
 * each rule with its elements, after `label` (the step or page). The same rules run as with axe's defaults, but
 * only violations are collected in full (`resultTypes`): axe otherwise gathers and sends back every passing and
 * inapplicable element too. `node bench/axe-cpu.mjs` measured what that saves: the runner's share of a check
 * 0.29 → 0.19 CPU-seconds, the browser's unchanged (≈ 0.8), ≈ 6 % of a check in all. A check costs about what a
 * page load does (≈ 1 CPU-second), so a journey checks the states it shows, not every click (docs/testing.md).
 */
export async function expectNoAxeViolations(page: Page, label = '', options: { include?: string } = {}): Promise<void> {
  // options() replaces the run options, so it comes before withTags(), which adds the rule selection to them.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const prefix = label ? `${label} ` : '';
  expect(violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
