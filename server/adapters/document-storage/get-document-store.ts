import 'server-only';
import { env } from '@/server/env';
import type { DocumentStore } from './document-store';
import { LocalDocumentStore } from './local-document-store';

let store: DocumentStore | null = null;

/** The process's document store: the local folder DOCUMENTS_DIR (S3-compatible storage: docs/decisions.md "Document storage"). */
export function getDocumentStore(): DocumentStore {
  store ??= new LocalDocumentStore(env.DOCUMENTS_DIR);
  return store;
}

/** Tests point the process at their own store (a temporary folder, or one that fails on purpose). */
export function setDocumentStoreForTests(next: DocumentStore | null): void {
  store = next;
}
