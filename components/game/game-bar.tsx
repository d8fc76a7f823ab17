'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type RefObject } from 'react';
import type { MoneyMode } from '@/lib/games/launch/constants';
import { useSiteHeaderStore } from '@/lib/games/site-header-store';
import { SessionStrip } from '@/components/reality-check/session-strip';

/** The game's header bar (spec games-wallet-bonuses §3 site header state): title, provider, money mode, the session time and net position in real play, and the full-screen toggle. */
export function GameBar({
  stage,
  name,
  providerTitle,
  mode,
}: {
  stage: RefObject<HTMLDivElement | null>;
  name: string;
  providerTitle: string;
  mode: MoneyMode;
}) {
  const t = useTranslations('gameLaunch');
  const { gameTitle, providerTitle: headerProvider, isFullScreen, setFullScreen } = useSiteHeaderStore();

  useEffect(() => {
    const sync = () => setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [stage, setFullScreen]);

  const toggle = async () => {
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    else await stage.current?.requestFullscreen?.().catch(() => setFullScreen(false));
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 bg-surface px-4 py-2 ring-1 ring-inset ring-line" data-testid="game-bar">
      <div className="min-w-0">
        <p className="truncate text-sm font-bold text-fg">{gameTitle ?? name}</p>
        <p className="truncate text-xs text-fg-muted">
          {headerProvider ?? providerTitle} · {mode === 'real' ? t('real') : t('demo')}
        </p>
      </div>
      <div className="flex min-w-0 items-center gap-4">
        {mode === 'real' ? <SessionStrip /> : null}
        <button
          type="button"
          onClick={toggle}
          aria-pressed={isFullScreen}
          className="min-h-10 shrink-0 rounded-md px-3 text-sm font-semibold text-fg ring-1 ring-inset ring-line-strong hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
          data-testid="full-screen"
        >
          {isFullScreen ? t('exitFullScreen') : t('fullScreen')}
        </button>
      </div>
    </div>
  );
}
