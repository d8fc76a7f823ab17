import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '@/messages/en.json';
import { loadMessages, withEnglishFallback } from '@/i18n/messages';
import { BCP47_BY_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@/lib/markets';

type Tree = { [key: string]: string | Tree };

const MESSAGES_DIR = path.join(__dirname, '..', '..', '..', 'messages');
const TRANSLATED = LANGUAGE_CODES.filter((code) => code !== 'en');
/** Languages whose file must translate the whole shell (spec: full translations). */
const FULL = ['fi', 'no', 'de', 'fr', 'caf', 'cl', 'pe', 'pt', 'br', 'ja', 'tl', 'tr', 'pl'] as const;
/** English variants: only keys whose wording differs from en.json need to be present. */
const ENGLISH_VARIANTS = ['ca', 'nz', 'inen'] as const;

function readRaw(code: string): string {
  return fs.readFileSync(path.join(MESSAGES_DIR, `${code}.json`), 'utf8');
}

function read(code: string): Tree {
  return JSON.parse(readRaw(code)) as Tree;
}

/** Flattens a message tree to dotted keys → leaf values (leaves are whatever the file holds, to catch non-strings). */
function flatten(tree: Tree, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, dotted, out);
    else out[dotted] = value;
  }
  return out;
}

/** Dotted paths of every object node, in document order (for the key-order check). */
function keyOrder(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const dotted = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' ? [dotted, ...keyOrder(value, dotted)] : [dotted];
  });
}

// Element kinds of the ICU AST (@formatjs/icu-messageformat-parser TYPE): literal 0, pound 7, tag 8, the rest are arguments.
const LITERAL = 0;
const POUND = 7;
const TAG = 8;
type AstElement = { type: number; value?: string; children?: AstElement[]; options?: Record<string, { value: AstElement[] }> };

