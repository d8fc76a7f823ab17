/** @jest-environment node */
import { filterRestrictedGames, isGameRestricted, RESTRICTED_SUB_PROVIDERS, type RestrictableGame } from '@/lib/content/rules/restriction';

const byProvider = (...codes: string[]): RestrictableGame => ({ provider: { restrictedCountries: codes } });
const bySubProvider = (...codes: string[]): RestrictableGame => ({ subProvider: { restrictedCountry: codes } });

describe('isGameRestricted', () => {
  it('hides a game whose provider lists the market', () => {
    expect(isGameRestricted(byProvider('FI', 'NO'), 'NO')).toBe(true);
  });

  it('hides a game whose sub-provider lists the market', () => {
    expect(isGameRestricted(bySubProvider('DE'), 'DE')).toBe(true);
  });

  it('hides a game when either list matches', () => {
    const game: RestrictableGame = { provider: { restrictedCountries: ['FI'] }, subProvider: { restrictedCountry: ['BR'] } };
    expect(isGameRestricted(game, 'FI')).toBe(true);
    expect(isGameRestricted(game, 'BR')).toBe(true);
    expect(isGameRestricted(game, 'CL')).toBe(false);
  });

  it('shows a game whose lists do not name the market', () => {
    expect(isGameRestricted(byProvider('FI'), 'NO')).toBe(false);
    expect(isGameRestricted(bySubProvider('FI'), 'NO')).toBe(false);
  });

  it.each<[string, RestrictableGame]>([
    ['no provider nor sub-provider', {}],
    ['null provider and sub-provider', { provider: null, subProvider: null }],
    ['provider without a list', { provider: {} }],
    ['sub-provider without a list', { subProvider: {} }],
    ['null lists', { provider: { restrictedCountries: null }, subProvider: { restrictedCountry: null } }],
    ['empty lists', { provider: { restrictedCountries: [] }, subProvider: { restrictedCountry: [] } }],
  ])('shows a game with %s', (_label, game) => {
    expect(isGameRestricted(game, 'FI', 'FI')).toBe(false);
  });

  it('compares market codes case-insensitively on both sides', () => {
    expect(isGameRestricted(byProvider('fi'), 'FI')).toBe(true);
    expect(isGameRestricted(byProvider('FI'), 'fi')).toBe(true);
    expect(isGameRestricted(bySubProvider('Ca'), 'cA')).toBe(true);
  });

  it('ignores surrounding whitespace in codes', () => {
    expect(isGameRestricted(byProvider(' NO '), 'no')).toBe(true);
  });

  it('matches a custom market by its own id', () => {
    expect(isGameRestricted(byProvider('PP'), 'PP', 'SE')).toBe(true);
    expect(isGameRestricted(bySubProvider('jj'), 'JJ', 'DE')).toBe(true);
  });

  it.each([
    ['PP', 'SE'],
    ['LL', 'NL'],
    ['JJ', 'DE'],
  ])('matches custom market %s by its country %s', (market, country) => {
    expect(isGameRestricted(byProvider(country), market, country)).toBe(true);
    expect(isGameRestricted(bySubProvider(country.toLowerCase()), market, country)).toBe(true);
  });

  it('does not match a custom market by its country when the country is not given', () => {
    expect(isGameRestricted(byProvider('SE'), 'PP')).toBe(false);
  });

  it('does not match a custom market by another country', () => {
    expect(isGameRestricted(byProvider('SE'), 'LL', 'NL')).toBe(false);
  });

  it('does not confuse a plain market with a custom one', () => {
    expect(isGameRestricted(byProvider('PP'), 'SE', 'SE')).toBe(false);
  });

  it.each([undefined, null, '', '  '])('restricts nothing when the market is %p', (market) => {
    expect(isGameRestricted(byProvider('FI', ''), market)).toBe(false);
    expect(isGameRestricted(byProvider(''), market, '')).toBe(false);
  });

  it('still uses the country when only the country is known', () => {
    expect(isGameRestricted(byProvider('SE'), undefined, 'se')).toBe(true);
  });

  it('never treats empty list entries as a match', () => {
    expect(isGameRestricted(byProvider('', ' '), 'FI')).toBe(false);
  });
});

describe('filterRestrictedGames', () => {
  const games = [
    { id: 'a', provider: { restrictedCountries: ['SE'] } },
    { id: 'b', subProvider: { restrictedCountry: ['nl'] } },
    { id: 'c' },
    { id: 'd', provider: { restrictedCountries: ['FI'] }, subProvider: { restrictedCountry: ['PP'] } },
  ];

  it('keeps the games visible in the market, in order, with their own shape', () => {
    const visible = filterRestrictedGames(games, 'FI');
    expect(visible.map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });

  it('applies the custom market and its country together', () => {
    expect(filterRestrictedGames(games, 'PP', 'SE').map((g) => g.id)).toEqual(['b', 'c']);
    expect(filterRestrictedGames(games, 'LL', 'NL').map((g) => g.id)).toEqual(['a', 'c', 'd']);
  });

  it('returns a new array and leaves the input alone', () => {
    const visible = filterRestrictedGames(games, 'MT');
    expect(visible).toEqual(games);
    expect(visible).not.toBe(games);
    expect(games).toHaveLength(4);
  });

  it('handles an empty list', () => {
    expect(filterRestrictedGames([], 'FI')).toEqual([]);
  });
});

describe('RESTRICTED_SUB_PROVIDERS', () => {
  it('names the spec sub-providers, each with an empty market list', () => {
    expect(Object.keys(RESTRICTED_SUB_PROVIDERS)).toEqual([
      'Wizard Games',
      'Oryx',
      'Thunderspin',
      'Betsoft',
      'Red Rake',
      'Habanero',
      'Apparat',
      'BallyWulff',
      'FBM',
      'Ezugi',
      'Evolution',
    ]);
    for (const markets of Object.values(RESTRICTED_SUB_PROVIDERS)) expect(markets).toEqual([]);
  });

  it('is frozen so no caller can add markets at run time', () => {
    expect(Object.isFrozen(RESTRICTED_SUB_PROVIDERS)).toBe(true);
  });

  it('restricts nothing when used as a sub-provider list', () => {
    const game: RestrictableGame = { subProvider: { restrictedCountry: RESTRICTED_SUB_PROVIDERS.Evolution } };
    expect(isGameRestricted(game, 'FI', 'FI')).toBe(false);
  });
});
