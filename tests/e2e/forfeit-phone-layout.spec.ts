import { expect, test } from '@playwright/test';
import { playerWithWelcomeBonus } from './support/bonus-player';
import { checkPage } from './support/page-check';
import { screenshot } from './support/photo';

// Phone width (the mobile project picks this file up by its name): the forfeit-on-withdrawal modal fits a Pixel 7,
// passes axe and keeps both actions reachable. The journey itself runs at desktop (forfeit-on-withdrawal.spec.ts).
test('the forfeit-on-withdrawal modal at phone width', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await playerWithWelcomeBonus(page, testInfo, 'fwithdraw-phone');
  await page.goto('/en-UN/my-account/banking/withdraw');
  await expect(page.getByTestId('withdraw-form')).toContainText('€50.00', { timeout: 30_000 });
  await page.getByLabel('Amount').fill('20');
  await page.getByTestId('withdraw-submit').click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawing forfeits your bonus' });
  await expect(dialog.getByTestId('withdraw-forfeit-payout')).toBeVisible({ timeout: 30_000 });
  for (const name of ['Keep my bonus', 'Forfeit and withdraw']) {
    const button = dialog.getByRole('button', { name }).last();
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  }
  await checkPage(page, testInfo, 'fwithdraw-phone-modal');
  await dialog.getByTestId('withdraw-forfeit-bonus').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'fwithdraw-phone-modal-viewport');
});
