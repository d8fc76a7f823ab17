import type { ImageUrlConfig } from '@/lib/content/rules/image-url';

/** GROQ parameters as JSON values; `$name` in a query reads `params.name`. */
export type QueryParams = Record<string, unknown>;

/**
 * Where content comes from: Sanity's HTTP API or the local NDJSON dataset. Both answer the same GROQ with the
 * same shapes, so everything above this interface is shared.
 */
export interface ContentSource {
  /** Names the source in data-cache keys (`local:<path>`, `sanity:<projectId>:<dataset>`). */
  readonly id: string;
  /** Image URLs of this source's assets: Sanity's CDN, or the app's own image route for the local dataset. */
  readonly imageConfig: ImageUrlConfig;
  query<T>(groq: string, params: QueryParams): Promise<T>;
}
