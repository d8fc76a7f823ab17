import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseNdjson } from '@/server/content/groq-dataset';

export const DATASET_PATH = resolve(process.cwd(), 'content', 'dataset.ndjson');

export type RawDocument = { _id: string; _type: string; [key: string]: unknown };

/** The committed demo dataset, read once per test file. */
export function readDataset(): RawDocument[] {
  return parseNdjson(readFileSync(DATASET_PATH, 'utf8'), DATASET_PATH) as RawDocument[];
}

export function ofType(documents: readonly RawDocument[], type: string): RawDocument[] {
  return documents.filter((document) => document._type === type);
}
