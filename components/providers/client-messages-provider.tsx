import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages, type PageNamespace } from './client-messages';

/**
 * The layout's client messages plus `extra` namespaces, for the client components below only: pages that need
 * a namespace no other page does (the account area, the reset flow) send it themselves instead of every page.
 */
export async function ClientMessages({ extra, children }: { extra: readonly PageNamespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickClientMessages(messages, extra)}>{children}</NextIntlClientProvider>;
}
