import { eq, isNull } from 'drizzle-orm';
import { POST as emailRequest } from '@/app/api/v1/player/registration/email_request/route';
import { POST as emailVerification } from '@/app/api/v1/player/registration/email_verification/route';
import { POST as smsRequest } from '@/app/api/v1/player/registration/sms_request/route';
import { POST as smsVerification } from '@/app/api/v1/player/registration/sms_verification/route';
import { POST as requestReset } from '@/app/api/v1/player/password_reset/route';
import { POST as verifyReset } from '@/app/api/v1/player/password_reset/sms_verification/route';
import { POST as newPassword } from '@/app/api/v1/player/password_reset/new_password/route';
import { outboxMessages, signInFailures, verificationCodes } from '@/server/db/schema';
import type { IdentityProvider } from '@/server/identity/provider/identity-provider';
import { PlatformIdentityProvider } from '@/server/identity/provider/platform-provider';
import { setIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { setRateLimiter } from '@/server/http/rate-limit';
import { createBoundedQueue } from '@/server/http/bounded-queue';
import { setHashQueueForTests } from '@/server/domains/identity/password-hash-slots';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { CAPTCHA, codeBody, insertRegistered, PASSWORD, PHONE_E164, playerRow, post, registerPre, signIn, type ErrorBody } from './support';
import { parallelRequests } from '../support/parallel';

// Every limit here protects an account, so each is hit by hundreds of parallel requests through the real route
// handlers. On PostgreSQL (TEST_DATABASE_URL) the requests really overlap, four connections at a time; on PGlite
// they are serialized by the single connection, so there the file checks the answers rather than the race, with
// fewer requests (support/parallel.ts).

const database = useTestDatabase();
jest.setTimeout(180_000);

beforeEach(() => {
  // The per-IP route limits would refuse most of these requests before they reach the limit under test.
  setRateLimiter({ hit: async () => ({ allowed: true, remaining: 1_000, resetAt: Date.now() + 60_000 }) });
  // So would the password-hash flood bound (503 before the claim): room for every request, so the lock is what is tested.
  setHashQueueForTests(createBoundedQueue({ concurrency: 2, maxQueue: 1_000, maxWaitMs: 120_000 }));
});
afterEach(() => {
  setIdentityProvider(undefined);
  setHashQueueForTests(undefined);
});

const GUESSES = parallelRequests(200, 30);
const SENDS = parallelRequests(100, 20);
const SIGN_INS = parallelRequests(100, 20);

const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
const times = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

async function answers(responses: Response[]): Promise<{ status: number; body: ErrorBody & Record<string, unknown> }[]> {
  return Promise.all(responses.map(async (response) => ({ status: response.status, body: await readJson<ErrorBody & Record<string, unknown>>(response) })));
}

function tally(list: { body: { code?: string } }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { body } of list) counts[body.code ?? 'ok'] = (counts[body.code ?? 'ok'] ?? 0) + 1;
  return counts;
}

/** Every code the outbox delivered to `to`, oldest first. */
async function sentCodes(to: string): Promise<string[]> {
  const rows = await database()
    .handle.db.select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(outboxMessages.id);
  return rows.map((row) => row.body.match(/\b(\d{6})\b/)?.[1] ?? '');
}

