/**
 * The reference page, its script and the catch-all: /api/docs loads Scalar from this site under its own
 * Content-Security-Policy (the nonce of the header is the page's), and a path no route serves answers the spec's
 * error shape for every method instead of an HTML page. Every answer is also checked against its contract.
 */
import { GET as referencePage } from '@/app/api/docs/route';
import { GET as referenceScript } from '@/app/api/docs/scalar.js/route';
import { DELETE, GET, OPTIONS, PATCH, POST, PUT } from '@/app/api/[...path]/route';

/** `a 'b'; c d` → { a: ["'b'"], c: ['d'] } */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('GET /api/docs', () => {
  it('is Scalar for /api/openapi.json, its script from this site, under a policy that allows that page only', async () => {
    const response = await referencePage(new Request('http://localhost/api/docs'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const policy = directives(response.headers.get('content-security-policy'));
    const nonce = /'nonce-([^']+)'/.exec(policy['script-src'].join(' '))?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toMatchObject({
      'default-src': ["'none'"],
      'script-src': ["'self'", `'nonce-${nonce}'`],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Every script on the page is this site's bundle or carries the nonce; nothing names another host.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    // zod inside the bundle stays jitless, so it never probes for eval (a violation under this policy).
    expect(html.indexOf('jitless: true')).toBeGreaterThan(-1);
    expect(html.indexOf('jitless: true')).toBeLessThan(html.indexOf('/api/docs/scalar.js'));
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(html).toMatch(/<script src="\/api\/docs\/scalar\.js\?v=[\w.-]+"/);
    expect(html).toContain('"url": "/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    // A fresh nonce per answer.
    const again = await referencePage(new Request('http://localhost/api/docs'));
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it("serves Scalar's standalone bundle, cached for a year, under a rate limit", async () => {
    const response = await referenceScript(new Request('http://localhost/api/docs/scalar.js?v=1'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const script = await response.text();
    expect(script.length).toBeGreaterThan(100_000);
    expect(script).toContain('createApiReference');
    expect(referenceScript.contract.rateLimit).toEqual({ key: 'api-reference-script', limit: 20, windowMs: 60_000 });
  });
});

describe('a path under /api that no route serves', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)('answers %s with 404 error.not_found in the error shape', async (method) => {
    const handler = { GET, POST, PUT, PATCH, DELETE, OPTIONS }[method];
    const request = new Request('http://localhost/api/v1/nope/deeper?x=1', {
      method,
      ...(method === 'GET' || method === 'OPTIONS' ? {} : { body: '{"a":1}', headers: { 'content-type': 'application/json' } }),
    });
    const response = await handler(request, { params: Promise.resolve({ path: ['v1', 'nope', 'deeper'] }) });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 404, code: 'error.not_found', message: 'Not found.' });
  });
});
