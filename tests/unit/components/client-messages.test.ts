import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CLIENT_NAMESPACES, PAGE_NAMESPACES, pickClientMessages } from '@/components/providers/client-messages';
import en from '@/messages/en.json';

const ROOT = join(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Namespaces client components ask for: `useTranslations('ns')` / `useTranslations('ns.sub')` in a 'use client' file. */
function clientNamespaces(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    if (!/^\s*['"]use client['"]/.test(text)) continue;
    for (const match of text.matchAll(/useTranslations\(\s*['"]([A-Za-z0-9]+)/g)) used.set(match[1]!, [...(used.get(match[1]!) ?? []), relative(ROOT, file)]);
  }
  return used;
}

describe('client messages', () => {
  it('ship every namespace a client component uses, on every page or with the pages that use it', () => {
    // The game frame (app/game-frame) is its own document with its own provider, shipping `harbourGame` only.
    const shipped = new Set<string>([...CLIENT_NAMESPACES, ...PAGE_NAMESPACES, 'harbourGame']);
    const used = clientNamespaces();
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter(([namespace]) => !shipped.has(namespace));
    expect(missing).toEqual([]);
  });

  it('leave the page namespaces out of every page and add them where asked', () => {
    const everyPage = pickClientMessages(en);
    expect(Object.keys(everyPage)).toEqual(CLIENT_NAMESPACES.filter((namespace) => namespace in en));
    for (const namespace of PAGE_NAMESPACES) expect(everyPage).not.toHaveProperty(namespace);
    const account = pickClientMessages(en, ['account', 'player']);
    expect(account.account).toEqual(en.account);
    expect(account.player).toEqual(en.player);
    expect(account).not.toHaveProperty('reset');
    expect(account).not.toHaveProperty('pages');
  });
});
