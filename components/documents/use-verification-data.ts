'use client';

import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_QUERY_KEYS } from '@/lib/documents/query-keys';
import { documentsApi } from '@/lib/documents/ui-api';

/** The player's documents and verification summary (refetched when an operator's decision is pushed live). */
export function useVerificationData(enabled = true) {
  const documents = useQuery({ queryKey: DOCUMENT_QUERY_KEYS.documents, queryFn: documentsApi.documents, enabled, staleTime: 0 });
  const summary = useQuery({ queryKey: DOCUMENT_QUERY_KEYS.summary, queryFn: documentsApi.summary, enabled, staleTime: 0 });
  return { documents, summary };
}
