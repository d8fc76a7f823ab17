import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GET } from '@/app/api/content/images/[...path]/route';
import { LOCAL_IMAGES_DIR } from '@/server/content/local-images';

const file = readdirSync(LOCAL_IMAGES_DIR).find((name) => name.endsWith('-400x400.svg'))!;

function get(path: string[]): Promise<Response> {
  const url = `http://localhost/api/content/images/${path.join('/')}?w=400&h=400&fm=webp&q=75`;
  return GET(new Request(url), { params: Promise.resolve({ path }) });
}

describe('GET /api/content/images/[...path]', () => {
  it('serves the local artwork as SVG whatever size or format is asked, cached for ever', async () => {
    const response = await get(['local', 'production', file]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(LOCAL_IMAGES_DIR, file)))).toBe(true);
  });

  it.each([
    ['an unknown hash', ['local', 'production', `${'0'.repeat(40)}-400x400.svg`]],
    ['another project', ['abc123', 'production', 'FILE']],
    ['another dataset', ['local', 'staging', 'FILE']],
    ['a traversal', ['local', 'production', '..', '..', 'package.json']],
    ['an encoded traversal', ['local', 'production', '..%2F..%2Fpackage.json']],
    ['a name that is not a content hash', ['local', 'production', 'package.json']],
    ['too few segments', ['FILE']],
  ])('answers 404 for %s', async (_case, path) => {
    const response = await get(path.map((segment) => (segment === 'FILE' ? file : segment)));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'error.not_found' });
  });
});
