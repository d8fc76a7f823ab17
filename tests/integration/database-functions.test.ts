import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { executeRows } from '@/server/db/execute-rows';
import { useTestDatabase } from './support/setup';

// server/db/functions/<name>.sql is the current definition of each database function (and of the triggers that
// run it); the migrations in drizzle/ install it. This file fails when the two drift: a file edited without a
// migration that applies it, or a migration that changes a function without its file (docs/architecture.md,
// "Database functions"). Runs on PGlite and, in the PostgreSQL pass, on PostgreSQL.

const database = useTestDatabase();

const FUNCTIONS_FOLDER = join(process.cwd(), 'server', 'db', 'functions');

interface FunctionFile {
  name: string;
  text: string;
  /** The statements, split as drizzle's migrator splits a migration. */
  statements: string[];
}

function functionFiles(): FunctionFile[] {
  return readdirSync(FUNCTIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(FUNCTIONS_FOLDER, file), 'utf8');
      const statements = text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== '');
      return { name: file.slice(0, -'.sql'.length), text, statements };
    });
}

const namesIn = (text: string, kind: 'FUNCTION' | 'TRIGGER') =>
  [...text.matchAll(new RegExp(`CREATE\\s+OR\\s+REPLACE\\s+${kind}\\s+(\\w+)`, 'gi'))].map((match) => match[1]);

interface Installed {
  kind: string;
  name: string;
  definition: string;
}

/** Every function and trigger of the application schema as PostgreSQL prints it back from its catalog. */
async function installed(): Promise<Installed[]> {
  return executeRows<Installed & Record<string, unknown>>(
    database().handle.db,
    sql`select * from (
          select 'function' as kind, p.proname as name, pg_get_functiondef(p.oid) as definition
            from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = current_schema()
             and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
          union all
          select 'trigger', t.tgname, pg_get_triggerdef(t.oid)
            from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = current_schema() and not t.tgisinternal
        ) installed order by kind, name, definition`,
  );
}

describe('database functions (server/db/functions/*.sql)', () => {
  it('each file defines, re-runnably, the one function it is named after, plus only triggers', () => {
    const files = functionFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect({ file: file.name, functions: namesIn(file.text, 'FUNCTION') }).toEqual({ file: file.name, functions: [file.name] });
      // A bare CREATE could not be applied again by the next migration that changes the file.
      expect({ file: file.name, bareCreate: /CREATE\s+(?!OR\s+REPLACE\b)(?:FUNCTION|TRIGGER)\b/i.test(file.text) }).toEqual({
        file: file.name,
        bareCreate: false,
      });
    }
  });

  it('cover every function and trigger the migrations install', async () => {
    const files = functionFiles();
    const rows = await installed();
    const namesOf = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => row.name)
        .sort();
    expect(namesOf('function')).toEqual(files.map((file) => file.name).sort());
    expect(namesOf('trigger')).toEqual(files.flatMap((file) => namesIn(file.text, 'TRIGGER')).sort());
  });

  it('are what the migrations installed: applying the files again changes no definition', async () => {
    const migrated = await installed();
    for (const file of functionFiles()) {
      for (const statement of file.statements) await database().handle.db.execute(sql.raw(statement));
    }
    expect(await installed()).toEqual(migrated);
  });
});
