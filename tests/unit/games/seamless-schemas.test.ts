import { betBodySchema, endRoundBodySchema, rollbackBodySchema, SEAMLESS_ACTIONS, SEAMLESS_BODY_SCHEMAS, winBodySchema } from '@/lib/games/seamless-schemas';

const token = 'A'.repeat(43);
const bet = { token, transactionId: 'tx-1', roundId: 'round-1', gameId: 'casino-aces-and-faces-carousel', amount: 150 };

describe('seamless body schemas', () => {
  it('has one schema per action', () => {
    expect(Object.keys(SEAMLESS_BODY_SCHEMAS).sort()).toEqual([...SEAMLESS_ACTIONS].sort());
  });

  it('accepts integer minor units up to the JSON-safe maximum and ignores fields it does not know', () => {
    expect(betBodySchema.parse(bet)).toEqual(bet);
    expect(betBodySchema.parse({ ...bet, amount: Number.MAX_SAFE_INTEGER }).amount).toBe(Number.MAX_SAFE_INTEGER);
    expect(betBodySchema.parse({ ...bet, currency: 'EUR' })).toEqual(bet);
  });

  it.each([
    ['a fraction', 1.5],
    ['zero', 0],
    ['a negative amount', -1],
    ['a string', '150'],
    ['an unsafe integer', Number.MAX_SAFE_INTEGER + 1],
    ['null', null],
  ])('refuses a bet amount that is %s', (_name, amount) => {
    expect(betBodySchema.safeParse({ ...bet, amount }).success).toBe(false);
  });

  it('lets a win be zero (a lost round) but never negative, with an optional bet reference', () => {
    expect(winBodySchema.parse({ ...bet, amount: 0 }).amount).toBe(0);
    expect(winBodySchema.safeParse({ ...bet, amount: -5 }).success).toBe(false);
    expect(winBodySchema.parse({ ...bet, betTransactionId: 'tx-0' }).betTransactionId).toBe('tx-0');
  });

  it('refuses ids that are empty, too long or contain spaces or control characters', () => {
    for (const transactionId of ['', 'a b', 'x'.repeat(129), 'tab\there', 'é']) {
      expect(betBodySchema.safeParse({ ...bet, transactionId }).success).toBe(false);
    }
    expect(betBodySchema.safeParse({ ...bet, transactionId: 'x'.repeat(128) }).success).toBe(true);
  });

  it('refuses short or missing tokens', () => {
    expect(betBodySchema.safeParse({ ...bet, token: 'short' }).success).toBe(false);
    expect(endRoundBodySchema.safeParse({ roundId: 'r' }).success).toBe(false);
  });

  it('needs the original transaction id on a rollback', () => {
    expect(rollbackBodySchema.safeParse({ token, transactionId: 'rb', roundId: 'r' }).success).toBe(false);
    expect(rollbackBodySchema.parse({ token, transactionId: 'rb', roundId: 'r', originalTransactionId: 'tx-1' }).originalTransactionId).toBe('tx-1');
  });
});
