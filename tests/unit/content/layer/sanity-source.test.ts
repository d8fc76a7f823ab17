/** @jest-environment node */
import { createContentSourceFromEnv } from '@/server/content/get-content-source';
import { createSanitySource, SANITY_API_VERSION, sanityClientConfig } from '@/server/content/sanity-source';
import { parseEnv } from '@/server/env';

describe('Sanity source configuration', () => {
  it('reads the published perspective of API version 2021-08-31 through the CDN without a token', () => {
    expect(sanityClientConfig({ projectId: 'abc123', dataset: 'production' })).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2021-08-31',
      useCdn: true,
      token: undefined,
      perspective: 'published',
    });
    expect(SANITY_API_VERSION).toBe('2021-08-31');
  });

  it('skips the CDN with a token and can point at another GROQ host', () => {
    expect(sanityClientConfig({ projectId: 'abc123', dataset: 'staging', token: 'sk', apiHost: 'http://127.0.0.1:9999' })).toMatchObject({
      dataset: 'staging',
      useCdn: false,
      token: 'sk',
      apiHost: 'http://127.0.0.1:9999',
      useProjectHostname: false,
    });
  });

  it('builds image URLs on the Sanity CDN unless told otherwise', () => {
    expect(createSanitySource({ projectId: 'abc123', dataset: 'production' }).imageConfig).toEqual({ projectId: 'abc123', dataset: 'production' });
    expect(createSanitySource({ projectId: 'abc123', dataset: 'production', imageBaseUrl: 'https://img.example.com' }).imageConfig.baseUrl).toBe(
      'https://img.example.com',
    );
  });
});

describe('createContentSourceFromEnv', () => {
  it('picks Sanity when a project id is configured, the local dataset otherwise', () => {
    expect(createContentSourceFromEnv(parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' })).id).toBe('sanity:api.sanity.io:abc123:staging');
    expect(createContentSourceFromEnv(parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: 'http://127.0.0.1:9999/' })).id).toBe(
      'sanity:http://127.0.0.1:9999:abc123:production',
    );
    expect(createContentSourceFromEnv(parseEnv({ CONTENT_DATASET_PATH: '/tmp/x.ndjson' })).id).toBe('local:/tmp/x.ndjson');
  });
});
