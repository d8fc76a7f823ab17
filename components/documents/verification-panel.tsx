'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ArrowRightIcon, CheckCircleIcon, ClockIcon, ErrorIcon, ShieldIcon } from '@/components/ui/icons';
import { Notice } from '@/components/wallet/notice';
import { Link } from '@/i18n/navigation';
import { UPLOAD_KIND_OF, type KycLevel, type UploadableDocumentType, type VerificationStatus } from '@/lib/documents/enums';
import { KYC_CLEARED_LEVELS, KYC_UNDER_REVIEW_LEVELS } from '@/lib/documents/kyc-rules';
import type { AccountDocument } from '@/lib/documents/schemas';
import { documentFileHref } from '@/lib/documents/ui-api';
import { VERIFICATION_START_POINTS, type VerificationStartPoint } from '@/lib/documents/verification-flow';
import { useVerificationData } from './use-verification-data';
import { VerificationModal } from './verification-modal';

type LevelTone = 'verified' | 'review' | 'required' | 'notRequired' | 'restricted';

function levelTone(level: KycLevel): LevelTone {
  if (level === 'NOT_REQUIRED') return 'notRequired';
  if (level === 'RESTRICTED' || level === 'SUSPENDED') return 'restricted';
  if (KYC_UNDER_REVIEW_LEVELS.includes(level)) return 'review';
  if (KYC_CLEARED_LEVELS.includes(level)) return 'verified';
  return 'required';
}

const STATUS_CLASSES: Record<VerificationStatus, string> = {
  UNREQUESTED: 'bg-raised text-fg-muted ring-line',
  REQUESTED: 'bg-danger-soft text-fg ring-danger/60',
  EXPIRED: 'bg-danger-soft text-fg ring-danger/60',
  UNDER_REVIEW: 'bg-raised text-fg ring-line-strong',
  VERIFIED: 'bg-success-soft text-fg ring-success/60',
};

