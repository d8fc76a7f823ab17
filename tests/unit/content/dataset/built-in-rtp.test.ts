/** @jest-environment node */
import { contentDocumentSchema, type ContentDocument } from '@/lib/content/documents/content-document';
import type { GameType } from '@/lib/content/types/games';
import { engineForGameType } from '@/lib/games/engines';
import { toPercent } from '@/lib/games/engines/fraction';
import { PAYLINES, REEL_COUNT, ROW_COUNT, slotTheoreticalRtp } from '@/lib/games/engines/harbour-slot';
import { engineRtp, engineRtpBasisPoints } from '@/lib/games/engines/published-rtp';
import { raceCardFor, RUNNERS } from '@/lib/games/engines/race';
import { POCKETS, rouletteTheoreticalRtp } from '@/lib/games/engines/roulette';
import { JACKPOT_CONTRIBUTION_BASIS_POINTS, JACKPOT_TRIGGER_UNITS } from '@/lib/jackpots/policy';
import { readDatasetLines } from './load-dataset';

const GAME_TYPES = ['casinoGames', 'liveCasinoGames', 'virtualSportsGames'] as const;
type GameDocument = Extract<ContentDocument, { _type: (typeof GAME_TYPES)[number] }>;
const games = readDatasetLines()
  .map((line) => contentDocumentSchema.parse(JSON.parse(line)))
  .filter((doc): doc is GameDocument => (GAME_TYPES as readonly string[]).includes(doc._type));

const NUMBER_WORDS: Record<number, string> = { 3: 'three', 5: 'five', 6: 'six' };

// Every catalogue game is played by a built-in engine (docs/harbour-games.md): the RTP a page shows is the
// engine's exact figure, and the description says what the engine plays.
describe('built-in games in content/dataset.ndjson', () => {
  it('covers every game of every lobby', () => {
    expect(games.length).toBeGreaterThan(100);
    for (const type of GAME_TYPES) expect(games.some((game) => game._type === type)).toBe(true);
  });

  it("carries the engine's exact RTP for every game (one figure on the details and in the paytable)", () => {
    const wrong = games
      .filter((game) => game.rtp !== engineRtpBasisPoints(game.gameType as GameType))
      .map((game) => `${game._id}: ${game.rtp} ≠ ${engineRtpBasisPoints(game.gameType as GameType)}`);
    expect(wrong).toEqual([]);
  });

  it('publishes the engines’ documented figures: slot 95.61 %, roulette 97.30 %, races 94.49 %', () => {
    expect(engineRtpBasisPoints('slots')).toBe(9561);
    expect(toPercent(slotTheoreticalRtp())).toBe(95.61);
    expect(engineRtpBasisPoints('blackjack')).toBe(9730);
    expect(engineRtp('roulette')).toEqual(rouletteTheoreticalRtp({ kind: 'straight', number: 17 }));
    expect(engineRtpBasisPoints('horseRacing')).toBe(9449);
    expect(engineRtpBasisPoints('greyhoundRacing')).toBe(9449);
  });

  it('describes the game the engine plays, and no feature it lacks', () => {
    for (const game of games) {
      const text = game.description?.en ?? '';
      const context = `${game._id}: ${text}`;
      const engine = engineForGameType(game.gameType as GameType);
      expect([context, text.startsWith(game.name)]).toEqual([context, true]);
      if (engine === 'slot') {
        expect([context, text.includes(`${REEL_COUNT} reels and ${ROW_COUNT} rows with ${PAYLINES.length} fixed paylines`)]).toEqual([context, true]);
        expect([context, text.includes('no free spins or bonus rounds')]).toEqual([context, true]);
      } else if (engine === 'roulette') {
        expect(POCKETS).toBe(37);
        expect([context, text.includes('European roulette on a single-zero wheel')]).toEqual([context, true]);
      } else {
        expect(raceCardFor(game.gameType as 'horseRacing').length).toBe(RUNNERS);
        expect([context, new RegExp(`\\b${NUMBER_WORDS[RUNNERS]}\\b`).test(text)]).toEqual([context, true]);
      }
      // Features no built-in engine has (after the name, which may be "Junction Cascade"); a jackpot game's
      // jackpot sentences are checked below and left out here.
      const jackpotAt = game.jackpotExist ? text.indexOf(' It has a progressive jackpot:') : -1;
      const claims = text.slice(game.name.length, jackpotAt === -1 ? undefined : jackpotAt);
      expect([
        context,
        /dealer|streamed|studio|side bets|cluster|ways to win|hold the cards|seats|shoe|jackpot|multiplier|respin|cascad|free spins that|bonus round with/i.test(
          claims,
        ),
      ]).toEqual([context, false]);
    }
  });

  it('describes the real jackpot mechanics on jackpot games, and a jackpot on no other game', () => {
    const jackpotGames = games.filter((game) => game.jackpotExist);
    expect(jackpotGames.length).toBeGreaterThan(10);
    for (const game of games) {
      const text = game.description?.en ?? '';
      const context = `${game._id}: ${text}`;
      if (!game.jackpotExist) {
        expect([context, /jackpot/i.test(text)]).toEqual([context, false]);
        continue;
      }
      // The contribution and the trigger as lib/jackpots/policy.ts applies them, and who takes part.
      expect([context, text.includes(`${JACKPOT_CONTRIBUTION_BASIS_POINTS / 100} % of every real-money stake in euros is added to the pot`)]).toEqual([
        context,
        true,
      ]);
      expect([
        context,
        text.includes(`a chance of its stake in €${(JACKPOT_TRIGGER_UNITS / 100).toLocaleString('en-GB')} (1 in 100,000 for a €1 spin)`),
      ]).toEqual([context, true]);
      expect([context, text.includes('the pot restarts from its starting amount') && text.includes('Demo play')]).toEqual([context, true]);
    }
  });

  it('gives every game the volatility of the engine that plays it (a name does not change the maths)', () => {
    const expected = { slot: 'low', roulette: 'low', race: 'medium' } as const;
    const wrong = games
      .filter((game) => game.volatility !== expected[engineForGameType(game.gameType as GameType)])
      .map((game) => `${game._id}: ${game.volatility}`);
    expect(wrong).toEqual([]);
  });
});
