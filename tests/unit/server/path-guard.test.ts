/** @jest-environment node */
import type { ServerResponse } from 'node:http';
import { isMalformedApiPath, refuseMalformedPath } from '@/server/http/path-guard';

describe('the API path guard', () => {
  it.each([
    '/api/v2/games/%E0%A4%A/limitations',
    '/api/v2/games/%ED%A0%80/limitations',
    '/api/content/images/%/x',
    '/api/v1/seamless/%00/bet',
    '/api/v1/seamless/pragmaticplay/bet%C0',
  ])('refuses %s', (url) => expect(isMalformedApiPath(url)).toBe(true));

  it.each([
    '/api/v2/games/casino-dune-bloom/limitations?x=%E0',
    '/api/v1/player',
    '/api/content/images/local/production/a%20b.svg',
    '/en-UN/%E0%A4%A',
    '/api/v2/games/caf%C3%A9/limitations',
  ])('lets %s through (pages and queries are judged elsewhere)', (url) => expect(isMalformedApiPath(url)).toBe(false));

  it('answers 400 in the error shape', () => {
    const written: { status?: number; headers?: Record<string, string>; body?: string } = {};
    const response = {
      writeHead: (status: number, headers: Record<string, string>) => Object.assign(written, { status, headers }),
      end: (body: string) => Object.assign(written, { body }),
    } as unknown as ServerResponse;
    refuseMalformedPath(response);
    expect(written.status).toBe(400);
    expect(JSON.parse(written.body ?? '')).toEqual({
      status: 400,
      code: 'error.request.validation',
      message: expect.any(String),
      fieldErrors: [expect.objectContaining({ field: 'path', code: 'invalid_encoding' })],
    });
  });
});