function StatusBadge({ status }: { status: VerificationStatus }) {
  const t = useTranslations('documents');
  return (
    <span
      className={clsx('inline-flex shrink-0 items-center rounded-sm px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_CLASSES[status])}
      data-testid="document-status"
    >
      {t(`status.${status}`)}
    </span>
  );
}

function DocumentCard({ document, onUpload }: { document: AccountDocument; onUpload: (type: UploadableDocumentType) => void }) {
  const t = useTranslations('documents');
  const uploadable = UPLOAD_KIND_OF[document.documentType] !== null && document.documentStatus !== 'VERIFIED';
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line" data-testid={`document-${document.documentType}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-bold text-fg">{t(`types.${document.documentType}`)}</h3>
          {document.subType ? <p className="text-sm text-fg-muted">{t(`subTypes.${document.subType as 'PASSPORT'}`)}</p> : null}
        </div>
        <StatusBadge status={document.documentStatus} />
      </div>
      {document.rejectionReason ? <p className="text-sm text-fg">{t('page.rejected', { reason: t(`rejection.${document.rejectionReason}`) })}</p> : null}
      {document.documentType === 'EDD_QUESTIONNAIRE' ? <p className="text-sm text-fg-muted">{t('page.questionnaire')}</p> : null}
      {document.files.length > 0 && document.documentId !== null ? (
        <ul className="flex flex-col gap-1 text-sm">
          {document.files.map((file) => (
            <li key={file.fileId} className="min-w-0 truncate">
              <a
                href={documentFileHref(document.documentId!, file.fileId)}
                className="font-semibold text-accent hover:underline"
                aria-label={t('page.view', { name: file.fileName })}
                data-testid="document-file"
              >
                {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {uploadable ? (
        <div>
          <button
            type="button"
            className={buttonClasses({
              variant: document.documentStatus === 'REQUESTED' || document.documentStatus === 'EXPIRED' ? 'primary' : 'secondary',
              size: 'sm',
            })}
            onClick={() => onUpload(document.documentType as UploadableDocumentType)}
          >
            {t('page.upload')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** The online identity check and the EDD questionnaire live on their own page (components/identity-verification, components/edd). */
function IdentityCheckLink() {
  const t = useTranslations('documents.page.identityLink');
  return (
    <Link
      href="/my-account/account/verification/identity"
      className="group flex items-start gap-4 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line transition-colors hover:ring-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      data-testid="identity-check-link"
    >
      <ShieldIcon className="mt-0.5 size-6 shrink-0 text-accent" />
      <span className="flex min-w-0 flex-1 flex-col gap-3 md:flex-row md:items-center md:justify-between md:gap-6">
        <span className="min-w-0">
          <span className="block text-base font-bold text-fg">{t('title')}</span>
          <span className="mt-1 block max-w-prose text-sm text-fg-muted">{t('body')}</span>
        </span>
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent">
          {t('cta')}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
      </span>
    </Link>
  );
}

const ICONS: Record<LevelTone, typeof CheckCircleIcon> = {
  verified: CheckCircleIcon,
  notRequired: CheckCircleIcon,
  review: ClockIcon,
  required: ErrorIcon,
  restricted: ErrorIcon,
};

/**
 * /my-account/account/verification: where verification stands, every document with its status, last rejection
 * and files, and uploads through the verification modal. An operator's decision is pushed over the wallet socket
 * and refetches this page's data (lib/documents/query-keys.ts). `?verify=<start point>` opens the modal at once
 * (the deposit modal in the header links here: its messages are not shipped on every page).
 */
export function VerificationPanel() {
  const t = useTranslations('documents');
  const { documents, summary } = useVerificationData();
  const requested = useSearchParams().get('verify');
  const [modal, setModal] = useState<{ startPoint: VerificationStartPoint; documentType: UploadableDocumentType | null } | null>(() => {
    const startPoint = VERIFICATION_START_POINTS.find((point) => point === requested);
    return startPoint ? { startPoint, documentType: null } : null;
  });

  if (documents.isError || summary.isError) return <Notice tone="error">{t('page.loadFailed')}</Notice>;
  if (!documents.data || !summary.data) return <div className="skeleton h-64 rounded-lg" aria-busy="true" />;
  const { accountDocuments, kycStatus } = documents.data;
  const tone = levelTone(kycStatus);
  const Icon = ICONS[tone];
  const upload = (documentType: UploadableDocumentType | null) => setModal({ startPoint: 'ACCOUNT_PAGE', documentType });
  const singles = [accountDocuments.idDocument, accountDocuments.addressDocument, accountDocuments.sowDocument, accountDocuments.eddQuestionnaire];
  // Source of wealth and the questionnaire are shown once asked for (they are enhanced due diligence, not for everyone).
  const shown = singles.filter((document, index) => index < 2 || document.documentStatus !== 'UNREQUESTED');
  return (
    <div className="flex flex-col gap-8" data-testid="verification-panel">
      <section
        aria-labelledby="verification-level"
        className="flex flex-col gap-4 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line md:flex-row md:items-center md:justify-between"
      >
        <div className="flex items-start gap-3">
          <Icon
            className={clsx(
              'mt-0.5 size-6 shrink-0',
              tone === 'verified' || tone === 'notRequired' ? 'text-success' : tone === 'review' ? 'text-fg-muted' : 'text-danger',
            )}
          />
          <div>
            <p id="verification-level" className="text-sm text-fg-muted">
              {t('page.levelLabel')}
            </p>
            <p className="text-lg font-bold text-fg" data-testid="verification-level" data-kyc-status={kycStatus}>
              {t(`level.${tone}`)}
            </p>
            <p className="mt-1 max-w-prose text-sm text-fg-muted">{t(`levelBody.${tone}`)}</p>
          </div>
        </div>
        {summary.data.uploadState !== 'SUCCESS' && tone !== 'notRequired' ? (
          <button type="button" className={buttonClasses({ variant: 'primary', nowrap: true })} onClick={() => upload(null)} data-testid="verification-start">
            {t('page.verify')}
          </button>
        ) : null}
      </section>
      <IdentityCheckLink />
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t('page.documents')}>
        {shown.map((document) => (
          <DocumentCard key={document.documentType} document={document} onUpload={upload} />
        ))}
        {[...accountDocuments.paymentDocument, ...accountDocuments.otherDocument].map((document) => (
          <DocumentCard key={`${document.documentType}-${document.documentId}`} document={document} onUpload={upload} />
        ))}
      </ul>
      <div>
        <button type="button" className={buttonClasses({ variant: 'outline', size: 'sm' })} onClick={() => upload('OTHER')}>
          {t('page.uploadAnother')}
        </button>
      </div>
      {modal ? <VerificationModal open onClose={() => setModal(null)} startPoint={modal.startPoint} documentType={modal.documentType} /> : null}
    </div>
  );
}
