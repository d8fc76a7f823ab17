import { expect, type FrameLocator, type Page } from '@playwright/test';

/**
 * Opens a game page as the signed-in player and waits until the launcher shows the real-money frame: the
 * launcher in real mode with its game, and the game client itself saying "Real money". The launcher waits for
 * the player's access context before its first (single-use) launch (components/game/game-launcher.tsx), so this
 * frame is the one the rounds run in; the journeys prove it by the rounds counted in it. Replaces a poll that
 * slept 2 s at a time until the frame's address had stopped changing.
 */
export async function openRealMoneyGame(page: Page, slug: string): Promise<FrameLocator> {
  await page.goto(`/en-UN/play/${slug}`);
  const launcher = page.getByTestId('game-launcher');
  await expect(launcher).toHaveAttribute('data-mode', 'real', { timeout: 60_000 });
  await expect(launcher).toHaveAttribute('data-state', 'GAME', { timeout: 60_000 });
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('money-mode')).toHaveText('Real money', { timeout: 60_000 });
  return frame;
}
