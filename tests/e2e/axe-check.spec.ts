import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ONCE } from './support/once';

// The page checks trust one helper (support/axe.ts): it must still see every WCAG A/AA violation, with each element,
// in the page and in its frames, now that it runs in legacy mode and collects only violations in full, and keep to
// the rules of its tags and to `include`.
const PAGE = `<html><head><title>check</title></head><body>
  <p style="color:#aaa;background:#fff">low contrast</p><img src="a.png">
  <div id="inside"><img src="b.png"></div>
  <iframe title="framed" src="/frame"></iframe></body></html>`;
const FRAME = `<html lang="en"><head><title>framed</title></head><body><img src="c.png"></body></html>`;
const ORIGIN = 'http://axe-check.test';

test('the axe check reports every violation with its elements, within its rules and scope', ONCE, async ({ page }) => {
  // A page and its frame from one made-up origin, served by the test itself (no site server needed).
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: new URL(route.request().url()).pathname === '/frame' ? FRAME : PAGE }),
  );
  await page.goto(`${ORIGIN}/`);
  await expect(page.frameLocator('iframe').locator('img')).toHaveCount(1);
  const whole = await expectNoAxeViolations(page, 'whole').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(whole).toContain('whole color-contrast: p');
  expect(whole).toContain('whole html-has-lang: html');
  // The page's images and the one inside its frame (targeted as "iframe img"), in one entry (the message escapes
  // their quotes).
  expect(whole).toMatch(/whole image-alt: img\[src=\\?"a\.png\\?"\], img\[src=\\?"b\.png\\?"\], iframe img/);
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

// A button that rises in: its text holds a contrast too low for AA (opacity 0.3) until its 1 s entrance ends.
const FADING = `<html lang="en"><head><title>fading</title><style>
  @keyframes rise { from { opacity: 0.3 } to { opacity: 1 } }
  button { color: #fff; background: #1d4ed8; border: 0; padding: 12px; animation: rise 1000ms steps(1, end) }
</style></head><body><main><h1>fading</h1><button type="button">Accept</button></main></body></html>`;

test('the axe check judges the page once its entrance animations end, not mid-fade', ONCE, async ({ page }) => {
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: FADING }));
  // Mid-fade (held there), axe alone reports the contrast: what the helper used to catch now and then.
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual(['color-contrast']);
  // The helper waits the entrance out, then finds nothing.
  await page.goto(`${ORIGIN}/`);
  await expectNoAxeViolations(page, 'fading');
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});
