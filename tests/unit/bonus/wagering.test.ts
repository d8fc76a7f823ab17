import fc from 'fast-check';
import { contributionOf, contributionPercent, conversionOf, depositBonusAmount, splitStake, splitWin, wageringRequirement } from '@/lib/bonus/wagering';

describe('bonus wallet arithmetic', () => {
  it('matches a deposit up to the cap, nothing below the minimum', () => {
    const terms = { minDeposit: 2000n, matchPercent: 100, maxBonus: 20000n };
    expect(depositBonusAmount({ ...terms, deposit: 1999n })).toBe(0n);
    expect(depositBonusAmount({ ...terms, deposit: 5000n })).toBe(5000n);
    expect(depositBonusAmount({ ...terms, deposit: 50000n })).toBe(20000n);
    expect(depositBonusAmount({ ...terms, matchPercent: 50, deposit: 3333n })).toBe(1666n);
    expect(wageringRequirement(1000n, 30)).toBe(30000n);
  });

  it('reads contributions: excluded games 0, the category, else the default', () => {
    const rules = { gameContributions: { slots: 100, tableGames: 10 }, defaultContribution: 50, excludedGameIds: ['casino-x'] };
    expect(contributionPercent(rules, { gameId: 'casino-a', gameType: 'slots', alwaysExcluded: false })).toBe(100);
    expect(contributionPercent(rules, { gameId: 'casino-a', gameType: 'tableGames', alwaysExcluded: false })).toBe(10);
    expect(contributionPercent(rules, { gameId: 'casino-a', gameType: 'poker', alwaysExcluded: false })).toBe(50);
    expect(contributionPercent(rules, { gameId: 'casino-x', gameType: 'slots', alwaysExcluded: false })).toBe(0);
    expect(contributionPercent(rules, { gameId: 'casino-a', gameType: 'slots', alwaysExcluded: true })).toBe(0);
    expect(contributionOf(199n, 10)).toBe(19n);
  });

  it('takes real money first and never more than there is', () => {
    expect(splitStake(150n, 100n, 1000n)).toEqual({ real: 100n, bonus: 50n });
    expect(splitStake(50n, 100n, 1000n)).toEqual({ real: 50n, bonus: 0n });
    expect(splitStake(1101n, 100n, 1000n)).toBeNull();
  });

  it('splits wins in proportion to the stake, conserving the win', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (win, real, bonus) => {
          const split = splitWin(win, real, bonus);
          expect(split.real + split.bonus).toBe(win);
          expect(split.bonus >= 0n && split.real >= 0n).toBe(true);
          if (real + bonus > 0n) expect(split.bonus * (real + bonus) <= win * bonus).toBe(true);
        },
      ),
    );
  });

  it('converts a non-sticky balance, only the winnings of a sticky one, both capped', () => {
    expect(conversionOf({ balance: 800n, granted: 1000n, stickiness: 'NON_STICKY', maxConversion: 600n })).toEqual({ toCash: 600n, forfeited: 200n });
    expect(conversionOf({ balance: 1500n, granted: 1000n, stickiness: 'STICKY', maxConversion: null })).toEqual({ toCash: 500n, forfeited: 1000n });
    expect(conversionOf({ balance: 800n, granted: 1000n, stickiness: 'STICKY', maxConversion: null })).toEqual({ toCash: 0n, forfeited: 800n });
  });
});
