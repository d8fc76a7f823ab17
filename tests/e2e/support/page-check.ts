import { expectNoAxeViolations } from './axe';
import { expect, type Frame, type Page, type TestInfo } from '@playwright/test';
import { screenshot } from './photo';

/**
 * The buttons and links (and summaries, labels) of a document and its frames whose own text runs past their box:
 * drawn over their neighbours or cut at the edge ("Spin the wheel" once ran past both edges of the game frame's play
 * button on a 390 px phone). The text's own rectangles are compared with the box, so a rotated icon's corners or
 * a visually hidden "(opens in a new tab)" count for nothing; inline links (they wrap with the text), what is not
 * shown, and text cut on purpose with an ellipsis are left out.
 */
export async function labelsPastTheirBox(page: Page): Promise<string[]> {
  const inFrame = (frame: Frame) =>
    frame.evaluate(() => {
      const found: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>('button, a, [role="button"], summary, label')) {
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'contents' || style.visibility !== 'visible') continue;
        const box = element.getBoundingClientRect();
        // Visually hidden (1 px, clipped: "Skip to content" until focused) or not shown at all.
        if (box.width <= 1 || box.height <= 1) continue;
        let past = 0;
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          // SVG text is artwork fitted by its viewBox (the wordmark pins its width with textLength).
          if (!node.textContent?.trim() || node.parentElement?.closest('svg')) continue;
          let hidden = false;
          for (let parent = node.parentElement; parent && parent !== element.parentElement; parent = parent.parentElement) {
            const own = getComputedStyle(parent);
            const rect = parent.getBoundingClientRect();
            if (rect.width <= 1 || rect.height <= 1 || own.visibility !== 'visible' || (own.textOverflow === 'ellipsis' && own.overflowX !== 'visible')) {
              hidden = true;
              break;
            }
          }
          if (hidden) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) past = Math.max(past, box.left - rect.left, rect.right - box.right);
        }
        if (past > 1) {
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
          found.push(`${element.tagName.toLowerCase()} "${text}": text ${Math.round(past)} px past its box`);
        }
      }
      return found;
    });
  // A child frame may go away while it is read (a game frame reloading); the page itself must always answer.
  const read = (frame: Frame) =>
    frame === page.mainFrame() ? inFrame(frame) : inFrame(frame).catch((error: unknown) => (frame.isDetached() ? [] : Promise.reject(error)));
  return (await Promise.all(page.frames().map(read))).flat();
}

/**
 * One step of a journey, checked: the document has its title, nothing pushes the page wider than the viewport, no
 * button's or link's label runs past its box, axe finds no WCAG 2.1 A/AA violation; then a full-page screenshot
 * (only with E2E_SCREENSHOTS=1).
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // A step that ends in a page load (signing in does) is checked once the new document has its head: axe once
  // caught the document between the two, without a <title>.
  await page.waitForLoadState('load');
  await expect(page, `${name}: title`).toHaveTitle(/\S/, { timeout: 30_000 });
  // Nothing may push the page wider than the viewport (a long country name once did on mobile).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
  expect(await labelsPastTheirBox(page), `${name}: labels past their box`).toEqual([]);
  await expectNoAxeViolations(page, name);
  await screenshot(page, testInfo, name, true);
}
