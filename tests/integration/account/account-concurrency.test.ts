import { eq } from 'drizzle-orm';
import { GET as getPlayer } from '@/app/api/v1/player/route';
import { outboxMessages, signInFailures, verificationCodes } from '@/server/db/schema';
import { setHashQueueForTests } from '@/server/domains/identity/password-hash-slots';
import { createBoundedQueue } from '@/server/http/bounded-queue';
import { setRateLimiter } from '@/server/http/rate-limit';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { get, insertRegistered, PASSWORD, playerRow, signIn, signInToken, type ErrorBody } from '../identity/support';
import { account, bearer, NEW_PHONE, NEW_PHONE_E164, sentCodes, wrongCode } from './support';
import { parallelRequests } from '../support/parallel';

// The account page's limits that protect an account, each hit by hundreds of parallel requests through the real
// route handlers (docs/security.md "Limits and where they hold"). On PostgreSQL (TEST_DATABASE_URL) the requests
// really overlap on a pool of connections; on PGlite they are serialized by its single connection, so there the
// file checks the answers rather than the race, with fewer requests (support/parallel.ts).

const database = useTestDatabase();
jest.setTimeout(240_000);

const GUESSES = parallelRequests(200, 30);
const SENDS = parallelRequests(100, 20);
const CHANGES = 100;
const db = () => database().handle.db;

beforeEach(() => {
  // The per-player route limits would refuse most of these requests before they reach the limit under test.
  setRateLimiter({ hit: async () => ({ allowed: true, remaining: 1_000, resetAt: Date.now() + 60_000 }) });
  // So would the password-hash flood bound (503 before the claim): room for every request, so the lock is what is tested.
  setHashQueueForTests(createBoundedQueue({ concurrency: 2, maxQueue: 1_000, maxWaitMs: 200_000 }));
});
afterEach(() => setHashQueueForTests(undefined));

const times = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

