import type { AbstractIntlMessages } from 'next-intl';

/**
 * Message namespaces the locale layout ships to the browser on every page. Server components read every
 * namespace; only client components need theirs sent along. Add a namespace here when a client component on
 * any page starts using it; a namespace only some pages' client components use goes in PAGE_NAMESPACES and
 * those pages wrap their part in `<ClientMessages extra={[…]}>` (components/providers/client-messages-provider).
 */
export const CLIENT_NAMESPACES = [
  'a11y',
  'nav',
  'header',
  'footer',
  'switcher',
  'cookie',
  'toast',
  'errors',
  'signup',
  'login',
  'terms',
  'idle',
  'realityCheck',
  'wallet',
  'gameLaunch',
  'myGames',
  // The deposit form's bonus choice (in the header's deposit modal) and the game page's wagering progress.
  'bonus',
] as const;

/** Namespaces of one area's client components: the account pages' navigation, limits and documents, the reset flow. */
export const PAGE_NAMESPACES = ['account', 'player', 'documents', 'reset'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

export function pickClientMessages(messages: AbstractIntlMessages, extra: readonly PageNamespace[] = []): AbstractIntlMessages {
  return Object.fromEntries([...CLIENT_NAMESPACES, ...extra].filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
