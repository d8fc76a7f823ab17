'use client';

// The frame has no QueryProvider (which sets this for the site's pages): zod must not probe eval under the CSP.
import '@/lib/ui/zod-jitless';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { BetLimit, GameType } from '@/lib/content/types/games';
import type { EngineKind } from '@/lib/games/engines';
import { windowAt, type LineWin, type SlotSymbol } from '@/lib/games/engines/harbour-slot';
import { isVirtualGameType, raceCardFor } from '@/lib/games/engines/race';
import type { RouletteBet } from '@/lib/games/engines/roulette';
import { sameSitePath } from '@/lib/games/harbour/client-query';
import { gameErrorMessageKey } from '@/lib/games/harbour/error-codes';
import { formatGameAmount } from '@/lib/games/harbour/format';
import { RACE_MIN_ROUND_MS, remainingRoundDelay, SLOT_MIN_ROUND_MS, TABLE_MIN_ROUND_MS } from '@/lib/games/harbour/play-clock';
import type { HarbourBet, MoneyMode } from '@/lib/games/harbour/schemas';
import { betLimitFor, stakeLadder } from '@/lib/games/harbour/stakes';
import { FUN_CURRENCY, type HarbourRoundResult } from '@/lib/games/harbour/types';
import { GameApiError, openSession, playRound } from './game-api';
import { GameFooter } from './game-footer';
import { PaytableDialog } from './paytable-dialog';
import { RaceBoard } from './race-board';
import type { RaceView } from './race-track';
import { RealityCheckStrip } from './reality-check-strip';
import { RouletteBetPicker, RouletteHistory, RouletteWheel } from './roulette-table';
import { SlotReels } from './slot-reels';
import { useReducedMotion } from './use-reduced-motion';

export interface HarbourGameInfo {
  id: string;
  name: string;
  provider: string;
  engine: EngineKind;
  gameType: GameType;
  betLimits: BetLimit[];
  thumbnail: string | null;
}

type Props = {
  ticket: string;
  moneyMode: MoneyMode;
  game: HarbourGameInfo;
  /** The market's currency: whose bet limits fun stakes follow. */
  funCurrency: string;
  rtp: number;
  /** Where the Lobby button goes: the launch's home URL if the server could tell it is on this site, else the game's lobby. */
  homeUrl: string;
  /** The launch's home URL as given: used instead when it is on the origin this frame is served from (a site
   * reached under another host name than SITE_URL). */
  requestedHomeUrl: string | null;
};

type Wallet = { balance: number; currency: string; funState?: string };
type SessionState = { status: 'loading' } | { status: 'ready'; startedAt: number } | { status: 'failed'; code: string | undefined };

