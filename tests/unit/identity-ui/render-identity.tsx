import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { makeQueryClient } from '@/lib/ui/query-client';
import en from '@/messages/en.json';

/** Renders inside the English messages and a fresh query client, as the layout does. */
export function renderIdentity(ui: ReactElement) {
  const client = makeQueryClient();
  return {
    client,
    ...render(
      <NextIntlClientProvider locale="en-UN" messages={en} timeZone="UTC">
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </NextIntlClientProvider>,
    ),
  };
}
