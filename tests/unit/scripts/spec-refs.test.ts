/** @jest-environment node */
import { classify } from '@/scripts/spec-refs/classify';
import { bareReferences } from '@/scripts/spec-refs/find-references';
import { findings, findingsIn, fixedText } from '@/scripts/spec-refs/repository';

// Both spec files number the same nine sections, so a bare "spec §N" names nothing (scripts/spec-refs.ts).

describe('bare spec references', () => {
  it.each([
    ['/** The profile (spec §3). */', ['§3']],
    ['// Spec §9: default siteId 1.', ['§9']],
    ['(spec §2, §4)', ['§2, §4']],
    ["the spec's field states (§5)", ['§5']],
    ['(spec §3 "Session", §7)', ['§3 "Session", §7']],
    ['Spec §2/§9: only the version is compared.', ['§2/§9']],
    ['Spec §3 (seats "null until merged"), §7 ("live tables")', ['§3']],
  ])('finds %j', (line, runs) => {
    expect(bareReferences(line).map((reference) => reference.text)).toEqual(runs);
  });

  it('reads a continuation after an aside as part of the run before it', () => {
    const [reference] = bareReferences('Spec §3 (seats "null until merged"), §7 ("live tables")');
    expect(reference.sections).toEqual([3, 7]);
  });

  it.each([
    '(spec identity-and-account §3 "Session")',
    '(games-wallet-bonuses §3, §5, §9; identity-and-account §6)',
    'Spec games-wallet-bonuses §3 ("Favourites and recent games"), §7, §9',
    '(CONTRACTS §4)',
    'Retry-After (RFC 9110 §10.2.3)',
    'docs/content.md § Lobby rendering',
  ])('leaves %j alone', (line) => expect(bareReferences(line)).toEqual([]));

  it('marks a short file name (identity §2, games §5) for spelling out', () => {
    expect(bareReferences('(identity §6, games §5)').map((reference) => reference.shortName?.file)).toEqual(['identity-and-account', 'games-wallet-bonuses']);
  });
});

describe('which spec file a bare reference means', () => {
  it.each([
    ['lib/identity/ui-auth-store.ts', 'Auth status (spec §4): pending, requested, resolved', 4, 'identity-and-account'],
    ['lib/wallet/schemas.ts', 'Spec §9: page size 10; hasMore when exactly a page came back.', 9, 'games-wallet-bonuses'],
    ['docs/api.md', 'banner\'s consent id (spec §3 "Cookie consent")', 3, 'identity-and-account'],
    ['lib/markets/markets.ts', 'Market codes (spec §1)', 1, 'identity-and-account'],
    ['lib/markets/locales.ts', 'Language sent when launching a game (spec §9)', 9, 'games-wallet-bonuses'],
    ['lib/api/errors.ts', 'a 401 or 403 forces logout, and so does a 400 from the Evolution auth (§6)', 6, 'games-wallet-bonuses'],
  ])('%s: %j → %s', (path, context, section, file) => {
    expect(classify({ path, context, section }).file).toBe(file);
  });

  it('decides nothing when neither the words nor the folder do', () => {
    expect(classify({ path: 'docs/notes.md', context: 'as written (spec §4).', section: 4 }).file).toBeNull();
  });
});

describe('the fix', () => {
  it('names the file before the run, and spells out a short name', () => {
    const text = ['/** Sign-in state (spec §4). */', '// gating flags (identity §6, games §5); wallet balance (spec §9).', ''].join('\n');
    const fixed = fixedText(text, findingsIn('lib/example.ts', text));
    expect(fixed).toBe(
      [
        '/** Sign-in state (spec identity-and-account §4). */',
        '// gating flags (identity-and-account §6, games-wallet-bonuses §5); wallet balance (spec games-wallet-bonuses §9).',
        '',
      ].join('\n'),
    );
    expect(bareReferences(fixed)).toEqual([]);
  });

  it('leaves an undecided reference as it is', () => {
    const text = 'as written (spec §4).';
    expect(fixedText(text, findingsIn('docs/notes.md', text))).toBe(text);
  });
});

describe('the repository', () => {
  it('has no bare spec reference (fix: npx tsx scripts/spec-refs.ts --fix)', () => {
    const bare = findings(process.cwd()).map((finding) => `${finding.path}:${finding.line} ${finding.text}`);
    expect(bare).toEqual([]);
  });
});
