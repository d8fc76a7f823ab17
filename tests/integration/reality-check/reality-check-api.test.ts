import { and, eq, sql } from 'drizzle-orm';
import * as logoutRoute from '@/app/api/v1/player/activity_check/logout/route';
import * as minutesRoute from '@/app/api/v1/player/activity-timer/minutes_remaining/route';
import * as resetRoute from '@/app/api/v1/player/activity-timer/reset_timer/route';
import * as settingsRoutes from '@/app/api/v1/player/activity-timer/settings/route';
import * as summaryRoute from '@/app/api/v1/player/activity-timer/summary/route';
import * as latestLogRoute from '@/app/api/v1/player/latest-activity-log/route';
import { activitySummarySchema, activityTimerSettingsSchema, minutesRemainingSchema } from '@/lib/reality-check/schemas';
import { playerActivityLog, playerActivityTimers, playerSessions } from '@/server/db/schema';
import { executeRows } from '@/server/db/execute-rows';
import { getMinutesRemaining } from '@/server/domains/reality-check/get-minutes-remaining';
import { reverseOperation } from '@/server/domains/ledger/reverse-operation';
import { useTestDatabase } from '../support/setup';
import { identityTokenFor, insertPlayer } from '../support/players';
import { insertVerifiedPlayer } from '../ledger/support/ledger-fixtures';
import { backdateOperation, backdateSessions, call, deposit, gaming } from './support';

const database = useTestDatabase();
const SETTINGS = '/v1/player/activity-timer/settings';
const MINUTES = '/v1/player/activity-timer/minutes_remaining';
const RESET = '/v1/player/activity-timer/reset_timer';
const SUMMARY = '/v1/player/activity-timer/summary';
const LOGOUT = '/v1/player/activity_check/logout';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('reality-check settings (identity-and-account §3, §7)', () => {
  it('answers TWO_HOURS (120 minutes) until the player chooses, then the choice', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const first = await call(settingsRoutes.GET, SETTINGS, { playerId });
    expect(first).toMatchObject({ status: 200, body: { settings: 'TWO_HOURS', intervalMinutes: 120, activityTimerOn: true } });
    expect(activityTimerSettingsSchema.parse(first.body)).toBeTruthy();
    for (const [settings, intervalMinutes] of [
      ['HALF_AN_HOUR', 30],
      ['HOUR', 60],
      ['NOT_SET', null],
    ] as const) {
      const set = await call(settingsRoutes.PATCH, SETTINGS, { playerId }, { method: 'PATCH', body: { settings } });
      expect(set).toMatchObject({ status: 200, body: { settings, intervalMinutes, activityTimerOn: intervalMinutes !== null } });
      expect((await call(settingsRoutes.GET, SETTINGS, { playerId })).body).toMatchObject({ settings });
    }
  });

  it.each([
    ['an unknown interval', { settings: 'THREE_HOURS' }],
    ['minutes instead of a name', { settings: 30 }],
    ['an extra field', { settings: 'HOUR', playerId: 1 }],
    ['no body field', {}],
  ])('refuses %s with 400 and the field errors, writing nothing', async (_name, body) => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const answer = await call(settingsRoutes.PATCH, SETTINGS, { playerId }, { method: 'PATCH', body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'error.request.validation', fieldErrors: [expect.objectContaining({ objectName: 'activityTimerSettings' })] });
    expect(await db.select().from(playerActivityTimers)).toEqual([]);
  });

  it('refuses malformed JSON with 400 and anonymous callers with 401 on every call', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    expect((await call(settingsRoutes.PATCH, SETTINGS, { playerId }, { method: 'PATCH', rawBody: '{"settings":' })).status).toBe(400);
    for (const [handler, path, method] of [
      [settingsRoutes.GET, SETTINGS, 'GET'],
      [settingsRoutes.PATCH, SETTINGS, 'PATCH'],
      [minutesRoute.GET, MINUTES, 'GET'],
      [resetRoute.PATCH, RESET, 'PATCH'],
      [summaryRoute.GET, SUMMARY, 'GET'],
      [logoutRoute.POST, LOGOUT, 'POST'],
      [latestLogRoute.GET, '/v1/player/latest-activity-log', 'GET'],
    ] as const) {
      const answer = await call(handler, path, null, { method, ...(method === 'PATCH' && path === SETTINGS ? { body: { settings: 'HOUR' } } : {}) });
      expect([path, method, answer.status, answer.body.code]).toEqual([path, method, 401, 'error.unauthorized']);
    }
  });

  it('parallel changes and resets each answer 200 and leave one row with one of the asked settings', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const token = await identityTokenFor(playerId);
    const choices = ['HALF_AN_HOUR', 'HOUR', 'TWO_HOURS', 'NOT_SET'] as const;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 3 === 0
          ? call(resetRoute.PATCH, RESET, { token }, { method: 'PATCH' })
          : call(settingsRoutes.PATCH, SETTINGS, { token }, { method: 'PATCH', body: { settings: choices[index % 4] } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const rows = await db.select().from(playerActivityTimers).where(eq(playerActivityTimers.playerId, playerId));
    expect(rows).toHaveLength(1);
    expect(choices).toContain(rows[0]?.settings);
  });

  it('changes only the caller’s own setting', async () => {
    const { db } = database().handle;
    const alice = await insertPlayer(db, 'alice@example.com');
    const bob = await insertPlayer(db, 'bob@example.com');
    await call(settingsRoutes.PATCH, SETTINGS, { playerId: alice }, { method: 'PATCH', body: { settings: 'HALF_AN_HOUR' } });
    expect((await call(settingsRoutes.GET, SETTINGS, { playerId: bob })).body).toMatchObject({ settings: 'TWO_HOURS' });
    expect((await call(settingsRoutes.GET, SETTINGS, { playerId: alice })).body).toMatchObject({ settings: 'HALF_AN_HOUR' });
  });
});

