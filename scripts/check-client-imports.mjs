// `npm run lint`, after oxlint: no client module reaches server/. A module whose first statement is 'use client' ships
// to the browser with everything it imports, directly or through other files, so no chain of value imports from it may
// end in server/ (type-only imports are erased and ship nothing). oxlint's folder rules see one import at a time;
// this follows the chains. Parsing is oxc-parser's, resolution (the tsconfig's `@/` paths) oxc-resolver's.
// Usage: node scripts/check-client-imports.mjs [root]   (root defaults to the repository; the unit test passes a fixture)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';

const SOURCE_ROOTS = ['app', 'components', 'lib', 'i18n', 'server'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

function sourceFiles(root) {
  const files = [];
  for (const folder of SOURCE_ROOTS) {
    let entries;
    try {
      entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true });
    } catch {
      continue; // a fixture need not have every folder
    }
    for (const entry of entries) {
      if (entry.isFile() && EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts')) {
        files.push(join(entry.parentPath ?? entry.path, entry.name));
      }
    }
  }
  return files;
}

/** The module's value imports (static, re-exports with a source, dynamic with a string literal), as written. */
function valueImports(file, source, parsed) {
  const specifiers = [];
  for (const item of parsed.module.staticImports) {
    if (item.entries.length === 0 || item.entries.some((entry) => !entry.isType)) specifiers.push(item.moduleRequest.value);
  }
  for (const item of parsed.module.staticExports) {
    for (const entry of item.entries) if (entry.moduleRequest && !entry.isType) specifiers.push(entry.moduleRequest.value);
  }
  for (const item of parsed.module.dynamicImports) {
    const literal = /^\s*(['"])([^'"]+)\1\s*$/.exec(source.slice(item.moduleRequest.start, item.moduleRequest.end));
    if (literal) specifiers.push(literal[2]);
  }
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0].message}`);
  return specifiers;
}

function isClientModule(parsed) {
  const first = parsed.program.body[0];
  return first?.type === 'ExpressionStatement' && first.directive === 'use client';
}

/** Every chain from a 'use client' module to a file under server/ (the shortest per client module). */
export function findClientServerChains(root) {
  const resolver = new ResolverFactory({
    tsconfig: { configFile: join(root, 'tsconfig.json') },
    extensions: EXTENSIONS,
    conditionNames: ['import', 'require', 'default'],
  });
  const serverFolder = join(root, 'server') + sep;
  const edges = new Map();
  const clients = [];
  for (const file of sourceFiles(root)) {
    const source = readFileSync(file, 'utf8');
    const parsed = parseSync(file, source, { lang: /\.m?tsx?$/.test(file) ? (file.endsWith('x') ? 'tsx' : 'ts') : 'jsx' });
    if (isClientModule(parsed)) clients.push(file);
    const targets = [];
    for (const specifier of valueImports(file, source, parsed)) {
      const { path } = resolver.resolveFileSync(file, specifier);
      if (path && path.startsWith(root + sep) && !path.includes(`${sep}node_modules${sep}`)) targets.push(path);
    }
    edges.set(file, targets);
  }
  const chains = [];
  for (const client of clients) {
    const cameFrom = new Map([[client, null]]);
    const queue = [client];
    let reached = null;
    while (queue.length > 0 && !reached) {
      const current = queue.shift();
      for (const next of edges.get(current) ?? []) {
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, current);
        if (next.startsWith(serverFolder)) {
          reached = next;
          break;
        }
        queue.push(next);
      }
    }
    if (reached) {
      const chain = [];
      for (let step = reached; step; step = cameFrom.get(step)) chain.unshift(relative(root, step));
      chains.push(chain);
    }
  }
  return chains;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '..', '..'));
  const chains = findClientServerChains(root);
  for (const chain of chains) console.error(`client module reaches server/: ${chain.join(' -> ')}`);
  if (chains.length > 0) {
    console.error(`${chains.length} client module(s) reach server/: move what they need to lib/ or pass it as props from a server component.`);
    process.exit(1);
  }
  console.log('client modules: none reaches server/');
}
