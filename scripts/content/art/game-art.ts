import type { Random } from '../lib/random';
import { random } from '../lib/random';
import type { Artwork } from '../lib/documents';
import { INSTANT_EMBLEMS, SLOT_EMBLEMS, type Emblem } from './emblems';
import { backdrop, n, svgDocument, tones, type Tones } from './svg';
import { cards, chips, dice, finishFlag, horseshoe, roulette, showWheel, suit } from './table-emblems';

export interface GameArtInput {
  slug: string;
  name: string;
  gameType: string;
  hues: readonly number[];
  jackpot: boolean;
  live: boolean;
}

function emblemFor(rng: Random, gameType: string): Emblem {
  switch (gameType) {
    case 'roulette':
      return roulette;
    case 'blackjack':
    case 'baccarat':
      return cards;
    case 'gameShow':
      return showWheel;
    case 'dice':
      return dice;
    case 'poker':
      return rng.pick([chips, cards]);
    case 'tableGames':
      return rng.pick([suit, cards, roulette, chips]);
    case 'videoPoker':
      return cards;
    case 'instantWin':
      return rng.pick(INSTANT_EMBLEMS);
    case 'horseRacing':
      return horseshoe;
    case 'greyhoundRacing':
      return finishFlag;
    default:
      return rng.pick(SLOT_EMBLEMS);
  }
}

/** Jackpot games wear a ring of small lights; live games a small "on air" dot. */
function badges(input: GameArtInput, t: Tones, width: number): string {
  let out = '';
  if (input.jackpot) {
    out += `<g fill="${t.accent}">${Array.from({ length: 9 }, (_, i) => `<circle cx="${n(width / 2 - 96 + i * 24)}" cy="26" r="6"/>`).join('')}</g>`;
  }
  if (input.live) out += `<circle cx="${width - 30}" cy="30" r="10" fill="#ff4d5e" stroke="#fff" stroke-width="3"/>`;
  return out;
}

function art(input: GameArtInput, width: number, height: number): string {
  // The same stream for both shapes, so the square and the tall picture of one game match.
  const rng = random(`art:${input.slug}`);
  const t = tones(rng, input.hues);
  const emblem = emblemFor(rng, input.gameType)(rng, t);
  const tall = height > width;
  const cy = tall ? 330 : 165;
  const scale = tall ? 1.25 : n(rng.int(88, 100) / 100);
  const rotate = input.live ? 0 : rng.int(-12, 12);
  return svgDocument(
    width,
    height,
    backdrop(rng, t, width, height) + `<g transform="translate(${width / 2} ${cy}) rotate(${rotate}) scale(${scale})">${emblem}</g>` + badges(input, t, width),
  );
}

export function gameThumbnail(input: GameArtInput): Artwork {
  return { svg: art(input, 400, 400), width: 400, height: 400, name: `${input.slug}-thumbnail` };
}

export function gameVerticalImage(input: GameArtInput): Artwork {
  return { svg: art(input, 400, 800), width: 400, height: 800, name: `${input.slug}-vertical` };
}