/** Argument names ({brand}, {count, plural, …}) and rich-text tags (<link>) a message uses, at any depth. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: AstElement[]) => {
    for (const element of elements) {
      if (element.type === LITERAL || element.type === POUND) continue;
      if (element.type === TAG) {
        found.add(`<${element.value}>`);
        walk(element.children ?? []);
        continue;
      }
      found.add(`{${element.value}}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as AstElement[]);
  return [...found].sort();
}

const enFlat = flatten(en as Tree) as Record<string, string>;
const enKeys = Object.keys(enFlat);

describe('message files', () => {
  it('en.json is itself well-formed: string leaves, none empty, every message parses', () => {
    for (const [key, value] of Object.entries(enFlat)) {
      expect([key, typeof value]).toEqual([key, 'string']);
      expect([key, value.trim() === '']).toEqual([key, false]);
      expect(() => placeholders(value)).not.toThrow();
    }
  });

  it.each(TRANSLATED)('%s.json exists and parses as a JSON object', (code) => {
    expect(fs.existsSync(path.join(MESSAGES_DIR, `${code}.json`))).toBe(true);
    const parsed: unknown = JSON.parse(readRaw(code));
    expect(parsed).toEqual(expect.any(Object));
    expect(Array.isArray(parsed)).toBe(false);
    expect(Object.keys(parsed as object).length).toBeGreaterThan(0);
  });

  it.each(TRANSLATED)('%s.json is UTF-8 with 2-space indentation and a trailing newline', (code) => {
    const raw = readRaw(code);
    expect(raw.charCodeAt(0)).not.toBe(0xfeff);
    expect(raw).not.toContain('\uFFFD');
    expect(raw.endsWith('}\n')).toBe(true);
    expect(raw).toBe(`${JSON.stringify(JSON.parse(raw), null, 2)}\n`);
  });

  it.each(TRANSLATED)('%s.json has no key that en.json lacks, at any depth, and no empty or non-string value', (code) => {
    const flat = flatten(read(code));
    const stale = Object.keys(flat).filter((key) => !(key in enFlat));
    expect(stale).toEqual([]);
    for (const [key, value] of Object.entries(flat)) {
      expect([key, typeof value]).toEqual([key, 'string']);
      expect([key, (value as string).trim() === '']).toEqual([key, false]);
    }
  });

  it.each(TRANSLATED)('%s.json keeps the key order of en.json', (code) => {
    const order = keyOrder(read(code));
    const enOrder = keyOrder(en as Tree).filter((key) => order.includes(key));
    expect(order).toEqual(enOrder);
  });

  it.each(FULL)('%s.json translates every en.json key (complete shell)', (code) => {
    const flat = flatten(read(code));
    expect(enKeys.filter((key) => !(key in flat))).toEqual([]);
  });

  it.each(TRANSLATED)('%s.json keeps exactly the ICU arguments and tags of English for every key', (code) => {
    const mismatches: string[] = [];
    for (const [key, value] of Object.entries(flatten(read(code)))) {
      if (!(key in enFlat) || typeof value !== 'string') continue;
      let ours: string[];
      try {
        ours = placeholders(value);
      } catch (error) {
        mismatches.push(`${key}: does not parse (${(error as Error).message})`);
        continue;
      }
      const theirs = placeholders(enFlat[key]);
      if (ours.join() !== theirs.join()) mismatches.push(`${key}: ${ours.join() || '∅'} ≠ ${theirs.join() || '∅'}`);
    }
    expect(mismatches).toEqual([]);
  });

  it.each(TRANSLATED)('%s.json messages format in their own locale with English argument values', (code) => {
    const locale = BCP47_BY_LANGUAGE[code];
    for (const [key, value] of Object.entries(flatten(read(code)))) {
      if (typeof value !== 'string') continue;
      const values: Record<string, unknown> = {};
      for (const name of placeholders(value)) {
        if (name.startsWith('<')) values[name.slice(1, -1)] = (chunks: string[]) => chunks.join('');
        else values[name.slice(1, -1)] = 'X';
      }
      const formatted = new IntlMessageFormat(value, locale).format(values as Record<string, string>);
      expect([key, typeof formatted === 'string' || Array.isArray(formatted)]).toEqual([key, true]);
    }
  });
});

describe('translations are real translations', () => {
  // Keys that no language should leave in English (unlike nav.casino or "VIP", which often stay as they are).
  const SAMPLE = [
    'footer.ageNotice',
    'footer.helpline',
    'cookie.title',
    'cookie.body',
    'cookie.accept',
    'cookie.save',
    'errors.somethingWentWrong',
    'errors.pleaseTryAgain',
    'errors.global.message',
    'notFound.title',
    'notFound.heading',
    'header.signIn',
    'promotions.intro',
    'promotions.generalTerms',
    'account.nav.withdraw',
  ];

  it.each(FULL)('%s.json translates the sample keys (value differs from English)', (code) => {
    const flat = flatten(read(code));
    expect(SAMPLE.filter((key) => flat[key] === enFlat[key])).toEqual([]);
  });

  it.each(FULL)('%s.json translates most of the shell, not just a sample', (code) => {
    const flat = flatten(read(code));
    const unchanged = enKeys.filter((key) => flat[key] === enFlat[key]);
    expect(unchanged.length / enKeys.length).toBeLessThan(0.25);
  });

  it.each(FULL)('%s.json keeps the error heading in capitals, as in English', (code) => {
    const value = flatten(read(code))['errors.somethingWentWrong'] as string;
    expect(value).toBe(value.toLocaleUpperCase(BCP47_BY_LANGUAGE[code]));
  });

  it('keeps Canadian French distinct from French where Canadian usage differs', () => {
    const fr = flatten(read('fr'));
    const caf = flatten(read('caf'));
    expect(caf['pages.contactLiveChat.email']).toContain('courriel');
    expect(caf['pages.sportsbook.sports.football']).toBe('Soccer');
    expect(caf['pages.contactLiveChat.email']).not.toBe(fr['pages.contactLiveChat.email']);
  });
});

describe('English variants (ca, nz, inen)', () => {
  it.each(ENGLISH_VARIANTS)('%s.json adapts the meta namespace and carries the footer and switcher strings', (code) => {
    const flat = flatten(read(code));
    expect(flat['meta.tagline']).not.toBe(enFlat['meta.tagline']);
    for (const key of enKeys.filter((k) => k.startsWith('footer.') || k.startsWith('switcher.'))) expect(flat).toHaveProperty([key]);
  });

  it.each(ENGLISH_VARIANTS)('%s merged over English uses Commonwealth spelling (no US colour/centre/licence forms)', (code) => {
    const merged = flatten(withEnglishFallback(read(code)));
    // US forms; the noun is "licence" in all three (the verb and "licensed" are spelt with an s everywhere).
    const us = /\b(colors?|centers?|favorites?|behaviors?|license)\b/i;
    expect(Object.entries(merged).filter(([, value]) => us.test(value as string))).toEqual([]);
  });

  it('Canadian English drops British-only forms such as "programme"', () => {
    const merged = flatten(withEnglishFallback(read('ca')));
    expect(Object.values(merged).filter((value) => /programme/i.test(value as string))).toEqual([]);
    expect(merged['seo.vip.tiers']).toBe('Program levels');
  });

  it('English variants translate nothing into another language: every present key is still English text', () => {
    for (const code of ENGLISH_VARIANTS) {
      const flat = flatten(read(code));
      for (const [key, value] of Object.entries(flat)) expect([code, key, /[A-Za-z]/.test(value as string)]).toEqual([code, key, true]);
    }
  });
});

describe('withEnglishFallback', () => {
  it('falls back to English for a missing key', () => {
    const merged = withEnglishFallback({ nav: { home: 'Etusivu' } });
    expect((merged.nav as Tree).home).toBe('Etusivu');
    expect((merged.nav as Tree).casino).toBe(en.nav.casino);
    expect((merged.cookie as Tree).accept).toBe(en.cookie.accept);
  });

  it('merges nested overrides without dropping their English siblings', () => {
    const merged = withEnglishFallback({ cookie: { categories: { marketing: { label: 'Markkinointi' } } } });
    const categories = (merged.cookie as Tree).categories as Tree;
    expect((categories.marketing as Tree).label).toBe('Markkinointi');
    expect((categories.marketing as Tree).description).toBe(en.cookie.categories.marketing.description);
    expect((categories.essentials as Tree).label).toBe(en.cookie.categories.essentials.label);
    expect((merged.cookie as Tree).title).toBe(en.cookie.title);
  });

  it('merges over a given base rather than English when one is passed', () => {
    const base: Tree = { a: { b: 'base b', c: 'base c' }, d: 'base d' };
    expect(withEnglishFallback({ a: { c: 'own c' } }, base)).toEqual({ a: { b: 'base b', c: 'own c' }, d: 'base d' });
  });

  it("keeps a build's precompiled messages (arrays) whole instead of merging them like namespaces", () => {
    // next-intl's precompile (next.config.mjs) turns a message with arguments into an array, e.g. "Play {game}".
    const base = { a: { play: ['Play ', ['game']], b: 'base b' } } as unknown as Tree;
    const own = { a: { play: ['Pelaa ', ['game']] } } as unknown as Tree;
    const merged = withEnglishFallback(own, base) as unknown as { a: { play: unknown; b: string } };
    expect(merged.a.play).toEqual(['Pelaa ', ['game']]);
    expect(Array.isArray(merged.a.play)).toBe(true);
    expect(merged.a.b).toBe('base b');
  });

  it('does not mutate English or the translation', () => {
    const snapshot = JSON.stringify(en);
    const own: Tree = { nav: { home: 'Koti' } };
    withEnglishFallback(own);
    expect(JSON.stringify(en)).toBe(snapshot);
    expect(own).toEqual({ nav: { home: 'Koti' } });
  });
});

describe('loadMessages', () => {
  it.each(LANGUAGE_CODES as readonly LanguageCode[])('%s loads a tree with every en.json key', async (code) => {
    const flat = flatten(await loadMessages(code));
    expect(enKeys.filter((key) => typeof flat[key] !== 'string')).toEqual([]);
  });

  it('English variants keep English text where they have no override', async () => {
    const ca = flatten(await loadMessages('ca'));
    expect(ca['cookie.accept']).toBe(enFlat['cookie.accept']);
    expect(ca['pages.sportsbook.sports.football']).toBe('Soccer');
  });

  it('Canadian French reads its own file, then French, then English', async () => {
    const caf = flatten(await loadMessages('caf'));
    const fr = flatten(read('fr'));
    const own = flatten(read('caf'));
    expect(caf['pages.contactLiveChat.email']).toBe(own['pages.contactLiveChat.email']);
    for (const key of enKeys) expect(caf[key]).toBe(own[key] ?? fr[key] ?? enFlat[key]);
  });
});