const REEL_STOP_GAP_MS = 140;
const MIN_ROUND_MS: Record<EngineKind, number> = { slot: SLOT_MIN_ROUND_MS - 4 * REEL_STOP_GAP_MS, roulette: TABLE_MIN_ROUND_MS, race: RACE_MIN_ROUND_MS };
const RACE_AT_THE_START: RaceView = { order: null, running: false, runMs: 0 };
/** A race is always seen run, even when a slow answer has used up the minimum round time. */
const RACE_MIN_RUN_MS = 1_500;
const INITIAL_GRID: SlotSymbol[][] = windowAt([0, 4, 8, 12, 16]);
const noSubscription = () => () => {};
/** `url` as a path when it is on the origin this frame is served from (known only in the browser), else null. */
const useSameSiteUrl = (url: string | null) =>
  useSyncExternalStore(
    noSubscription,
    () => (url && /^https?:\/\//.test(url) ? sameSitePath(url, window.location.origin) : null),
    () => null,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built-in game client: session, stake, one round per click (no autoplay, no turbo), balance and results. */
export function HarbourGameClient({ ticket, moneyMode, game, funCurrency, rtp, homeUrl: serverHomeUrl, requestedHomeUrl }: Props) {
  const t = useTranslations('harbourGame');
  const locale = useLocale();
  const reducedMotion = useReducedMotion();
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [stakeIndex, setStakeIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [grid, setGrid] = useState<SlotSymbol[][]>(INITIAL_GRID);
  const [spinning, setSpinning] = useState<boolean[]>([false, false, false, false, false]);
  const [lineWins, setLineWins] = useState<LineWin[]>([]);
  const [bet, setBet] = useState<RouletteBet>({ kind: 'red' });
  const [pocket, setPocket] = useState<number | null>(null);
  const [history, setHistory] = useState<number[]>([]);
  const [runner, setRunner] = useState<number | null>(null);
  const [race, setRace] = useState<RaceView>(RACE_AT_THE_START);
  const [backed, setBacked] = useState<number | null>(null);
  const [last, setLast] = useState<HarbourRoundResult | null>(null);
  const [rounds, setRounds] = useState<{ stake: number; win: number }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const mounted = useRef(true);
  const homeUrl = useSameSiteUrl(requestedHomeUrl) ?? serverHomeUrl;

  useEffect(() => {
    mounted.current = true;
    openSession({ ticket, gameId: game.id, moneyMode })
      .then((opened) => {
        if (!mounted.current) return;
        setWallet({ balance: opened.balance, currency: opened.currency, funState: opened.funState });
        setSession({ status: 'ready', startedAt: Date.now() });
      })
      .catch((failure: unknown) => mounted.current && setSession({ status: 'failed', code: failure instanceof GameApiError ? failure.code : undefined }));
    return () => {
      mounted.current = false;
    };
  }, [ticket, game.id, moneyMode]);

  const currency = wallet?.currency ?? FUN_CURRENCY;
  const limitCurrency = currency === FUN_CURRENCY ? funCurrency : currency;
  const ladder = stakeLadder(game.engine, betLimitFor(game.betLimits, limitCurrency));
  const stake = ladder[Math.min(stakeIndex, ladder.length - 1)] ?? null;
  const money = (amount: number) =>
    currency === FUN_CURRENCY ? t('funCredits', { amount: formatGameAmount(amount, currency, locale) }) : formatGameAmount(amount, currency, locale);
  const raceGameType = game.engine === 'race' && isVirtualGameType(game.gameType) ? game.gameType : null;
  // Memoized: a new race bet object every render would make `play` a new function every render.
  const roundBet = useMemo<HarbourBet | undefined>(
    () => (game.engine === 'roulette' ? bet : game.engine === 'race' && runner !== null ? { kind: 'win', runner } : undefined),
    [game.engine, bet, runner],
  );
  const canPlay =
    session.status === 'ready' &&
    !playing &&
    stake !== null &&
    wallet !== null &&
    wallet.balance >= stake &&
    (game.engine !== 'race' || roundBet !== undefined);

  const play = useCallback(async () => {
    if (!wallet || stake === null || playing) return;
    const startedAt = Date.now();
    setPlaying(true);
    setError(null);
    setLast(null);
    setLineWins([]);
    if (game.engine === 'slot') setSpinning([true, true, true, true, true]);
    if (game.engine === 'race') setRace(RACE_AT_THE_START);
    try {
      const result = await playRound({ ticket, gameId: game.id, moneyMode, stake, bet: roundBet, funState: wallet.funState });
      // UKGC RTS 14: the result is never shown before the minimum game-cycle time has passed.
      let delay = remainingRoundDelay(startedAt, Date.now(), MIN_ROUND_MS[game.engine]);
      // The race is run for the rest of the minimum round time, and stops in the order the server drew.
      if (result.outcome.engine === 'race') {
        delay = Math.max(delay, RACE_MIN_RUN_MS);
        setBacked(result.outcome.bet.runner);
        setRace({ order: result.outcome.order, running: true, runMs: delay });
      }
      await sleep(delay);
      if (result.outcome.engine === 'slot') {
        setGrid(result.outcome.grid);
        for (let reel = 0; reel < 5; reel += 1) {
          setSpinning((current) => current.map((value, index) => (index <= reel ? false : value)));
          if (reel < 4) await sleep(REEL_STOP_GAP_MS);
        }
        setLineWins(result.outcome.lineWins);
      } else if (result.outcome.engine === 'race') {
        setRace((current) => ({ ...current, running: false }));
      } else {
        setPocket(result.outcome.pocket);
        const landed = result.outcome.pocket;
        setHistory((current) => [landed, ...current].slice(0, 8));
      }
      if (!mounted.current) return;
      setWallet({ balance: result.balance, currency: result.currency, funState: result.funState });
      setRounds((current) => [...current, { stake: result.stake, win: result.win + (result.jackpotWin ?? 0) }]);
      setLast(result);
    } catch (failure) {
      setSpinning([false, false, false, false, false]);
      setRace(RACE_AT_THE_START);
      setError(t(`errors.${gameErrorMessageKey(failure instanceof GameApiError ? failure.code : undefined)}`));
    } finally {
      if (mounted.current) setPlaying(false);
    }
  }, [wallet, stake, playing, game.engine, game.id, ticket, moneyMode, roundBet, t]);

  const sized = session.status !== 'failed' && (game.engine === 'slot' || raceGameType !== null);
  const visual =
    session.status === 'failed' ? (
      <div className="flex flex-col items-center gap-4 py-10 text-center" role="alert" data-testid="game-error">
        <p className="text-base text-fg">{t(`errors.${gameErrorMessageKey(session.code)}`)}</p>
        <a href={homeUrl} target="_top" className={buttonClasses({ variant: 'outline' })}>
          {t('lobby')}
        </a>
      </div>
    ) : raceGameType ? (
      <RaceBoard
        gameType={raceGameType}
        card={raceCardFor(raceGameType)}
        runner={runner}
        onRunnerChange={setRunner}
        view={race}
        backed={backed}
        disabled={playing || session.status !== 'ready'}
        reducedMotion={reducedMotion}
      />
    ) : game.engine === 'slot' ? (
      <div style={{ width: 'min(100cqw, 36rem, 100cqh * 1.6)' }}>
        <SlotReels
          grid={grid}
          spinning={session.status === 'loading' ? [true, true, true, true, true] : spinning}
          lineWins={lineWins}
          reducedMotion={reducedMotion || session.status === 'loading'}
        />
      </div>
    ) : (
      <div className="flex flex-row items-center gap-3 md:gap-4">
        <div className="w-2/5 md:w-1/2">
          <RouletteWheel pocket={pocket} spinning={playing} reducedMotion={reducedMotion} />
        </div>
        <div className="flex w-3/5 min-w-0 flex-col gap-3 md:w-1/2">
          <RouletteBetPicker bet={bet} onChange={setBet} disabled={playing || session.status !== 'ready'} />
          <RouletteHistory pockets={history} />
        </div>
      </div>
    );
  const jackpotWin = last?.jackpotWin ?? 0;
  const result = last
    ? jackpotWin > 0
      ? t('jackpotWon', { amount: money(jackpotWin) })
      : last.win > 0
        ? t('youWon', { amount: money(last.win) })
        : t('noWin')
    : null;

  return (
    <div
      className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-3 p-3 md:p-4 [@media(max-height:700px)]:gap-2 [@media(max-height:700px)]:p-2"
      data-testid="harbour-game"
      data-engine={game.engine}
      data-money-mode={moneyMode}
    >
      <header className="flex items-center gap-2 sm:gap-3">
        <a href={homeUrl} target="_top" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}>
          <span aria-hidden="true">←</span> {t('lobby')}
        </a>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold text-fg md:text-lg">{game.name}</h1>
          <p className="flex min-w-0 items-center gap-2 text-xs text-fg-subtle">
            <span
              className={clsx(
                'shrink-0 rounded-full px-2 py-0.5 text-xs font-bold uppercase tracking-wide',
                moneyMode === 'real' ? 'bg-primary-soft text-primary' : 'bg-accent-soft text-accent',
              )}
              data-testid="money-mode"
            >
              {moneyMode === 'real' ? t('realBadge') : t('funBadge')}
            </span>
            <span className="truncate">{t('builtIn', { provider: game.provider })}</span>
          </p>
        </div>
        <button type="button" onClick={() => setPaytableOpen(true)} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'shrink-0' })}>
          {t('paytableShort')}
        </button>
      </header>

      {moneyMode === 'real' && session.status === 'ready' && wallet ? (
        <RealityCheckStrip startedAt={session.startedAt} rounds={rounds} currency={wallet.currency} locale={locale} />
      ) : moneyMode === 'fun' ? (
        <p className="rounded-md bg-accent-soft px-3 py-2 text-xs text-fg-muted [@media(max-height:700px)]:hidden">{t('funNote')}</p>
      ) : null}

      <section
        className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-4 overflow-hidden rounded-xl bg-surface p-3 shadow-card ring-1 ring-inset ring-line md:p-6 [@media(max-height:700px)]:gap-2 [@media(max-height:700px)]:p-2"
        aria-label={game.name}
      >
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-b from-art-night via-surface to-canvas opacity-90" aria-hidden="true" />
        {game.thumbnail ? <img src={game.thumbnail} alt="" className="pointer-events-none absolute inset-0 size-full object-cover opacity-10 blur-md" /> : null}
        {/* The slot and the race fill what the frame leaves them: an absolutely placed size container (a flex item's
            own size is not one Chromium resolves cqh against), whose height scales the reels and the race's lanes,
            so the frame never scrolls and its footer stays on screen. */}
        <div
          className={clsx(
            'relative w-full',
            game.engine === 'race' ? 'max-w-3xl' : 'max-w-xl',
            sized && 'flex-1',
            sized && (game.engine === 'slot' ? 'min-h-28' : 'min-h-[16.75rem]'),
          )}
          data-testid="game-visual"
        >
          {sized ? (
            <div className={clsx('absolute inset-0 flex flex-col justify-center [container-type:size]', game.engine === 'slot' && 'items-center')}>
              {visual}
            </div>
          ) : (
            visual
          )}
        </div>
        <div
          className={clsx(
            'relative min-h-12 text-center [@media(max-height:700px)]:min-h-8',
            game.engine === 'race' && !error && '[@media(max-height:700px)]:sr-only',
          )}
          aria-live="polite"
          data-testid="round-result"
        >
          {error ? (
            <p className="rounded-md bg-danger-soft px-3 py-2 text-sm font-semibold text-danger" role="alert">
              {error}
            </p>
          ) : result ? (
            <>
              <p
                className={clsx('text-lg font-bold', last && last.win + jackpotWin > 0 ? 'text-primary' : 'text-fg-muted')}
                data-testid={jackpotWin > 0 ? 'game-jackpot-win' : undefined}
              >
                {result}
              </p>
              {lineWins.length > 0 ? (
                <p className="text-xs text-fg-muted">
                  {lineWins
                    .map((win) => t('lineWin', { line: win.line + 1, count: win.count, symbol: t(`symbols.${win.symbol}`), amount: money(win.win) }))
                    .join(' · ')}
                </p>
              ) : null}
            </>
          ) : session.status === 'loading' ? (
            <p className="text-sm text-fg-muted">{t('loading')}</p>
          ) : null}
        </div>
      </section>

      <GameFooter
        balance={wallet ? money(wallet.balance) : '—'}
        lastWin={last ? money(last.win + jackpotWin) : '—'}
        stake={stake !== null ? money(stake) : '—'}
        canLowerStake={!playing && stakeIndex > 0}
        canRaiseStake={!playing && stakeIndex < ladder.length - 1}
        onLowerStake={() => setStakeIndex((index) => Math.max(0, Math.min(index, ladder.length - 1) - 1))}
        onRaiseStake={() => setStakeIndex((index) => Math.min(ladder.length - 1, index + 1))}
        playLabel={
          game.engine === 'race'
            ? playing
              ? t('race.running')
              : t('race.startRace')
            : playing
              ? t('spinning')
              : game.engine === 'slot'
                ? t('spin')
                : t('spinWheel')
        }
        canPlay={canPlay}
        onPlay={play}
      />

      {session.status === 'ready' && wallet && stake !== null && wallet.balance < stake && !playing ? (
        <p className="text-center text-sm text-warning" role="status">
          {t('errors.insufficient_funds')}
        </p>
      ) : null}

      <PaytableDialog open={paytableOpen} onClose={() => setPaytableOpen(false)} engine={game.engine} gameType={game.gameType} rtp={rtp} />
    </div>
  );
}
