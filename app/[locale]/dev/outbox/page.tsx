import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/page/page-shell';
import { buttonClasses } from '@/components/ui/button-classes';
import { codesIn, outboxEnabled, outboxRecipient } from '@/lib/identity/outbox-codes';
import { readOutbox, type OutboxChannel } from '@/server/adapters/outbox';
import { getDatabase } from '@/server/db/get-database';
import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const CHANNELS: readonly OutboxChannel[] = ['SMS', 'EMAIL'];

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.devOutbox' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * What the sandbox SMS and e-mail adapters "delivered" (the same rows as GET /api/dev/outbox), so a developer
 * can finish a sign-up or a reset by hand. Not found in production unless SANDBOX_OUTBOX=true.
 */
export default async function DevOutboxPage({ params, searchParams }: Props) {
  if (!outboxEnabled(env.NODE_ENV, env.SANDBOX_OUTBOX)) notFound();
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const to = one(query.to).slice(0, 254);
  const channel = CHANNELS.find((value) => value === one(query.channel));
  const t = await getTranslations('pages.devOutbox');
  // One recipient's messages only: listing everyone's would hand any visitor everyone's codes.
  const messages = to ? await readOutbox((await getDatabase()).db, { recipient: outboxRecipient(to), channel, limit: 50 }) : [];

  return (
    <PageShell title={t('title')} intro={t('intro')} width="wide" testId="dev-outbox-page">
      <form method="get" className="mb-8 flex flex-wrap items-end gap-3">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-semibold text-fg">
          {t('recipient')}
          <input name="to" required defaultValue={to} className="h-11 rounded-lg border border-line-strong bg-canvas px-3 font-normal text-fg" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-fg">
          {t('channel')}
          <select name="channel" defaultValue={channel ?? ''} className="h-11 rounded-lg border border-line-strong bg-canvas px-3 font-normal text-fg">
            <option value="">{t('all')}</option>
            {CHANNELS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses({ variant: 'primary' })}>
          {t('show')}
        </button>
      </form>
      {messages.length === 0 ? (
        <p className="text-fg-muted">{to ? t('empty') : t('recipientRequired')}</p>
      ) : (
        <ol className="grid gap-4 md:grid-cols-2" data-testid="dev-outbox-messages">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-line bg-surface p-4 shadow-sm" data-testid="dev-outbox-message">
              <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                <span className="rounded-md bg-primary-soft px-2 py-0.5 font-semibold text-primary">{message.channel}</span>
                <span className="break-all">{t('to', { recipient: message.recipient })}</span>
                <time className="ml-auto" dateTime={message.createdAt}>
                  {new Date(message.createdAt).toISOString().replace('T', ' ').slice(0, 19)}
                </time>
              </div>
              {message.subject ? <p className="mt-2 font-semibold text-fg">{message.subject}</p> : null}
              <p className="mt-2 whitespace-pre-wrap break-words text-fg">{message.body}</p>
              {codesIn(message.body).map((code) => (
                <p key={code} className="mt-3 text-sm text-fg-muted">
                  {t('code')}{' '}
                  <strong className="rounded-md bg-raised px-2 py-1 font-mono text-lg tracking-widest text-fg" data-testid="dev-outbox-code">
                    {code}
                  </strong>
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </PageShell>
  );
}
