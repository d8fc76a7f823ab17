/**
 * React Query keys of the verification documents. They start with `identity`, so the live push of an operator's
 * decision (PLAYER_ATTRIBUTE_CHANGE invalidates every identity query, lib/wallet/use-wallet-socket.ts) refetches them.
 */
export const DOCUMENT_QUERY_KEYS = {
  all: ['identity', 'documents'] as const,
  documents: ['identity', 'documents', 'list'] as const,
  summary: ['identity', 'documents', 'verification'] as const,
};
