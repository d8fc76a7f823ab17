import { eq } from 'drizzle-orm';
import { players } from '@/server/db/schema';
import { assertMayClaim } from '@/server/domains/bonus';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';

// Bonuses are refused while a time-out or self-exclusion runs (issue 23 item 4 with issue 21 item 2): the one gate
// every claim, bonus code and deposit bonus passes asks the protection domain, and the block ends by itself.
const getDb = useTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

describe('the bonus gate during a time-out or self-exclusion', () => {
  it('refuses a timed-out player and lets them claim again when the time-out is over', async () => {
    const db = getDb().handle.db;
    const playerId = await insertPlayer(db, 'bonus-timeout@example.com');
    await expect(assertMayClaim(db, playerId)).resolves.toMatchObject({ playerId });
    const until = new Date(Date.now() + 7 * DAY);
    await db.update(players).set({ timeoutUntil: until }).where(eq(players.playerId, playerId));
    await expect(assertMayClaim(db, playerId)).rejects.toMatchObject({ code: 'error.bonus.restricted' });
    await expect(assertMayClaim(db, playerId, new Date(until.getTime() + 1000))).resolves.toMatchObject({ playerId });
  });

  it('refuses a self-excluded player, indefinitely excluded included', async () => {
    const db = getDb().handle.db;
    const playerId = await insertPlayer(db, 'bonus-excluded@example.com');
    await db
      .update(players)
      .set({ exclusionUntil: new Date(Date.now() + 200 * DAY) })
      .where(eq(players.playerId, playerId));
    await expect(assertMayClaim(db, playerId)).rejects.toMatchObject({ code: 'error.bonus.restricted' });
    await db.update(players).set({ status: 'SELF_EXCLUDED', exclusionUntil: null }).where(eq(players.playerId, playerId));
    await expect(assertMayClaim(db, playerId)).rejects.toMatchObject({ code: 'error.bonus.restricted' });
  });
});
