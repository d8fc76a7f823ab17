/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// scripts/check-client-imports.mjs (run by `npm run lint`) on small fixture projects: the chains it must refuse and
// the imports it must let through.
const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'check-client-imports.mjs');
const roots: string[] = [];

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'lh-client-imports-'));
  roots.push(root);
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }), ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(root: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('check-client-imports', () => {
  it('refuses a client module that reaches server/ through a component that is not a client module', () => {
    const root = project({
      'components/panel.tsx': "'use client';\nimport { Rows } from '@/components/rows';\nexport const Panel = () => Rows;\n",
      'components/rows.tsx': "import { loadRows } from '@/server/load-rows';\nexport const Rows = loadRows;\n",
      'server/load-rows.ts': "import 'server-only';\nexport const loadRows = () => [];\n",
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('components/panel.tsx -> components/rows.tsx -> server/load-rows.ts');
  });

  it('follows relative imports, re-exports and dynamic imports', () => {
    const root = project({
      'app/page-client.tsx': "'use client';\nexport { helper } from './helper';\n",
      'app/helper.ts': "export const helper = () => import('../server/secret');\n",
      'server/secret.ts': 'export const secret = 1;\n',
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('app/page-client.tsx -> app/helper.ts -> server/secret.ts');
  });

  it('lets through type-only imports, server modules that import client modules, and clean client modules', () => {
    const root = project({
      'components/badge.tsx':
        "'use client';\nimport type { Row } from '@/server/rows';\nimport { format } from '@/lib/format';\nexport const badge = (row: Row) => format(row);\n",
      'components/list.tsx': "import { badge } from '@/components/badge';\nimport { rows } from '@/server/rows';\nexport const list = () => rows.map(badge);\n",
      'lib/format.ts': 'export const format = (value: unknown) => String(value);\n',
      'server/rows.ts': 'export type Row = { id: number };\nexport const rows: Row[] = [];\n',
    });
    const { status, output } = check(root);
    expect(output).toContain('none reaches server/');
    expect(status).toBe(0);
  });
});
