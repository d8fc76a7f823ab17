// The repository side of scripts/spec-refs.ts: which files are scanned, what each bare reference is judged to
// mean, and the fixed text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { classify, type Decision } from './classify';
import { bareReferencesInLine, type BareReference } from './find-references';

/** Comments and docs live in these files. */
const SCANNED = /\.(?:ts|tsx|js|mjs|cjs|md|sql|sh)$/;

/**
 * Not scanned: the migrations in drizzle/ are history that is never edited, and this tool and its test quote bare
 * references on purpose.
 */
const IGNORED = [/^drizzle\//, /^scripts\/spec-refs(?:\/|\.ts$)/, /^tests\/unit\/scripts\/spec-refs\.test\.ts$/];

export interface Finding extends BareReference {
  path: string;
  /** The line's text around this reference (up to the neighbouring references), which the decision reads. */
  context: string;
  decision: Decision;
}

/** Folders that hold no source of ours: dependencies, build output, data, results (as in .gitignore). */
const SKIPPED_FOLDERS = /^(?:node_modules|\.git|\.next(?:-.*)?|\.data|test-results|playwright-report|coverage|tmp)$/;

/** Files under `root` that may hold spec references, as paths relative to it (no git needed: CI may have none). */
export function scannedFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.test(entry.name)) walk(join(folder, entry.name));
        continue;
      }
      const path = relative(root, join(folder, entry.name)).split('\\').join('/');
      if (entry.isFile() && SCANNED.test(path) && !IGNORED.some((pattern) => pattern.test(path))) found.push(path);
    }
  };
  walk(root);
  return found.sort();
}

/** The bare references of one file's text, each with the spec file it is judged to mean. */
export function findingsIn(path: string, text: string): Finding[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    const references = bareReferencesInLine(line, index + 1);
    return references.map((reference, position) => {
      const start = position === 0 ? 0 : references[position - 1].column + references[position - 1].text.length;
      const end = references[position + 1]?.column ?? line.length;
      const context = line.slice(start, end);
      const decision: Decision = reference.shortName
        ? { file: reference.shortName.file, scores: { 'identity-and-account': 0, 'games-wallet-bonuses': 0 } }
        : classify({ path, context, nearby: `${lines[index - 1] ?? ''}\n${lines[index + 1] ?? ''}`, section: reference.sections[0] });
      return { ...reference, path, context, decision };
    });
  });
}

/** Every bare reference under `root`. */
export function findings(root: string): Finding[] {
  return scannedFiles(root).flatMap((path) => findingsIn(path, readFileSync(join(root, path), 'utf8')));
}

/** `text` with each decided reference naming its file: `spec §3` → `spec games-wallet-bonuses §3`, `identity §2` → `identity-and-account §2`. */
export function fixedText(text: string, decided: readonly Finding[]): string {
  const lines = text.split('\n');
  // Right to left within a line, so earlier offsets stay valid.
  const ordered = [...decided].sort((a, b) => a.line - b.line || b.column - a.column);
  for (const finding of ordered) {
    if (!finding.decision.file) continue;
    const line = lines[finding.line - 1];
    const start = finding.shortName?.start ?? finding.column;
    lines[finding.line - 1] = `${line.slice(0, start)}${finding.decision.file} ${line.slice(finding.column)}`;
  }
  return lines.join('\n');
}