describe('activity timer: minutes remaining and reset (identity-and-account §4)', () => {
  it('counts from the session’s start on the server, so a reload does not restart it', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const token = await identityTokenFor(playerId);
    const fresh = await call(minutesRoute.GET, MINUTES, { token });
    expect(fresh).toMatchObject({ status: 200, body: { settings: 'TWO_HOURS', minutesRemaining: 120, elapsedMinutes: 0 } });
    expect(minutesRemainingSchema.parse(fresh.body)).toBeTruthy();
    await backdateSessions(db, playerId, 25);
    expect((await call(minutesRoute.GET, MINUTES, { token })).body).toMatchObject({ minutesRemaining: 95, elapsedMinutes: 25 });
    await call(settingsRoutes.PATCH, SETTINGS, { token }, { method: 'PATCH', body: { settings: 'HALF_AN_HOUR' } });
    expect((await call(minutesRoute.GET, MINUTES, { token })).body).toMatchObject({ settings: 'HALF_AN_HOUR', minutesRemaining: 5 });
    await backdateSessions(db, playerId, 31);
    expect((await call(minutesRoute.GET, MINUTES, { token })).body).toMatchObject({ minutesRemaining: 0, elapsedMinutes: 31 });
    // Asked again (another tab, a reload): still due, never restarted by a read.
    expect((await call(minutesRoute.GET, MINUTES, { token })).body).toMatchObject({ minutesRemaining: 0 });
  });

  it('answers null minutes with NOT_SET (no reality check)', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const token = await identityTokenFor(playerId);
    await call(settingsRoutes.PATCH, SETTINGS, { token }, { method: 'PATCH', body: { settings: 'NOT_SET' } });
    await backdateSessions(db, playerId, 600);
    expect((await call(minutesRoute.GET, MINUTES, { token })).body).toMatchObject({ activityTimerOn: false, minutesRemaining: null, elapsedMinutes: 600 });
  });

  it('reset (continue) starts the timer again from now and is logged; another player’s timer is untouched', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const other = await insertPlayer(db, 'b@example.com');
    const token = await identityTokenFor(playerId);
    const otherToken = await identityTokenFor(other);
    await call(settingsRoutes.PATCH, SETTINGS, { token }, { method: 'PATCH', body: { settings: 'HALF_AN_HOUR' } });
    await backdateSessions(db, playerId, 40);
    await backdateSessions(db, other, 40);
    expect((await call(minutesRoute.GET, MINUTES, { token })).body).toMatchObject({ minutesRemaining: 0 });
    const reset = await call(resetRoute.PATCH, RESET, { token }, { method: 'PATCH' });
    expect(reset).toMatchObject({ status: 200, body: { settings: 'HALF_AN_HOUR', minutesRemaining: 30, elapsedMinutes: 0 } });
    expect((await call(minutesRoute.GET, MINUTES, { token })).body).toMatchObject({ minutesRemaining: 30 });
    expect((await call(minutesRoute.GET, MINUTES, { token: otherToken })).body).toMatchObject({ minutesRemaining: 80, elapsedMinutes: 40 });
    const latest = await call(latestLogRoute.GET, '/v1/player/latest-activity-log', { token });
    expect(latest).toMatchObject({ status: 200, body: { event: 'REALITY_CHECK_CONTINUED', note: expect.stringContaining('continued') } });
    expect((await call(latestLogRoute.GET, '/v1/player/latest-activity-log', { token: otherToken })).body).toEqual({
      note: null,
      event: null,
      createdAt: null,
    });
  });

  it('a session the platform did not mint (no player_access_id) starts its timer at the first look, once', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const first = await getMinutesRemaining(db, { playerId }, minutesAgo(20));
    const later = await getMinutesRemaining(db, { playerId });
    expect(later.startedAt).toBe(first.startedAt);
    expect(later).toMatchObject({ minutesRemaining: 100, elapsedMinutes: 20 });
  });

  it('a new sign-in starts a new timer even after an old reset', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    await db.insert(playerActivityTimers).values({ playerId, settings: 'HOUR', resetAt: minutesAgo(50) });
    const token = await identityTokenFor(playerId);
    expect((await call(minutesRoute.GET, MINUTES, { token })).body).toMatchObject({ minutesRemaining: 60 });
  });
});