describe('password reset codes under concurrency', () => {
  const ask = () => requestReset(post('/v1/player/password_reset', { email: 'player@example.com' }, CAPTCHA));
  const verify = (smsResetKeyId: string, code: string) => verifyReset(post('/v1/player/password_reset/sms_verification', { smsResetKeyId, code }));

  it(`${GUESSES} parallel wrong guesses and then the right code: three attempts counted, the right code refused, no reset key`, async () => {
    await insertRegistered(database().handle.db);
    const { smsResetKeyId } = await readJson<{ smsResetKeyId: string }>(await ask());
    const [code] = await sentCodes(PHONE_E164);
    const results = await answers(
      await Promise.all([...Array.from({ length: GUESSES }, (_, i) => verify(smsResetKeyId, wrong(code, 1 + (i % 9)))), verify(smsResetKeyId, code)]),
    );
    const right = results[GUESSES];
    const counts = tally(results.slice(0, GUESSES));
    console.info('[concurrency] reset guesses', counts, 'right code:', right.status, right.body.code ?? 'reset key');
    expect(counts['sms.code.invalid']).toBe(2);
    expect(counts['sms.max.attempts.reached']).toBe(GUESSES - 2);
    expect(right.body).toMatchObject({ code: 'sms.max.attempts.reached' });
    expect(right.body.resetKey).toBeUndefined();
    expect((await readJson<ErrorBody>(await verify(smsResetKeyId, code))).code).toBe('sms.max.attempts.reached');
    const [row] = await database().handle.db.select().from(verificationCodes);
    expect(row).toMatchObject({ failedAttempts: 3, pinCodeStatus: 'FAIL_VERIFY', resetKeyHash: null, verifiedAt: null });
  });

  it(`${SENDS} parallel requests send three codes; only the newest of them verifies`, async () => {
    await insertRegistered(database().handle.db);
    const results = await answers(await times(SENDS, () => ask()));
    const counts = tally(results);
    const sentSms = await database().handle.db.$count(outboxMessages);
    console.info('[concurrency] reset sends', counts, 'SMS sent:', sentSms);
    expect(counts).toEqual({ ok: 3, 'sms.max.attempts.reached': SENDS - 3 });
    expect(sentSms).toBe(3);
    expect(await database().handle.db.$count(verificationCodes)).toBe(3);
    const ids = results.filter((result) => result.status === 200).map((result) => String(result.body.smsResetKeyId));
    const codes = await sentCodes(PHONE_E164);
    const verified: string[] = [];
    for (const id of ids) for (const code of codes) if ((await verify(id, code)).status === 200) verified.push(id);
    expect(verified).toHaveLength(1);
    const current = await database().handle.db.select({ id: verificationCodes.id }).from(verificationCodes).where(isNull(verificationCodes.supersededAt));
    expect(current).toEqual([{ id: verified[0] }]);
  });

  it('a code stops working when a newer one is sent, even its right digits; the newest one resets the password', async () => {
    await insertRegistered(database().handle.db);
    const first = await readJson<{ smsResetKeyId: string }>(await ask());
    const [firstCode] = await sentCodes(PHONE_E164);
    const second = await readJson<{ smsResetKeyId: string }>(await ask());
    const [, secondCode] = await sentCodes(PHONE_E164);
    const old = await verify(first.smsResetKeyId, firstCode);
    expect(old.status).toBe(400);
    expect(await readJson<ErrorBody>(old)).toMatchObject({ code: 'sms.code.invalid', additionalInfo: { attemptsRemaining: 0 } });
    const fresh = await verify(second.smsResetKeyId, secondCode);
    expect(fresh.status).toBe(200);
    const { resetKey } = await readJson<{ resetKey: string }>(fresh);
    expect((await newPassword(post('/v1/player/password_reset/new_password', { resetKey, password: 'Fresh-Harbour-2027' }))).status).toBe(204);
  });

  it('a reset key minted for an older code stops working once a newer code is sent', async () => {
    await insertRegistered(database().handle.db);
    const first = await readJson<{ smsResetKeyId: string }>(await ask());
    const [firstCode] = await sentCodes(PHONE_E164);
    const { resetKey } = await readJson<{ resetKey: string }>(await verify(first.smsResetKeyId, firstCode));
    await ask();
    const used = await newPassword(post('/v1/player/password_reset/new_password', { resetKey, password: 'Fresh-Harbour-2027' }));
    expect((await readJson<ErrorBody>(used)).code).toBe('error.password.reset');
  });
});

