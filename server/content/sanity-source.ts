import 'server-only';
import { createClient, type ClientConfig } from '@sanity/client';
import type { ImageUrlConfig } from '@/lib/content/rules/image-url';
import type { ContentSource, QueryParams } from './source';

/** Spec games-wallet-bonuses §9: the content API version the queries are written for. */
export const SANITY_API_VERSION = '2021-08-31';

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  /** A read token: queries then skip the CDN (which never sees private datasets) and go to the live API. */
  token?: string;
  /** Any GROQ-over-HTTP server in place of https://<projectId>.api.sanity.io. */
  apiHost?: string;
  /** Image CDN override; defaults to cdn.sanity.io for this project and dataset. */
  imageBaseUrl?: string;
}

/**
 * The client configuration, kept pure so it can be checked without a network. `perspective: 'published'`
 * excludes drafts server-side on top of the queries' own filter. The client itself sends queries whose
 * encoded query string is under 11264 characters by GET and longer ones by POST (spec games-wallet-bonuses §9), and times out
 * after 5 minutes by default.
 */
export function sanityClientConfig(options: SanitySourceOptions): ClientConfig {
  return {
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: !options.token,
    token: options.token,
    perspective: 'published',
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
  };
}

export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const client = createClient(sanityClientConfig(options));
  const imageConfig: ImageUrlConfig = {
    projectId: options.projectId,
    dataset: options.dataset,
    ...(options.imageBaseUrl ? { baseUrl: options.imageBaseUrl } : {}),
  };
  return {
    id: `sanity:${options.apiHost ?? 'api.sanity.io'}:${options.projectId}:${options.dataset}`,
    imageConfig,
    query: <T>(groq: string, params: QueryParams) => client.fetch<T>(groq, params),
  };
}
