import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Entrance animations and transitions up to this long are waited out before a check (longer or endless ones are not). */
export const SETTLE_ANIMATIONS_MS = 1_000;

/**
 * Waits until no short animation or transition of the page is running: axe judges the settled page, not a frame
 * mid-fade. The cookie banner and the dialogs rise in over 220 ms, fading from transparent; a check caught the
 * banner's button at part opacity and reported its colour contrast (a flaky `identity-access.spec.ts` step).
 * Endless animations (loading shimmer, spinning reels) and long ones (a race) are part of the page as it stays and
 * are checked as they are.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    (longest) =>
      document.getAnimations().every((animation) => {
        if (animation.playState !== 'running') return true;
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end !== 'number' || !Number.isFinite(end) || end > longest;
      }),
    SETTLE_ANIMATIONS_MS,
    { timeout: 10_000 },
  );
}

/**
 * Runs axe's WCAG 2.1 A/AA rules on the page and its frames (or only inside `include`) and expects no violation; a
 * failure lists each rule with its elements, after `label` (the step or page). The rules are axe's for those tags;
 * how they run is made cheaper, measured by `node bench/axe-cpu.mjs` (CPU-seconds per check, browser + runner):
 * - `setLegacyMode()`: axe is injected into every frame and runs from the top one, which gathers the frames'
 *   results over postMessage, instead of running each frame apart and then opening a blank page to merge them
 *   (a new renderer per check): 1.0 → 0.49 on four pages, the casino lobby 1.8 → 0.7. It tests every frame the page
 *   can reach, the game frame included; `tests/e2e/axe-check.spec.ts` proves a violation inside a frame is found.
 * - `resultTypes: ['violations']`: only violations are collected with every element; axe otherwise gathers and
 *   sends back every passing and inapplicable element too (the runner's share 0.29 → 0.19).
 * A check still costs about half a page load, so a journey checks the states it shows, not every click.
 */
export async function expectNoAxeViolations(page: Page, label = '', options: { include?: string } = {}): Promise<void> {
  await settleAnimations(page);
  // options() replaces the run options, so it comes before withTags(), which adds the rule selection to them.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const prefix = label ? `${label} ` : '';
  expect(violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
