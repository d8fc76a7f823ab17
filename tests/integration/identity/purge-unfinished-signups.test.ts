import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { ledgerAccounts, players, verificationCodes } from '@/server/db/schema';
import { purgeUnfinishedSignups } from '@/server/domains/identity/purge-unfinished-signups';
import { UNFINISHED_SIGNUP_RETENTION_MS } from '@/server/domains/identity/unfinished-signup-policy';
import { useTestDatabase } from '../support/setup';
import { CAPTCHA, codeBody, insertRegistered, playerRow, post, registerPre } from './support';
import { POST as smsRequest } from '@/app/api/v1/player/registration/sms_request/route';

const database = useTestDatabase();
jest.setTimeout(60_000);
const HOUR = 60 * 60_000;

/** Moves a pending sign-up's token expiry into the past, as if the player had left `ago` ms after it ran out. */
async function expireToken(playerId: number, ago: number): Promise<void> {
  await database()
    .handle.db.update(players)
    .set({ registrationTokenExpiresAt: new Date(Date.now() - ago) })
    .where(eq(players.playerId, playerId));
}

describe('purgeUnfinishedSignups', () => {
  it('deletes PRE_REGISTERED sign-ups a day after their token ran out, with their codes; keeps newer ones and real players', async () => {
    const { db } = database().handle;
    const old = await registerPre({ email: 'old@example.com' });
    expect(
      (await smsRequest(post('/v1/player/registration/sms_request', codeBody(old.playerId), { 'Registration-Token': old.token, ...CAPTCHA }))).status,
    ).toBe(200);
    const recent = await registerPre({ email: 'recent@example.com' });
    const registered = await insertRegistered(db, { email: 'done@example.com', createdAt: new Date(Date.now() - 30 * 24 * HOUR) });
    await expireToken(old.playerId, UNFINISHED_SIGNUP_RETENTION_MS + 60_000);
    await expireToken(recent.playerId, UNFINISHED_SIGNUP_RETENTION_MS - 60_000);

    expect(await purgeUnfinishedSignups(db, { dryRun: true })).toEqual({ playerIds: [old.playerId] });
    expect(await playerRow(db, old.playerId)).toBeDefined();

    expect(await purgeUnfinishedSignups(db)).toEqual({ playerIds: [old.playerId] });
    expect(await playerRow(db, old.playerId)).toBeUndefined();
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.playerId, old.playerId))).toEqual([]);
    expect(await playerRow(db, recent.playerId)).toMatchObject({ status: 'PRE_REGISTERED' });
    expect(await playerRow(db, registered)).toMatchObject({ status: 'REGISTERED' });
    // Running again finds nothing: the job is idempotent.
    expect(await purgeUnfinishedSignups(db)).toEqual({ playerIds: [] });
  });

  it('frees the e-mail address: the same address can sign up again after the purge', async () => {
    const { db } = database().handle;
    const first = await registerPre({ email: 'again@example.com' });
    await expect(registerPre({ email: 'again@example.com' })).rejects.toThrow(/409/);
    await expireToken(first.playerId, UNFINISHED_SIGNUP_RETENTION_MS + 1000);
    await purgeUnfinishedSignups(db);
    const second = await registerPre({ email: 'again@example.com' });
    expect(second.playerId).not.toBe(first.playerId);
  });

  it('never deletes a sign-up that has money records', async () => {
    const { db } = database().handle;
    const { playerId } = await registerPre({ email: 'money@example.com' });
    await db.insert(ledgerAccounts).values({ ownerType: 'PLAYER', ownerId: playerId, currency: 'EUR', purpose: 'MAIN' });
    await expireToken(playerId, UNFINISHED_SIGNUP_RETENTION_MS + HOUR);
    expect(await purgeUnfinishedSignups(db)).toEqual({ playerIds: [] });
    expect(await playerRow(db, playerId)).toBeDefined();
  });

  it('judges a row without a token expiry by its creation time', async () => {
    const { db } = database().handle;
    const { playerId } = await registerPre({ email: 'legacy@example.com' });
    await db
      .update(players)
      .set({ registrationTokenExpiresAt: null, createdAt: new Date(Date.now() - UNFINISHED_SIGNUP_RETENTION_MS - 2 * HOUR) })
      .where(eq(players.playerId, playerId));
    expect(await purgeUnfinishedSignups(db)).toEqual({ playerIds: [playerId] });
  });
});

/** The CLI on a PGlite data folder, or on a PostgreSQL database (`{ url }`). */
function cli(args: string[], database: string | { url: string }, script = 'scripts/identity.ts'): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = typeof database === 'string' ? { ...process.env, DATA_DIR: database, DATABASE_URL: '' } : { ...process.env, DATABASE_URL: database.url };
  return new Promise((resolve) => {
    const child = execFile('node', ['--conditions=react-server', '--import', 'tsx', script, ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? (child.exitCode ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run identity -- purge-unfinished-signups', () => {
  it('refuses unknown commands with its usage', async () => {
    const result = await cli(['purge-everything'], mkdtempSync(join(tmpdir(), 'lh-identity-cli-')));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('usage: npm run identity -- purge-unfinished-signups [--dry-run]');
  });

  // Each pass runs the CLI on its own engine: the PGlite pass on a data folder the migrate CLI prepares, the
  // PostgreSQL pass on the pass's migrated database, with one expired sign-up that a dry run counts and keeps.
  it('runs on the configured database (a freshly migrated PGlite data folder, or the PostgreSQL test database) and reports what it would delete', async () => {
    const postgres = database().url;
    if (postgres) {
      const expired = await registerPre({ email: 'cli-expired@example.com' });
      await expireToken(expired.playerId, UNFINISHED_SIGNUP_RETENTION_MS + 60_000);
      const result = await cli(['purge-unfinished-signups', '--dry-run'], { url: postgres });
      expect(result).toMatchObject({ code: 0, stdout: `would delete 1 unfinished sign-up(s): player ${expired.playerId}\n` });
      expect(await playerRow(database().handle.db, expired.playerId)).toMatchObject({ status: 'PRE_REGISTERED' });
      return;
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'lh-identity-cli-'));
    try {
      expect((await cli([], dataDir, 'scripts/db-migrate.ts')).code).toBe(0);
      const result = await cli(['purge-unfinished-signups', '--dry-run'], dataDir);
      expect(result).toMatchObject({ code: 0, stdout: 'would delete 0 unfinished sign-up(s)\n' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // up to two child processes, one of them migrating a new PGlite database
});
