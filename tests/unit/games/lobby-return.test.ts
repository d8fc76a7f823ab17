import { lobbyReturnUrl } from '@/components/game/lobby-return';
import { advanceTrail, readTrail, recordPage, type PageTrail } from '@/lib/ui/page-trail';

const origin = 'https://site.example';
const trail = (current: string | null, previous: string | null = null): PageTrail => ({ current, previous });
const returnTo = (lobby: 'casino' | 'liveCasino' | 'virtualSports', value: PageTrail, current = '/en-UN/play/amber-reef') =>
  lobbyReturnUrl({ origin, locale: 'en-UN', lobby, trail: value, current });

describe("the game frame's Lobby button (issue 18 item 9)", () => {
  it('returns to the page the player came from on this site, query included', () => {
    expect(returnTo('casino', trail('/en-UN/play/amber-reef', '/en-UN/online-casino/slots?provider=elk'))).toBe(
      `${origin}/en-UN/online-casino/slots?provider=elk`,
    );
    expect(returnTo('casino', trail('/en-UN/search?q=amber', null))).toBe(`${origin}/en-UN/search?q=amber`);
    expect(returnTo('casino', trail('/en-UN/play/amber-reef', '/en-UN'))).toBe(`${origin}/en-UN`);
  });

  it("else returns to the lobby of the game's vertical, never the home page", () => {
    expect(returnTo('casino', trail(null))).toBe(`${origin}/en-UN/online-casino`);
    expect(returnTo('liveCasino', trail('/en-UN/live-casino-online/play/evolution/x', null), '/en-UN/live-casino-online/play/evolution/x')).toBe(
      `${origin}/en-UN/live-casino-online`,
    );
    expect(returnTo('virtualSports', trail('/en-UN/play/harbour-derby/', null), '/en-UN/play/harbour-derby')).toBe(`${origin}/en-UN/virtuals`);
  });

  it('does not send the player to the game they played before', () => {
    expect(returnTo('virtualSports', trail('/en-UN/play/harbour-derby', '/en-UN/play/otter-scratch'), '/en-UN/play/harbour-derby')).toBe(
      `${origin}/en-UN/virtuals`,
    );
    expect(returnTo('casino', trail('/en-UN/online-casino/play/elk/amber-reef', null))).toBe(`${origin}/en-UN/online-casino`);
    expect(returnTo('liveCasino', trail('/en-UN/live-casino-online/play/evolution/x', null))).toBe(`${origin}/en-UN/live-casino-online`);
    expect(returnTo('casino', trail('/en-UN/playlists', null))).toBe(`${origin}/en-UN/playlists`);
  });

  it('ignores pages of another locale and anything that is not a site path', () => {
    expect(returnTo('casino', trail('/en-UN/play/amber-reef', '/fi-FI/online-casino'))).toBe(`${origin}/en-UN/online-casino`);
    expect(returnTo('casino', trail('//evil.example/en-UN/x', null))).toBe(`${origin}/en-UN/online-casino`);
    expect(returnTo('casino', trail('/en-UN/\\evil.example', null))).toBe(`${origin}/en-UN/online-casino`);
    expect(returnTo('casino', trail('https://evil.example/en-UN', null))).toBe(`${origin}/en-UN/online-casino`);
  });
});

describe('the page trail', () => {
  it('moves the current page to previous on a new path, and only updates it on the same path', () => {
    let value = advanceTrail(trail(null), '/en-UN/online-casino');
    value = advanceTrail(value, '/en-UN/online-casino?provider=elk');
    expect(value).toEqual(trail('/en-UN/online-casino?provider=elk', null));
    value = advanceTrail(value, '/en-UN/play/amber-reef');
    expect(value).toEqual(trail('/en-UN/play/amber-reef', '/en-UN/online-casino?provider=elk'));
    expect(advanceTrail(value, '/en-UN/play/amber-reef')).toEqual(value);
  });

  it('survives broken or missing storage', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readTrail(broken)).toEqual(trail(null));
    expect(readTrail(undefined)).toEqual(trail(null));
    expect(() => recordPage(broken, '/en-UN')).not.toThrow();
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, text: string) => void store.set(key, text) };
    recordPage(storage, '/en-UN/online-casino');
    recordPage(storage, '/en-UN/play/amber-reef');
    expect(readTrail(storage)).toEqual(trail('/en-UN/play/amber-reef', '/en-UN/online-casino'));
  });
});