describe.each([
  { channel: 'SMS', request: smsRequest, verification: smsVerification, path: 'sms', to: PHONE_E164, verifiedColumn: 'mobilePhoneVerifiedAt' },
  { channel: 'EMAIL', request: emailRequest, verification: emailVerification, path: 'email', to: 'aino@example.com', verifiedColumn: 'emailVerifiedAt' },
] as const)('registration $channel codes under concurrency', ({ request, verification, path, to, verifiedColumn }) => {
  async function started() {
    const { playerId, token } = await registerPre();
    const auth = { 'Registration-Token': token };
    return {
      playerId,
      send: () => request(post(`/v1/player/registration/${path}_request`, codeBody(playerId), { ...auth, ...CAPTCHA })),
      verify: (code: string) => verification(post(`/v1/player/registration/${path}_verification`, codeBody(playerId, { code }), auth)),
    };
  }

  it(`${GUESSES} parallel wrong guesses and then the right code: the code is burned, nothing is verified`, async () => {
    const { playerId, send, verify } = await started();
    await send();
    const [code] = await sentCodes(to);
    const results = await answers(await Promise.all([...Array.from({ length: GUESSES }, (_, i) => verify(wrong(code, 1 + (i % 9)))), verify(code)]));
    const counts = tally(results.slice(0, GUESSES));
    console.info(`[concurrency] registration ${path} guesses`, counts, 'right code:', results[GUESSES].status, results[GUESSES].body.code ?? 'verified');
    expect(counts['sms.code.invalid']).toBe(2);
    expect(counts['sms.max.attempts.reached']).toBe(GUESSES - 2);
    expect(results[GUESSES].body.code).toBe('sms.max.attempts.reached');
    expect((await readJson<ErrorBody>(await verify(code))).code).toBe('sms.max.attempts.reached');
    expect((await playerRow(database().handle.db, playerId))[verifiedColumn]).toBeNull();
    const [row] = await database().handle.db.select().from(verificationCodes);
    expect(row).toMatchObject({ failedAttempts: 3, pinCodeStatus: 'FAIL_VERIFY', verifiedAt: null });
  });

  it(`${SENDS} parallel requests send three codes; only the newest verifies`, async () => {
    const { playerId, send, verify } = await started();
    const results = await answers(await times(SENDS, () => send()));
    const counts = tally(results);
    const sent = await database().handle.db.$count(outboxMessages);
    console.info(`[concurrency] registration ${path} sends`, counts, 'sent:', sent);
    expect(counts).toEqual({ ok: 3, 'sms.max.attempts.reached': SENDS - 3 });
    expect(sent).toBe(3);
    expect(await database().handle.db.$count(verificationCodes)).toBe(3);
    const verified = [];
    for (const code of await sentCodes(to)) if ((await verify(code)).status === 200) verified.push(code);
    expect(verified).toHaveLength(1);
    const current = await database()
      .handle.db.select({ pinCodeStatus: verificationCodes.pinCodeStatus })
      .from(verificationCodes)
      .where(isNull(verificationCodes.supersededAt));
    expect(current).toEqual([{ pinCodeStatus: 'SUCCESS_VERIFY' }]);
    expect((await playerRow(database().handle.db, playerId))[verifiedColumn]).not.toBeNull();
  });
});

describe('sign-in lock under concurrency', () => {
  /** The platform provider, counting every password it judges. */
  function countingProvider(): { provider: IdentityProvider; evaluated: () => number } {
    let evaluated = 0;
    class CountingProvider extends PlatformIdentityProvider {
      override async checkPassword(email: string, password: string, storedHash: string | null): Promise<boolean> {
        evaluated += 1;
        return super.checkPassword(email, password, storedHash);
      }
    }
    const provider = new CountingProvider();
    return { provider, evaluated: () => evaluated };
  }

  it.each(['player@example.com', 'nobody@example.com'])(
    `${SIGN_INS} parallel wrong passwords for %s: five are judged, then the lock; the right password is refused unjudged`,
    async (email) => {
      await insertRegistered(database().handle.db);
      const { provider, evaluated } = countingProvider();
      setIdentityProvider(provider);
      const results = await answers(await times(SIGN_INS, () => signIn(email, 'Wrong-Pass-2026')));
      const counts = tally(results);
      console.info(`[concurrency] sign-in ${email}`, counts, 'passwords judged:', evaluated());
      expect(evaluated()).toBe(5);
      expect(counts).toEqual({ 'error.player.not.found': 4, 'error.sign.in.attempt.count.exceeded': SIGN_INS - 4 });
      for (const result of results.filter((r) => r.body.code === 'error.sign.in.attempt.count.exceeded')) {
        expect(result.status).toBe(429);
        expect(result.body.additionalInfo).toEqual({ minutes: 30, until: expect.any(String) });
      }
      const [row] = await database().handle.db.select().from(signInFailures).where(eq(signInFailures.email, email));
      expect(row.failures).toBe(5);
      expect(row.lockedUntil).not.toBeNull();
      const right = await signIn(email, PASSWORD);
      expect((await readJson<ErrorBody>(right)).code).toBe('error.sign.in.attempt.count.exceeded');
      expect(evaluated()).toBe(5);
    },
  );

  it(`the right password among ${SIGN_INS} parallel wrong ones is judged before the lock or refused, never judged after`, async () => {
    await insertRegistered(database().handle.db);
    const { provider, evaluated } = countingProvider();
    setIdentityProvider(provider);
    const results = await answers(await times(SIGN_INS, (i) => signIn('player@example.com', i === 2 ? PASSWORD : 'Wrong-Pass-2026')));
    const counts = tally(results);
    console.info('[concurrency] sign-in with one right password', counts, 'passwords judged:', evaluated());
    // The right password clears the count when it is judged, so at most five wrong ones on each side of it.
    expect(evaluated()).toBeLessThanOrEqual(10);
    const [row] = await database().handle.db.select().from(signInFailures);
    expect(row?.failures ?? 0).toBeLessThanOrEqual(5);
  });
});
