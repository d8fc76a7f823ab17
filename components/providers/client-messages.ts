import type { AbstractIntlMessages } from 'next-intl';

/**
 * Message namespaces shipped to the browser. Server components read every namespace; only client
 * components need theirs sent along. Add a namespace here when a client component starts using it.
 */
export const CLIENT_NAMESPACES = ['a11y', 'nav', 'header', 'footer', 'switcher', 'cookie', 'toast', 'errors', 'account', 'signup', 'login', 'reset', 'terms', 'idle', 'wallet', 'gameLaunch', 'myGames'] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
