'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reloadTo } from '@/lib/identity/ui-flash';
import { handleQueryError } from '@/lib/identity/ui-forced-logout';
import { signOutEverywhere } from '@/lib/identity/ui-session';
import { ACTIVITY_TIMER_CHECK_INTERVAL_MS } from '@/lib/reality-check/enums';
import type { ActivitySummary, MinutesRemaining } from '@/lib/reality-check/schemas';
import { REALITY_CHECK_QUERY_KEYS, realityCheckApi } from '@/lib/reality-check/ui-api';
import { RealityCheckModal } from './reality-check-modal';

const MINUTE_MS = 60_000;

/**
 * The activity timer (identity-and-account §4, §9): mounted once in the signed-in shell, so it survives page
 * navigation and keeps running while a game frame is open. It asks the server every 60 seconds (the server
 * counts from the stored session start or last reset, so a reload or a second tab never loses the time) and
 * counts the server's figure down on this page's clock; at zero it fetches the summary and shows the reality
 * check. A reset from another tab closes it at the next check.
 */
export function RealityCheckTimer() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState<ActivitySummary | null>(null);
  const [busy, setBusy] = useState<'continue' | 'signOut' | null>(null);
  const [failed, setFailed] = useState(false);
  const open = useRef(false);

  const showSummary = useCallback((due: ActivitySummary) => {
    open.current = true;
    // A full-screen game would hide the reminder: leave full screen first.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setFailed(false);
    setSummary(due);
  }, []);

  // The local moment the check falls due, from the server's figure; a later answer moves it only when the timer
  // itself changed (a reset, another setting), so the countdown runs on this page's clock between answers.
  const deadline = useRef<{ key: string; at: number | null } | null>(null);
  const schedule = useCallback((answer: MinutesRemaining) => {
    const key = `${answer.startedAt}|${answer.settings}`;
    if (deadline.current?.key === key) return;
    deadline.current = { key, at: answer.minutesRemaining === null ? null : Date.now() + answer.minutesRemaining * MINUTE_MS };
  }, []);

  const check = useCallback(() => {
    realityCheckApi
      .minutesRemaining()
      .then((answer) => {
        queryClient.setQueryData(REALITY_CHECK_QUERY_KEYS.minutes, answer);
        schedule(answer);
        const dueAt = deadline.current?.at ?? null;
        const due = answer.minutesRemaining === 0 || (dueAt !== null && Date.now() >= dueAt);
        if (!due) {
          // Continued in another tab: this one's reminder goes too.
          if (open.current) {
            open.current = false;
            setSummary(null);
          }
          return;
        }
        if (!open.current) return realityCheckApi.summary().then(showSummary);
      })
      .catch((error: unknown) => handleQueryError(error));
  }, [queryClient, schedule, showSummary]);

  useEffect(() => {
    check();
    const timer = window.setInterval(check, ACTIVITY_TIMER_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [check]);

  const onContinue = () => {
    setBusy('continue');
    realityCheckApi.reset().then(
      (answer) => {
        queryClient.setQueryData(REALITY_CHECK_QUERY_KEYS.minutes, answer);
        schedule(answer);
        void queryClient.invalidateQueries({ queryKey: REALITY_CHECK_QUERY_KEYS.summary });
        open.current = false;
        setSummary(null);
        setBusy(null);
      },
      (error: unknown) => {
        handleQueryError(error);
        setFailed(true);
        setBusy(null);
      },
    );
  };

  const onSignOut = () => {
    setBusy('signOut');
    // The logout call ends the session on the server; only if it failed does the ordinary sign-out call try again.
    void realityCheckApi
      .logout()
      .then(
        () => false,
        () => true,
      )
      .then((callService) => signOutEverywhere(queryClient, { callService }))
      .then(() => reloadTo(`/${locale}`));
  };

  return <RealityCheckModal summary={summary} busy={busy} failed={failed} onContinue={onContinue} onSignOut={onSignOut} />;
}
