import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { LOCAL_IMAGE_URL_CONFIG, type ImageUrlConfig } from '@/lib/content/rules/image-url';
import { createGroqDataset, evaluateGroq, parseNdjson, QueryTreeCache, type GroqDataset } from './groq-dataset';
import type { ContentSource, QueryParams } from './source';

export interface LocalSourceOptions {
  /** Absolute path of the NDJSON export. */
  path: string;
  imageConfig?: ImageUrlConfig;
}

interface Loaded {
  version: string;
  dataset: GroqDataset;
}

async function fileVersion(path: string): Promise<string> {
  const info = await stat(path);
  return `${info.mtimeMs}:${info.size}`;
}

/**
 * The local dataset through groq-js: the file is read once and read again only when its mtime or size
 * changes (the generator rewrote it), so a running dev server picks up a regenerated catalogue.
 */
export function createLocalSource(options: LocalSourceOptions): ContentSource {
  const trees = new QueryTreeCache();
  let current: Promise<Loaded> | undefined;
  let currentVersion: string | undefined;

  async function load(version: string): Promise<Loaded> {
    const documents = parseNdjson(await readFile(options.path, 'utf8'), options.path);
    return { version, dataset: createGroqDataset(documents) };
  }

  async function dataset(): Promise<GroqDataset> {
    const version = await fileVersion(options.path);
    if (!current || currentVersion !== version) {
      currentVersion = version;
      const loading = load(version);
      // A failed read is not kept: the next query tries again.
      loading.catch(() => {
        if (current === loading) current = currentVersion = undefined;
      });
      current = loading;
    }
    return (await current).dataset;
  }

  return {
    id: `local:${options.path}`,
    imageConfig: options.imageConfig ?? LOCAL_IMAGE_URL_CONFIG,
    async query<T>(groq: string, params: QueryParams): Promise<T> {
      return evaluateGroq<T>(await dataset(), trees.get(groq, params), params);
    },
  };
}

let memorySources = 0;

/** The same evaluation over documents already in memory (unit tests, scripts). */
export function createMemorySource(documents: readonly { _id: string }[], imageConfig: ImageUrlConfig = LOCAL_IMAGE_URL_CONFIG): ContentSource {
  const trees = new QueryTreeCache();
  const dataset = createGroqDataset(documents);
  return {
    id: `memory:${++memorySources}`,
    imageConfig,
    query: <T>(groq: string, params: QueryParams) => evaluateGroq<T>(dataset, trees.get(groq, params), params),
  };
}
