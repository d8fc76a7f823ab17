'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/identity/form-alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { CheckCircleIcon, ErrorIcon } from '@/components/ui/icons';
import { CHECK_REFERENCE_PATTERN, type IdentityDocumentCheck } from '@/lib/identity-verification/document-checks';
import { identityCheckApi } from '@/lib/identity-verification/ui-api';

/** While the vendor has not answered, the page asks again every 2 s, for at most a minute. */
const POLL_MS = 2_000;
const POLL_LIMIT = 30;

function CheckResult({ check }: { check: IdentityDocumentCheck }) {
  const t = useTranslations('account.identityCheck');
  const approved = check.status === 'APPROVED';
  const declined = check.status === 'DECLINED';
  const reasonKey = `reasons.${check.reason ?? ''}`;
  return (
    <div
      role="status"
      data-testid="identity-check-result"
      data-status={check.status}
      className={clsx(
        'mt-4 flex items-start gap-3 rounded-md px-4 py-3 text-sm ring-1 ring-inset',
        approved ? 'bg-success-soft ring-success/60' : declined ? 'bg-danger-soft ring-danger/60' : 'bg-raised ring-line',
      )}
    >
      {approved ? <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success" /> : null}
      {declined ? <ErrorIcon className="mt-0.5 size-5 shrink-0 text-danger" /> : null}
      <div>
        <p className="font-semibold text-fg">{t(`status.${check.status}`)}</p>
        {declined && check.reason ? (
          <p className="mt-1 text-fg-muted" data-testid="identity-check-reason">
            {t('reasonLabel', { reason: t.has(reasonKey) ? t(reasonKey) : t('reasons.generic') })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The hosted identity check (identity-and-account §7 "POST /jumio/documents/initiate"): the button sends the player to
 * the vendor's page; back here with `?check=<reference>`, the card shows that check's outcome as the platform
 * recorded it from the vendor's signed callback.
 */
export function IdentityCheckCard() {
  const t = useTranslations('account.identityCheck');
  const pathname = usePathname();
  const reference = useSearchParams().get('check');
  const checkReference = reference && CHECK_REFERENCE_PATTERN.test(reference) ? reference : null;
  const check = useQuery({
    queryKey: ['identity-check', checkReference],
    queryFn: () => identityCheckApi.check(checkReference ?? ''),
    enabled: checkReference !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return (status === 'INITIATED' || status === 'PENDING') && query.state.dataUpdateCount < POLL_LIMIT ? POLL_MS : false;
    },
  });
  const start = useMutation({
    mutationFn: () => identityCheckApi.initiate(pathname),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
  const verified = check.data?.kycStatus === 'FULLY VERIFIED';

  return (
    <section
      aria-labelledby="identity-check-title"
      className="rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line md:p-6"
      data-testid="identity-check-card"
    >
      <h2 id="identity-check-title" className="text-lg font-bold text-fg">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-fg-muted">{t('intro')}</p>
      {checkReference !== null && check.data ? <CheckResult check={check.data} /> : null}
      {checkReference !== null && check.isError ? <FormAlert>{t('notFound')}</FormAlert> : null}
      {checkReference !== null && check.isPending ? <div className="mt-4 h-12 animate-pulse rounded-md bg-raised motion-reduce:animate-none" /> : null}
      {start.isError ? (
        <div className="mt-4">
          <FormAlert testId="identity-check-error">{t('unavailable')}</FormAlert>
        </div>
      ) : null}
      {verified ? null : (
        <button
          type="button"
          onClick={() => start.mutate()}
          disabled={start.isPending || start.isSuccess}
          className={buttonClasses({ className: 'mt-4' })}
          data-testid="identity-check-start"
        >
          {start.isPending || start.isSuccess ? t('starting') : check.data?.status === 'DECLINED' ? t('retry') : t('start')}
        </button>
      )}
    </section>
  );
}
