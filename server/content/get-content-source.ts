import 'server-only';
import { env } from '@/server/env';
import { createLocalSource } from './local-source';
import { createSanitySource } from './sanity-source';
import type { ContentSource } from './source';

// On globalThis: Next may evaluate this module once per route bundle; one parsed dataset is enough.
const slot = globalThis as typeof globalThis & { __luckyHarbourContentSource?: ContentSource };

/** Sanity when SANITY_PROJECT_ID is set; otherwise the local dataset at CONTENT_DATASET_PATH. */
export function createContentSourceFromEnv(config: typeof env = env): ContentSource {
  if (config.SANITY_PROJECT_ID) {
    return createSanitySource({
      projectId: config.SANITY_PROJECT_ID,
      dataset: config.SANITY_DATASET,
      token: config.SANITY_TOKEN,
      apiHost: config.SANITY_API_HOST,
    });
  }
  return createLocalSource({ path: config.CONTENT_DATASET_PATH });
}

/** The process-wide content source. */
export function getContentSource(): ContentSource {
  slot.__luckyHarbourContentSource ??= createContentSourceFromEnv();
  return slot.__luckyHarbourContentSource;
}

/** Tests install the source every operation reads; undefined goes back to the configured one. */
export function setContentSourceForTests(source: ContentSource | undefined): void {
  slot.__luckyHarbourContentSource = source;
}
