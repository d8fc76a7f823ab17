'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';
import { identityApi } from '@/lib/identity/ui-api';
import { reloadTo, setFlash } from '@/lib/identity/ui-flash';
import { handleQueryError } from '@/lib/identity/ui-forced-logout';
import {
  DEFAULT_IDLE_CONFIG,
  IDLE_ACTIVITY_KEY,
  IDLE_CHECK_INTERVAL_MS,
  formatCountdown,
  idleConfigFromServer,
  idlePhase,
  secondsUntilSignOut,
  type IdleConfig,
} from '@/lib/identity/ui-idle-timer';
import { signOutEverywhere } from '@/lib/identity/ui-session';
import { readItem, writeItem } from '@/lib/identity/ui-storage';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
// Writing the shared timestamp on every event would thrash storage; a few seconds' precision is plenty.
const STORE_EVERY_MS = 5000;

/**
 * Idle player (spec identity-and-account §4): a loop compares the last activity (in any tab) with the limits; it warns with a
 * countdown, and at the limit signs the player out. Only an explicit "Stay signed in" dismisses the warning.
 */
export function IdleTimer({ config: override }: { config?: IdleConfig }) {
  const t = useTranslations('idle');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [config, setConfig] = useState<IdleConfig>(override ?? DEFAULT_IDLE_CONFIG);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const last = useRef(0); // set on mount by markActive
  const stored = useRef(0);
  const warning = secondsLeft !== null;

  const markActive = useCallback((now = Date.now()) => {
    last.current = now;
    if (now - stored.current >= STORE_EVERY_MS) {
      stored.current = now;
      writeItem(IDLE_ACTIVITY_KEY, String(now));
    }
  }, []);

  const checkIn = useCallback(() => {
    identityApi.activityCheck().then(
      (answer) => {
        if (!override) setConfig(idleConfigFromServer(answer.idleTimeoutSeconds));
      },
      (error: unknown) => handleQueryError(error),
    );
  }, [override]);

  useEffect(() => {
    markActive();
    checkIn();
  }, [markActive, checkIn]);

  useEffect(() => {
    if (warning) return;
    const onActivity = () => markActive();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [warning, markActive]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = Date.now();
      const shared = Number(readItem(IDLE_ACTIVITY_KEY) ?? 0);
      if (shared > last.current) last.current = shared;
      const phase = idlePhase(now, last.current, config);
      if (phase === 'expired') {
        window.clearInterval(timer);
        void signOutEverywhere(queryClient).then(() => {
          setFlash({ kind: 'warning', key: 'idle.signedOut', values: { minutes: Math.max(1, Math.round(config.limitMs / 60_000)) } });
          reloadTo(`/${locale}`);
        });
        return;
      }
      setSecondsLeft(phase === 'warning' ? secondsUntilSignOut(now, last.current, config) : null);
    }, IDLE_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [config, queryClient, locale]);

  const stay = () => {
    stored.current = 0;
    markActive();
    setSecondsLeft(null);
    checkIn();
  };

  const signOutNow = () => {
    void signOutEverywhere(queryClient).then(() => reloadTo(`/${locale}`));
  };

  return (
    <Dialog open={warning} onClose={stay} title={t('title')} closeLabel={t('close')}>
      <div data-testid="idle-modal">
        <p className="text-base text-fg-muted" aria-live="off">
          {t('body', { time: formatCountdown(secondsLeft ?? 0) })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={stay} className={buttonClasses({ size: 'lg' })}>
            {t('stay')}
          </button>
          <button type="button" onClick={signOutNow} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('signOut')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
