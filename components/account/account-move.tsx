'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/identity/form-alert';
import { buttonClasses } from '@/components/ui/button-classes';
import type { Migration, MigrationAnswer } from '@/lib/account-migration/schemas';
import { ontarioMoveTarget } from '@/lib/account-migration/policy';
import { ACCOUNT_QUERY_KEYS, accountApi } from '@/lib/account/ui-api';
import { getMarket } from '@/lib/markets/markets';
import { getProvince } from '@/lib/markets/provinces';
import { useAccountFailure } from './use-account-failure';

/** The player's open (or latest) account migration request (identity-and-account.md §7 `/player/migration`). */
export function useMigration() {
  return useQuery<MigrationAnswer>({ queryKey: ACCOUNT_QUERY_KEYS.migration, queryFn: accountApi.migration });
}

function MigrationStatus({ migration }: { migration: Migration }) {
  const t = useTranslations('player.account.move');
  const format = useFormatter();
  const destination = migration.toProvince
    ? (getProvince(migration.toProvince)?.label ?? migration.toProvince)
    : (getMarket(migration.toMarket)?.name ?? migration.toMarket);
  const when = migration.decidedAt ?? migration.requestedAt;
  return (
    <div data-testid="account-move-status" className="rounded-md bg-raised p-4 ring-1 ring-inset ring-line">
      <p className="text-sm font-semibold text-fg">{t('destination', { destination })}</p>
      <p className="mt-1 text-sm text-fg-muted">
        <span data-testid="account-move-status-value" className="font-semibold text-fg">
          {t(`status.${migration.status}`)}
        </span>
        {' · '}
        {format.dateTime(new Date(when), { dateStyle: 'medium' })}
      </p>
      <p className="mt-2 text-sm text-fg-muted">{t(`statusHelp.${migration.status}`)}</p>
    </div>
  );
}

/**
 * Under the province form: the status of an open (or the latest) account migration request, and, when the form was
 * just refused a move into or out of Ontario (`error.account.province.ontario`), the offer to ask support for it.
 */
export function AccountMove({ refusedProvince, onRequested }: { refusedProvince: string | null; onRequested?: () => void }) {
  const t = useTranslations('player.account.move');
  const queryClient = useQueryClient();
  const migration = useMigration();
  const [message, setMessage] = useState<string | null>(null);
  const fail = useAccountFailure(null);
  const request = useMutation({
    mutationFn: accountApi.requestMigration,
    onSuccess: (answer) => {
      setMessage(null);
      queryClient.setQueryData(ACCOUNT_QUERY_KEYS.migration, answer);
      onRequested?.();
    },
    onError: (error) => {
      setMessage(fail(error));
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.migration });
    },
  });
  const current = migration.data?.migration ?? null;
  const open = current !== null && (current.status === 'REQUESTED' || current.status === 'IN_REVIEW');
  const offer = refusedProvince !== null && !open && migration.isSuccess;
  if (!current && !offer) return null;
  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-line pt-5" data-testid="account-move">
      {current && (open || !offer) ? <MigrationStatus migration={current} /> : null}
      {offer ? (
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <p className="max-w-prose text-sm text-fg-muted">{t('offer')}</p>
          <button
            type="button"
            data-testid="account-move-request"
            disabled={request.isPending}
            className={buttonClasses({ size: 'md', className: 'shrink-0 self-start whitespace-nowrap md:self-auto' })}
            onClick={() => request.mutate(ontarioMoveTarget(refusedProvince))}
          >
            {request.isPending ? t('requesting') : t('request')}
          </button>
        </div>
      ) : null}
      <FormAlert testId="account-move-error">{message}</FormAlert>
    </div>
  );
}

/** For a player outside Canada: the latest account migration request support handles, when there is one. */
export function AccountMoveSection({ title }: { title: string }) {
  const migration = useMigration();
  const current = migration.data?.migration ?? null;
  if (!current) return null;
  return (
    <section id="account-move" aria-label={title} className="rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line md:p-6">
      <h2 className="mb-4 text-xl font-bold text-fg">{title}</h2>
      <MigrationStatus migration={current} />
    </section>
  );
}