async function tally(responses: Response[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const body = await readJson<Partial<ErrorBody>>(response);
    const key = body.code ?? `ok ${response.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('phone change codes under concurrency', () => {
  it(`${GUESSES} parallel wrong codes and the right one: two are told "invalid", the code burns, the number never changes`, async () => {
    const me = await insertRegistered(db());
    const token = await signInToken();
    const { smsVerificationId } = await readJson<{ smsVerificationId: string }>(await account.phoneRequest(token, { mobilePhone: NEW_PHONE }));
    const [code] = await sentCodes(db(), NEW_PHONE_E164);
    const responses = await Promise.all([
      ...Array.from({ length: GUESSES }, (_, i) => account.phoneVerification(token, { smsVerificationId, code: wrongCode(code, 1 + (i % 9)) })),
      account.phoneVerification(token, { smsVerificationId, code }),
    ]);
    const right = await readJson<Partial<ErrorBody>>(responses[GUESSES]);
    const counts = await tally(responses.slice(0, GUESSES));
    console.info('[concurrency] phone change guesses', counts, 'right code:', responses[GUESSES].status, right.code ?? 'verified');
    expect(counts).toEqual({ 'sms.code.invalid': 2, 'sms.max.attempts.reached': GUESSES - 2 });
    expect(right.code).toBe('sms.max.attempts.reached');
    const [row] = await db().select().from(verificationCodes).where(eq(verificationCodes.id, smsVerificationId));
    expect(row).toMatchObject({ failedAttempts: 3, pinCodeStatus: 'FAIL_VERIFY', verifiedAt: null });
    expect((await playerRow(db(), me)).mobilePhoneNumber).toBe('401112233');
  });

  it(`${SENDS} parallel sms_requests send three codes; only the newest verifies`, async () => {
    const me = await insertRegistered(db());
    const token = await signInToken();
    const responses = await times(SENDS, () => account.phoneRequest(token, { mobilePhone: NEW_PHONE }));
    const ids = await Promise.all(
      responses.map(async (response) => (response.status === 200 ? (await readJson<{ smsVerificationId: string }>(response.clone())).smsVerificationId : null)),
    );
    const counts = await tally(responses);
    const sent = await db().$count(outboxMessages, eq(outboxMessages.recipient, NEW_PHONE_E164));
    console.info('[concurrency] phone change sends', counts, 'SMS sent:', sent);
    expect(counts).toEqual({ 'ok 200': 3, 'sms.max.attempts.reached': SENDS - 3 });
    expect(sent).toBe(3);
    expect(await db().$count(verificationCodes)).toBe(3);
    const codes = await sentCodes(db(), NEW_PHONE_E164);
    const verified: string[] = [];
    for (const id of ids.filter((value): value is string => value !== null)) {
      for (const code of codes) if ((await account.phoneVerification(token, { smsVerificationId: id, code })).status === 200) verified.push(id);
    }
    expect(verified).toHaveLength(1);
    expect((await playerRow(db(), me)).mobilePhoneNumber).toBe(NEW_PHONE.number);
  });

  it(`${SENDS} parallel sms_requests to one number from two players still send three codes to it`, async () => {
    await insertRegistered(db());
    await insertRegistered(db(), { email: 'other@example.com', mobilePhoneNumber: '407776655' });
    const tokens = [await signInToken(), await signInToken('other@example.com')];
    const counts = await tally(await times(SENDS, (i) => account.phoneRequest(tokens[i % 2], { mobilePhone: NEW_PHONE })));
    console.info('[concurrency] phone change sends from two players', counts);
    expect(counts['ok 200']).toBe(3);
    expect(await db().$count(outboxMessages, eq(outboxMessages.recipient, NEW_PHONE_E164))).toBe(3);
  });
});

describe('password change under concurrency', () => {
  it(`${CHANGES} parallel wrong old passwords: five are judged, then the lock, for the form and for sign-in alike`, async () => {
    const me = await insertRegistered(db());
    const token = await signInToken();
    const before = (await playerRow(db(), me)).passwordHash;
    const counts = await tally(await times(CHANGES, (i) => account.password(token, { oldPassword: `Wrong-Pass-${i}`, newPassword: 'Fresh-Harbour-2027' })));
    console.info('[concurrency] wrong old passwords', counts);
    expect(counts).toEqual({ 'error.old_password.incorrect': 4, 'error.sign.in.attempt.count.exceeded': CHANGES - 4 });
    const [failures] = await db().select().from(signInFailures).where(eq(signInFailures.email, 'player@example.com'));
    expect(failures).toMatchObject({ failures: 5, lockedUntil: expect.any(Date) });
    expect((await playerRow(db(), me)).passwordHash).toBe(before);
    expect((await signIn(undefined, PASSWORD)).status).toBe(429);
  });

  it('parallel changes with the right old password: one wins, and its session is the one left signed in', async () => {
    await insertRegistered(db());
    // One after the other: parallel sign-ins each claim an attempt before they are judged (sign-in-failures.ts).
    const tokens: string[] = [];
    for (let i = 0; i < 6; i += 1) tokens.push(await signInToken());
    const responses = await Promise.all(tokens.map((token, i) => account.password(token, { oldPassword: PASSWORD, newPassword: `Fresh-Harbour-${2030 + i}` })));
    const counts = await tally(responses);
    console.info('[concurrency] parallel password changes', counts);
    const winners = responses.flatMap((response, i) => (response.status === 200 ? [i] : []));
    // Every loser is told its old password no longer holds: the winner already changed it, or signed it out first.
    expect(winners).toHaveLength(1);
    const alive = await Promise.all(tokens.map(async (token) => (await getPlayer(get('/v1/player', bearer(token)))).status));
    expect(alive.filter((status) => status === 200)).toHaveLength(1);
    expect(alive[winners[0]]).toBe(200);
    expect((await signIn(undefined, `Fresh-Harbour-${2030 + winners[0]}`)).status).toBe(200);
  });
});
