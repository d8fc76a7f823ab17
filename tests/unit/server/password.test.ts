/** @jest-environment node */
import { hashPassword, verifyPassword } from '@/server/domains/identity/password';

const PASSWORD = 'Demo-Player-2026!';

describe('password hashing (scrypt)', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword(PASSWORD);
  });

  it('encodes scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 32-byte key', () => {
    const [prefix, n, r, p, salt, key] = hash.split('$');
    expect([prefix, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
  });

  it('verifies the right password and rejects others', async () => {
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('demo-player-2026!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const again = await hashPassword(PASSWORD);
    expect(again).not.toBe(hash);
    expect(await verifyPassword(PASSWORD, again)).toBe(true);
  });

  it('verifies hashes made with other parameters (they are read from the hash)', async () => {
    const cheaper = await hashPassword(PASSWORD, 2 ** 14);
    expect(cheaper.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword(PASSWORD, cheaper)).toBe(true);
  });

  // Built from the real hash when the test runs (the table is evaluated before beforeAll).
  it.each<[string, (valid: string) => string]>([
    ['empty', () => ''],
    ['another scheme', (valid) => `bcrypt$${valid.slice(7)}`],
    ['N not a power of two', (valid) => valid.replace('$32768$', '$30000$')],
    ['N too large to compute safely', (valid) => valid.replace('$32768$', `$${2 ** 24}$`)],
    ['missing parts', (valid) => valid.split('$').slice(0, 5).join('$')],
    ['tampered key', (valid) => `${valid.slice(0, -4)}AAA=`],
  ])('returns false (never throws) for a malformed or tampered hash: %s', async (_label, tamper) => {
    await expect(verifyPassword(PASSWORD, tamper(hash))).resolves.toBe(false);
  });
});
