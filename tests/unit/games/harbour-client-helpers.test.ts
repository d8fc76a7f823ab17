import { winningCells } from '@/components/harbour-game/slot-reels';
import { parseGameClientQuery, safeHomeUrl, sameSitePath } from '@/lib/games/harbour/client-query';
import { formatGameAmount, formatSignedAmount } from '@/lib/games/harbour/format';

describe('game client query', () => {
  const base = { ticket: 'demo_0123456789', gameid: 'casino-anchor-drop', moneymode: 'fun' };

  it('reads the launch link parameters', () => {
    expect(
      parseGameClientQuery({
        ...base,
        lang: 'en',
        channel: 'mobile',
        jurisdiction: 'MT',
        partnerid: '653',
        partner: 'luckyharbour',
        homeurl: '/en-UN/online-casino',
        fullscreen: 'true',
      }),
    ).toEqual({
      ...base,
      lang: 'en',
      channel: 'mobile',
      jurisdiction: 'MT',
      partnerid: '653',
      partner: 'luckyharbour',
      homeurl: '/en-UN/online-casino',
      fullscreen: 'true',
    });
    expect(parseGameClientQuery({ ...base, ticket: ['demo_0123456789', 'other'] })?.ticket).toBe('demo_0123456789');
    expect(parseGameClientQuery({ ...base, channel: 'tv' })?.channel).toBeUndefined();
  });

  it('is null without a usable ticket, game id or money mode', () => {
    expect(parseGameClientQuery({ ...base, ticket: undefined })).toBeNull();
    expect(parseGameClientQuery({ ...base, ticket: 'short' })).toBeNull();
    expect(parseGameClientQuery({ ...base, gameid: '' })).toBeNull();
    expect(parseGameClientQuery({ ...base, moneymode: 'free' })).toBeNull();
  });

  it('sends the Lobby button only to our own site', () => {
    expect(safeHomeUrl('/en-UN/online-casino', 'en-UN')).toBe('/en-UN/online-casino');
    expect(safeHomeUrl(undefined, 'fi-FI')).toBe('/fi-FI');
    expect(safeHomeUrl('//evil.example/x', 'en-UN')).toBe('/en-UN');
    expect(safeHomeUrl('/\\evil.example', 'en-UN')).toBe('/en-UN');
    expect(safeHomeUrl('javascript:alert(1)', 'en-UN', 'https://site.example')).toBe('/en-UN');
    expect(safeHomeUrl('https://evil.example/en-UN', 'en-UN', 'https://site.example')).toBe('/en-UN');
    expect(safeHomeUrl('https://site.example/en-UN/online-casino?x=1', 'en-UN', 'https://site.example')).toBe('/en-UN/online-casino?x=1');
  });
});

describe('game amounts', () => {
  it('shows fun credits as a bare number and real money by the market rules', () => {
    expect(formatGameAmount(100_000, 'FUN', 'en-UN')).toBe('1,000.00');
    expect(formatGameAmount(100_000, 'FUN', 'de-DE')).toBe('1.000,00');
    expect(formatGameAmount(5_050, 'EUR', 'en-UN')).toBe('€50.50');
    expect(formatGameAmount(5_050, 'EUR', 'fi-FI')).toBe('50,50\u00a0€');
    expect(formatGameAmount(5_050, 'XYZ', 'en-UN')).toBe('50.50\u00a0XYZ');
  });

  it('signs the net position in text', () => {
    expect(formatSignedAmount(150, 'EUR', 'en-UN')).toBe('+€1.50');
    expect(formatSignedAmount(-150, 'EUR', 'en-UN')).toBe('-€1.50');
    expect(formatSignedAmount(-150, 'EUR', 'de-DE')).toBe('-1,50\u00a0€');
    expect(formatSignedAmount(0, 'EUR', 'en-UN')).toBe('€0.00');
  });
});

describe('winningCells', () => {
  it('lights the run of each winning line, reel by reel', () => {
    expect([...winningCells([{ line: 3, symbol: 'anchor', count: 3, win: 30 }])].sort()).toEqual(['0-0', '1-1', '2-2']);
    expect(winningCells([])).toEqual(new Set());
  });

  it("falls back to the game's lobby, not the home page, when the launch's home URL is not ours", () => {
    expect(safeHomeUrl('https://evil.example/en-UN', 'en-UN', 'https://site.example', '/en-UN/virtuals')).toBe('/en-UN/virtuals');
    expect(safeHomeUrl(undefined, 'en-UN', 'https://site.example', '/en-UN/live-casino-online')).toBe('/en-UN/live-casino-online');
    expect(safeHomeUrl('/en-UN/online-casino/slots', 'en-UN', 'https://site.example', '/en-UN/online-casino')).toBe('/en-UN/online-casino/slots');
  });

  it('recognises an absolute URL on the origin the frame is served from (the browser checks it)', () => {
    expect(sameSitePath('http://127.0.0.1:3000/en-UN/online-casino?x=1', 'http://127.0.0.1:3000')).toBe('/en-UN/online-casino?x=1');
    expect(sameSitePath('http://127.0.0.1:3000/en-UN', 'http://localhost:3000')).toBeNull();
    expect(sameSitePath('javascript:alert(1)', 'http://127.0.0.1:3000')).toBeNull();
    expect(sameSitePath(undefined, 'http://127.0.0.1:3000')).toBeNull();
  });
});
