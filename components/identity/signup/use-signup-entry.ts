'use client';

import { useEffect, useState } from 'react';
import { readSignupEntry } from '@/lib/identity/ui-signup-entry';
import type { SignupEntry } from '@/lib/identity/ui-signup-form';

/** Reads bonusCode, aff_id and appsflyer_token once on entry and takes the bonus code out of the address bar. */
export function useSignupEntry(): SignupEntry {
  const [entry, setEntry] = useState<SignupEntry>({});
  useEffect(() => {
    const { entry: read, cleanedHref } = readSignupEntry(window.location.href);
    if (cleanedHref) window.history.replaceState(window.history.state, '', cleanedHref);
    // Read once after hydration on purpose: the address bar is the browser's, and it is rewritten right above.
    // oxlint-disable-next-line react/set-state-in-effect
    setEntry(read);
  }, []);
  return entry;
}
