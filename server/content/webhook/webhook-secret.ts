import 'server-only';
import type { Env } from '@/server/env';

/**
 * The secret of the local demo's webhook, printed in docs/content.md so `curl` examples work out of the box.
 * It is public, so it is refused in production and whenever a Sanity project is configured.
 */
export const DEVELOPMENT_WEBHOOK_SECRET = 'lucky-harbour-local-content-webhook';

/** The secret to verify webhooks with, or null when none may be used (the route then answers 503). */
export function resolveWebhookSecret(config: Pick<Env, 'NODE_ENV' | 'SANITY_PROJECT_ID' | 'SANITY_WEBHOOK_SECRET'>): string | null {
  const configured = config.SANITY_WEBHOOK_SECRET;
  if (configured) return config.NODE_ENV === 'production' && configured === DEVELOPMENT_WEBHOOK_SECRET ? null : configured;
  const localDevelopment = config.NODE_ENV !== 'production' && !config.SANITY_PROJECT_ID;
  return localDevelopment ? DEVELOPMENT_WEBHOOK_SECRET : null;
}
