import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ONCE } from './support/once';

// The page checks trust one helper (support/axe.ts): it must still see every WCAG A/AA violation, with each element,
// now that it collects only violations in full, and keep to the rules of its tags and to `include`.
const PAGE = `<html><head><title>check</title></head><body>
  <p style="color:#aaa;background:#fff">low contrast</p><img src="a.png">
  <div id="inside"><img src="b.png"></div></body></html>`;

test('the axe check reports every violation with its elements, within its rules and scope', ONCE, async ({ page }) => {
  await page.setContent(PAGE);
  const whole = await expectNoAxeViolations(page, 'whole').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(whole).toContain('whole color-contrast: p');
  expect(whole).toContain('whole html-has-lang: html');
  // Both images, in one entry (the message escapes their quotes).
  expect(whole).toMatch(/whole image-alt: img\[src=\\?"a\.png\\?"\], img\[src=\\?"b\.png\\?"\]/);
  // Best practices are not WCAG rules: "region" (content outside landmarks, as all of it is here) is not asked for.
  expect(whole).not.toContain('region');
  const inside = await expectNoAxeViolations(page, 'inside', { include: '#inside' }).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(inside).toMatch(/inside image-alt: img\[src=\\?"b\.png\\?"\]/);
  expect(inside).not.toContain('a.png');
  expect(inside).not.toContain('color-contrast');
});
