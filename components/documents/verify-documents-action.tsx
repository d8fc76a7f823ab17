'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { VerificationStartPoint } from '@/lib/documents/verification-flow';

// Loaded when opened: the banking pages ship a button, not the upload flow.
const VerificationModal = dynamic(() => import('./verification-modal').then((module) => module.VerificationModal), { ssr: false });

/**
 * Opens the verification modal from a money flow with that flow's start point. In the account area (whose pages
 * ship the `documents` messages) it opens in place; elsewhere (the header's deposit modal) it links to the
 * verification page, which opens the modal with the same start point (`?verify=`).
 */
export function VerifyDocumentsAction({
  startPoint,
  label,
  inPlace,
  className,
  autoOpen = false,
}: {
  startPoint: VerificationStartPoint;
  label: string;
  inPlace: boolean;
  className?: string;
  autoOpen?: boolean;
}) {
  const [open, setOpen] = useState(autoOpen);
  if (!inPlace)
    return (
      <Link href={`/my-account/account/verification?verify=${startPoint}`} className={className} data-testid="verify-documents">
        {label}
      </Link>
    );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className} data-testid="verify-documents">
        {label}
      </button>
      {open ? <VerificationModal open onClose={() => setOpen(false)} startPoint={startPoint} /> : null}
    </>
  );
}
