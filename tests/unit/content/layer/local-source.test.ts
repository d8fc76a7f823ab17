/** @jest-environment node */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseNdjson, QueryTreeCache } from '@/server/content/groq-dataset';
import { createLocalSource } from '@/server/content/local-source';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-source-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const line = (id: string, name: string) => JSON.stringify({ _id: id, _type: 'casinoGames', name });

describe('local source', () => {
  it('reads the NDJSON file once and again only when it changes', async () => {
    const path = join(dir, 'dataset.ndjson');
    writeFileSync(path, `${line('a', 'Aces')}\n\n${line('drafts.a', 'Draft')}\n`);
    const source = createLocalSource({ path });
    const names = () => source.query<string[]>('*[_type == "casinoGames" && !(_id in path("drafts.**"))].name', {});
    expect(await names()).toEqual(['Aces']);

    writeFileSync(path, `${line('a', 'Aces')}\n${line('b', 'Bass')}\n`);
    // Same size and mtime would look unchanged; move the mtime as a regeneration does.
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(await names()).toEqual(['Aces', 'Bass']);
    expect(source.id).toBe(`local:${path}`);
    expect(source.imageConfig).toMatchObject({ projectId: 'local', dataset: 'production', baseUrl: '/api/content' });
  });

  it('binds params at evaluation and dereferences through the _id index', async () => {
    const path = join(dir, 'refs.ndjson');
    writeFileSync(
      path,
      [JSON.stringify({ _id: 'p', _type: 'gameProvider', id: 'relax' }), JSON.stringify({ _id: 'g', _type: 'casinoGames', provider: { _ref: 'p' } })].join(
        '\n',
      ),
    );
    const source = createLocalSource({ path });
    expect(await source.query('*[_type == $type][0]{ "provider": provider->id }', { type: 'casinoGames' })).toEqual({ provider: 'relax' });
    expect(await source.query('*[_type == $type][$from...$to]._id', { type: 'gameProvider', from: 0, to: 1 })).toEqual(['p']);
  });

  it('fails a query when the file is missing, then recovers once it exists', async () => {
    const path = join(dir, 'later.ndjson');
    const source = createLocalSource({ path });
    await expect(source.query('count(*)', {})).rejects.toThrow();
    writeFileSync(path, `${line('a', 'Aces')}\n`);
    expect(await source.query('count(*)', {})).toBe(1);
  });
});

describe('parseNdjson', () => {
  it('names the line that is not JSON', () => {
    expect(() => parseNdjson('{"_id":"a"}\n{oops\n', 'x.ndjson')).toThrow('x.ndjson: line 2 is not JSON');
  });
});

describe('QueryTreeCache', () => {
  it('parses a query once per set of slice bounds, whatever the other params', () => {
    const trees = new QueryTreeCache();
    const groq = '*[_type == $type][$offset...$end]';
    const first = trees.get(groq, { type: 'a', offset: 0, end: 31 });
    expect(trees.get(groq, { type: 'b', offset: 0, end: 31 })).toBe(first);
    expect(trees.get(groq, { type: 'a', offset: 30, end: 61 })).not.toBe(first);
    expect(trees.size).toBe(2);
  });
});
