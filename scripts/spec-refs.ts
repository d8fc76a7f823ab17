// Spec references name their spec file: "identity-and-account §3", "games-wallet-bonuses §7", never a bare "§3"
// (both files number the same nine sections). tests/unit/scripts/spec-refs.test.ts fails on a bare one.
//   npx tsx scripts/spec-refs.ts --check   lists bare references (exit 1 when there is one)
//   npx tsx scripts/spec-refs.ts --fix     names the file where the words and the folder decide it, lists the rest
// The fix prints each decision; read them, and name by hand what it leaves (a line that means both files).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findings, fixedText, type Finding } from './spec-refs/repository';

const root = process.cwd();
const mode = process.argv[2];
if (mode !== '--check' && mode !== '--fix') {
  console.error('usage: npx tsx scripts/spec-refs.ts --check | --fix');
  process.exit(2);
}

const describe = (finding: Finding) => `${finding.path}:${finding.line}  ${finding.shortName ? 'short name ' : ''}${finding.text}`;
const found = findings(root);

if (mode === '--check') {
  for (const finding of found) console.log(`${describe(finding)}  →  ${finding.decision.file ?? 'undecided'}`);
  console.log(found.length === 0 ? 'spec-refs: every spec reference names its file' : `spec-refs: ${found.length} bare reference(s); run --fix`);
  process.exit(found.length === 0 ? 0 : 1);
}

for (const path of new Set(found.map((finding) => finding.path))) {
  const list = found.filter((finding) => finding.path === path);
  const file = join(root, path);
  writeFileSync(file, fixedText(readFileSync(file, 'utf8'), list));
}
const left = found.filter((finding) => !finding.decision.file);
for (const finding of found.filter((finding) => finding.decision.file)) console.log(`fixed  ${describe(finding)}  →  ${finding.decision.file}`);
for (const finding of left) console.log(`LEFT   ${describe(finding)}  (${finding.context.trim()}): name the file by hand`);
console.log(`spec-refs: ${found.length - left.length} named, ${left.length} left`);
process.exit(left.length === 0 ? 0 : 1);
