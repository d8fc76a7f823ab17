import type { GameType } from '@/lib/content/types/games';
import { toPercent, type Fraction } from './fraction';
import { slotTheoreticalRtp } from './harbour-slot';
import { engineForGameType } from './index';
import { isVirtualGameType, raceCardFor, raceTheoreticalRtp } from './race';
import { rouletteTheoreticalRtp } from './roulette';

/**
 * The exact RTP of the built-in engine that plays a game type: the slot's; an even-money roulette bet's (every
 * bet the table takes has the same, 36/37); a race's lowest runner's (every runner's is the same, 120/127).
 * This is the one source of a game's RTP: the paytable shows it, and the catalogue's `rtp` field is generated
 * from it (scripts/content/data/game-facts.ts; tests/unit/content/dataset/built-in-rtp.test.ts keeps them equal).
 */
export function engineRtp(gameType: GameType): Fraction {
  if (isVirtualGameType(gameType)) {
    const card = raceCardFor(gameType);
    const rtps = card.map((runner) => raceTheoreticalRtp(card, runner.number));
    return rtps.reduce((lowest, rtp) => (rtp.numerator * lowest.denominator < lowest.numerator * rtp.denominator ? rtp : lowest));
  }
  return engineForGameType(gameType) === 'slot' ? slotTheoreticalRtp() : rouletteTheoreticalRtp({ kind: 'red' });
}

/** The engine's RTP in basis points (the catalogue's unit), rounded half up: 95.61 % → 9561. */
export function engineRtpBasisPoints(gameType: GameType): number {
  return Math.round(toPercent(engineRtp(gameType)) * 100);
}
