import { BONUS_EXCLUDED_SUB_PROVIDERS, GAME_LIMITATION, gameLimitation, isExcludedFromBonusWagering, type LimitationGame } from '@/lib/games/game-limitation';

const TYPES = ['casino', 'liveCasino', 'virtualSports'] as const;
const JACKPOT = [false, true];
const SUB_PROVIDERS = [null, { id: 'pgsoft' }, { id: 'evolution' }, { id: 'wizardgames' }];
const AMOUNTS = [0n, 1n, 250_00n];

const games: LimitationGame[] = TYPES.flatMap((type) =>
  JACKPOT.flatMap((jackpotExist) => SUB_PROVIDERS.map((subProvider) => ({ type, jackpotExist, subProvider }))),
);

describe('isExcludedFromBonusWagering', () => {
  it.each(games.map((game) => [JSON.stringify(game), game] as const))('%s', (_, game) => {
    const expected = game.jackpotExist || game.subProvider?.id === 'pgsoft';
    expect(isExcludedFromBonusWagering(game)).toBe(expected);
  });

  it('names PG Soft (spec games-wallet-bonuses §5) by its sub-provider id', () => {
    expect(BONUS_EXCLUDED_SUB_PROVIDERS).toEqual(['pgsoft']);
  });
});

describe('gameLimitation: every game shape × every bonus holding', () => {
  const cases = games.flatMap((game) => AMOUNTS.flatMap((casinoBonus) => AMOUNTS.map((liveCasinoBonus) => ({ game, casinoBonus, liveCasinoBonus }))));

  it('covers 24 game shapes × 9 holdings', () => {
    expect(cases).toHaveLength(216);
  });

  it.each(cases.map((c) => [`${JSON.stringify(c.game)} casino=${c.casinoBonus} live=${c.liveCasinoBonus}`, c] as const))(
    '%s',
    (_, { game, casinoBonus, liveCasinoBonus }) => {
      const result = gameLimitation(game, { casinoBonus, liveCasinoBonus });
      const holdsAny = casinoBonus > 0n || liveCasinoBonus > 0n;
      const holdsOwn = game.type === 'casino' ? casinoBonus > 0n : game.type === 'liveCasino' ? liveCasinoBonus > 0n : false;
      const excluded = game.jackpotExist || game.subProvider?.id === 'pgsoft';
      if (!holdsAny) expect(result).toBe(GAME_LIMITATION.NONE);
      else if (holdsOwn && !excluded) expect(result).toBe(GAME_LIMITATION.WAGERING_AVAILABLE);
      else expect(result).toBe(GAME_LIMITATION.EXCLUDED_GAME);
    },
  );

  it('examples in words', () => {
    const slot: LimitationGame = { type: 'casino', jackpotExist: false, subProvider: null };
    const table: LimitationGame = { type: 'liveCasino', jackpotExist: false, subProvider: { id: 'evolution' } };
    expect(gameLimitation(slot, { casinoBonus: 0n, liveCasinoBonus: 0n })).toBe(0);
    expect(gameLimitation(slot, { casinoBonus: 1000n, liveCasinoBonus: 0n })).toBe(2);
    expect(gameLimitation({ ...slot, jackpotExist: true }, { casinoBonus: 1000n, liveCasinoBonus: 0n })).toBe(1);
    expect(gameLimitation({ ...slot, subProvider: { id: 'pgsoft' } }, { casinoBonus: 1000n, liveCasinoBonus: 0n })).toBe(1);
    expect(gameLimitation(table, { casinoBonus: 1000n, liveCasinoBonus: 0n })).toBe(1);
    expect(gameLimitation(table, { casinoBonus: 0n, liveCasinoBonus: 1000n })).toBe(2);
    // No bonus account covers virtual sports: a race never wagers either bonus.
    const race: LimitationGame = { type: 'virtualSports', jackpotExist: false, subProvider: null };
    expect(gameLimitation(race, { casinoBonus: 1000n, liveCasinoBonus: 1000n })).toBe(1);
    expect(gameLimitation(race, { casinoBonus: 0n, liveCasinoBonus: 0n })).toBe(0);
    // A negative balance cannot exist for a player account; treated as none all the same.
    expect(gameLimitation(slot, { casinoBonus: -1n, liveCasinoBonus: 0n })).toBe(0);
  });
});