describe('activity summary (identity-and-account §3 {settings, turnover, winnings, delta})', () => {
  it('equals the ledger’s bets and wins (less voids and corrections) since the session start or last reset', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const other = await insertVerifiedPlayer(db, 'b@example.com');
    await deposit(db, playerId, 100_000n);
    await deposit(db, other, 100_000n);
    const token = await identityTokenFor(playerId);
    await backdateSessions(db, playerId, 45);
    // Before the session: never counted.
    const before = await gaming(db, playerId, 'BET', 7_000n);
    await backdateOperation(db, before.operationId, minutesAgo(60));
    // In the session: stakes 1,000 + 250 + 2,000 (one voided: −250, one corrected: −2,000); wins 1,730 + 500 (voided: −500).
    await gaming(db, playerId, 'BET', 1_000n);
    await gaming(db, playerId, 'BET', 250n);
    await gaming(db, playerId, 'BET_VOID', 250n);
    const corrected = await gaming(db, playerId, 'BET', 2_000n);
    await reverseOperation(db, { operationId: corrected.operationId, idempotencyKey: 'correct-bet' });
    await gaming(db, playerId, 'WIN', 1_730n);
    await gaming(db, playerId, 'WIN', 500n);
    await gaming(db, playerId, 'WIN_VOID', 500n);
    // Another player's play: never in this player's summary.
    await gaming(db, other, 'BET', 9_999n);
    const summary = await call(summaryRoute.GET, SUMMARY, { token });
    expect(summary.status).toBe(200);
    expect(activitySummarySchema.parse(summary.body)).toBeTruthy();
    expect(summary.body).toMatchObject({ settings: 'TWO_HOURS', currency: 'EUR', turnover: 1_000, winnings: 1_730, delta: 730, elapsedMinutes: 45 });
    // The same figures read straight from the ledger: the player's postings per kind in the last 45 minutes.
    const rows = await executeRows<{ kind: string; total: string }>(
      db,
      sql`
      select coalesce(o.reversed_type, o.type) as kind, sum(p.amount)::text as total
        from ledger_postings p
        join (select x.*, r.type as reversed_type from ledger_operations x left join ledger_operations r on r.operation_id = x.reverses_operation_id) o
          using (operation_id)
        join ledger_accounts a using (account_id)
       where a.owner_type = 'PLAYER' and a.owner_id = ${playerId} and o.created_at >= now() - interval '45 minutes'
       group by 1`,
    );
    const total = (kind: string) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
    expect(summary.body.turnover).toBe(-(total('BET') + total('BET_VOID')));
    expect(summary.body.winnings).toBe(total('WIN') + total('WIN_VOID'));
    expect(summary.body.delta).toBe(total('BET') + total('BET_VOID') + total('WIN') + total('WIN_VOID'));

    const reset = await call(resetRoute.PATCH, RESET, { token }, { method: 'PATCH' });
    expect(reset.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await gaming(db, playerId, 'BET', 400n);
    expect((await call(summaryRoute.GET, SUMMARY, { token })).body).toMatchObject({ turnover: 400, winnings: 0, delta: -400, elapsedMinutes: 0 });
    expect((await call(summaryRoute.GET, SUMMARY, { playerId: other })).body).toMatchObject({ turnover: 0, winnings: 0, delta: 0 });
  });
});

describe('POST /player/activity_check/logout', () => {
  it('logs the choice, ends the caller’s session only, and clears the cookie', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const token = await identityTokenFor(playerId);
    const otherDevice = await identityTokenFor(playerId);
    const answer = await call(logoutRoute.POST, LOGOUT, { token }, { method: 'POST' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toMatch(/id_token=;|Max-Age=0/);
    expect((await call(minutesRoute.GET, MINUTES, { token })).status).toBe(401);
    expect((await call(minutesRoute.GET, MINUTES, { token: otherDevice })).status).toBe(200);
    const log = await db
      .select()
      .from(playerActivityLog)
      .where(and(eq(playerActivityLog.playerId, playerId), eq(playerActivityLog.event, 'REALITY_CHECK_LOGOUT')));
    expect(log).toHaveLength(1);
    const sessions = await db.select().from(playerSessions).where(eq(playerSessions.playerId, playerId));
    expect(sessions.filter((session) => session.revokedAt !== null)).toHaveLength(1);
  });
});
