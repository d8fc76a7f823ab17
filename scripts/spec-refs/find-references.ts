// Finds spec section references ("§N") that do not name their spec file. Pure: text in, references out.

/** The two spec files a "§N" may point into. */
export const SPEC_FILES = ['identity-and-account', 'games-wallet-bonuses'] as const;
export type SpecFile = (typeof SPEC_FILES)[number];

/** Short names some comments use for the spec files; the fix writes the full name. */
const SHORT_NAMES: Readonly<Record<string, SpecFile>> = { identity: 'identity-and-account', games: 'games-wallet-bonuses' };

export interface BareReference {
  /** 1-based line number. */
  line: number;
  /** Offset in the line of the first `§` of the run (`§3, §7` is one run). */
  column: number;
  /** The run as written, e.g. `§3` or `§3, §7`. */
  text: string;
  /** The section numbers of the run, in order. */
  sections: number[];
  /** A short name written right before the run (`identity §2`): the file is known, its name is not spelled out. */
  shortName?: { start: number; file: SpecFile };
}

// A run: one section number, and more joined to it: `§3, §7`, `§2–§5`, `§2/§9`, `§3 "Session", §7`, `§§3–5`.
const NUMBER = String.raw`§+\s?\d+(?:\.\d+)*`;
const QUOTED = String.raw`(?:\s*(?:"[^"\n]*"|“[^”\n]*”))?`;
const JOINED = String.raw`(?:\s*(?:,|/|–|-|and|&|to|or)\s*(?:${NUMBER}|\d+)${QUOTED})*`;
const RUN = new RegExp(`${NUMBER}${QUOTED}${JOINED}`, 'g');

/** Between two runs, only an aside (a quotation or a parenthesis) and a separator: the second continues the first. */
const CONTINUATION = /^\s*(?:\([^()]*\)|"[^"]*"|“[^”]*”)?\s*(?:[,;/]|and|&)\s*$/;

type NameBefore = { kind: 'spec' } | { kind: 'short'; start: number; file: SpecFile } | { kind: 'other' } | { kind: 'none' };

/** What the word right before a run names: a spec file, a short name, another document, or nothing. */
function nameBefore(before: string): NameBefore {
  const match = /([A-Za-z][\w./-]*|\d+)\s*$/.exec(before);
  if (!match) return { kind: 'none' };
  const word = match[1];
  if ((SPEC_FILES as readonly string[]).includes(word)) return { kind: 'spec' };
  const short = SHORT_NAMES[word];
  if (short) return { kind: 'short', start: match.index, file: short };
  // CONTRACTS §4, RFC 9110 §10.2.3, notes.md §2: another document's section.
  if (/^(?:[A-Z]{2,}[\w-]*|\d+|[\w./-]+\.(?:md|txt))$/.test(word)) return { kind: 'other' };
  return { kind: 'none' };
}

/** The runs of one line that name no spec file, or name it by a short name. */
export function bareReferencesInLine(text: string, line: number): BareReference[] {
  const found: BareReference[] = [];
  let previous: { end: number; named: boolean } | undefined;
  for (const match of text.matchAll(RUN)) {
    const column = match.index;
    const continues = previous !== undefined && CONTINUATION.test(text.slice(previous.end, column));
    const named = continues ? ({ kind: previous!.named ? 'spec' : 'none' } as NameBefore) : nameBefore(text.slice(0, column));
    previous = { end: column + match[0].length, named: named.kind !== 'none' };
    if (named.kind === 'spec' || named.kind === 'other') continue;
    if (continues) {
      // Part of the bare run before it: naming that one names this one too.
      const head = found[found.length - 1];
      head.sections.push(...[...match[0].matchAll(/\d+/g)].map((number) => Number(number[0])));
      continue;
    }
    const sections = [...match[0].matchAll(/\d+/g)].map((number) => Number(number[0]));
    const reference: BareReference = { line, column, text: match[0], sections };
    if (named.kind === 'short') reference.shortName = { start: named.start, file: named.file };
    found.push(reference);
  }
  return found;
}

/** Every bare reference of a file's text. */
export function bareReferences(text: string): BareReference[] {
  return text.split('\n').flatMap((line, index) => bareReferencesInLine(line, index + 1));
}
