'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen onRetry={reset} />;
}
