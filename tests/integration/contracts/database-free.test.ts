import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import databaseFree from '../support/database-free.cjs';

// The PostgreSQL pass skips the files listed in support/database-free.cjs. That is honest only while none of them
// reaches a database: no test-database hook, no HTTP or player helper (which run the API on the file's database), no
// import from server/db, and no route or domain module that queries it.
const DATABASE_IMPORTS = [/support\/setup/, /support\/test-db/, /support\/http/, /support\/players/, /@\/server\/db\b/, /@\/server\/domains\//];

describe('integration files the PostgreSQL pass leaves out', () => {
  it.each(databaseFree)('%s opens no database', (file) => {
    const source = readFileSync(join(process.cwd(), file), 'utf8');
    const imports = source.split('\n').filter((line) => /^import |require\(/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => DATABASE_IMPORTS.some((pattern) => pattern.test(line)))).toEqual([]);
  });

  it('lists files that exist', () => {
    for (const file of databaseFree) expect(() => readFileSync(join(process.cwd(), file))).not.toThrow();
  });
});
