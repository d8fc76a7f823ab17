import 'server-only';
import { join } from 'node:path';
import { env, type Env } from '@/server/env';
import type { DocumentStore } from './document-store';
import { LocalDocumentStore } from './local-document-store';
import { S3DocumentStore } from './s3-document-store';

type StorageEnv = Pick<
  Env,
  | 'DOCUMENT_STORAGE'
  | 'DOCUMENTS_DIR'
  | 'DOCUMENTS_S3_BUCKET'
  | 'DOCUMENTS_S3_REGION'
  | 'DOCUMENTS_S3_ENDPOINT'
  | 'DOCUMENTS_S3_FORCE_PATH_STYLE'
  | 'DOCUMENTS_S3_ACCESS_KEY_ID'
  | 'DOCUMENTS_S3_SECRET_ACCESS_KEY'
>;

/** The store a configuration names (DOCUMENT_STORAGE): the local folder DOCUMENTS_DIR, or an S3-compatible bucket. */
export function documentStoreFor(config: StorageEnv): DocumentStore {
  if (config.DOCUMENT_STORAGE !== 's3') return new LocalDocumentStore(config.DOCUMENTS_DIR);
  // parseEnv refuses s3 without a bucket, and one credential without the other.
  if (!config.DOCUMENTS_S3_BUCKET) throw new Error('DOCUMENT_STORAGE=s3 needs DOCUMENTS_S3_BUCKET');
  const { DOCUMENTS_S3_ACCESS_KEY_ID: accessKeyId, DOCUMENTS_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3DocumentStore({
    bucket: config.DOCUMENTS_S3_BUCKET,
    region: config.DOCUMENTS_S3_REGION,
    endpoint: config.DOCUMENTS_S3_ENDPOINT,
    forcePathStyle: config.DOCUMENTS_S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}

/** Where a stored file is, for the operator's CLI: a path in the local folder, or `s3://<bucket>/<key>`. */
export function storedFileLocation(key: string, config: StorageEnv = env): string {
  return config.DOCUMENT_STORAGE === 's3' ? `s3://${config.DOCUMENTS_S3_BUCKET}/${key}` : join(config.DOCUMENTS_DIR, key);
}

let store: DocumentStore | null = null;

/** The process's document store, made once from the environment (docs/decisions.md "S3-compatible document storage"). */
export function getDocumentStore(): DocumentStore {
  store ??= documentStoreFor(env);
  return store;
}

/** Tests point the process at their own store (a temporary folder, a local S3 server, or one that fails on purpose). */
export function setDocumentStoreForTests(next: DocumentStore | null): void {
  store = next;
}
