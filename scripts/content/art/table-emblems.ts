import type { Random } from '../lib/random';
import type { Emblem } from './emblems';
import { n, polar, type Tones } from './svg';

const SUITS = [
  // spade, heart, diamond, club, each about 200 units tall around the origin
  'M0-100C40-50 100-20 100 25C100 65 55 80 15 55L30 100H-30L-15 55C-55 80-100 65-100 25C-100-20-40-50 0-100Z',
  'M0 95C-60 45-105 5-105-35C-105-75-60-95-30-85C-12-78 0-60 0-60C0-60 12-78 30-85C60-95 105-75 105-35C105 5 60 45 0 95Z',
  'M0-105L80 0L0 105L-80 0Z',
  'M0-100A42 42 0 0 1 34-32A42 42 0 1 1 20 50L32 100H-32L-20 50A42 42 0 1 1-34-32A42 42 0 0 1 0-100Z',
];

export const suit: Emblem = (rng, t) =>
  `<circle r="125" fill="${t.accentSoft}"/><path d="${rng.pick(SUITS)}" fill="${t.accent}" stroke="${t.deep}" stroke-width="6"/>`;

const card = (x: number, y: number, angle: number, t: Tones, mark: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-50" y="-72" width="100" height="144" rx="12" fill="#fff" fill-opacity=".94"/>` +
  `<path d="${mark}" transform="scale(.32)" fill="${t.deep}"/></g>`;

export const cards: Emblem = (rng, t) => {
  const count = rng.int(2, 4);
  const mark = rng.pick(SUITS);
  return Array.from({ length: count }, (_, i) => {
    const angle = (i - (count - 1) / 2) * 16;
    return card(Math.round(angle * 3.4), Math.round(Math.abs(angle) * 1.2), angle, t, mark);
  }).join('');
};

export const wheel = (rng: Random, t: Tones, segments: number, colourful: boolean): string => {
  const wedges = Array.from({ length: segments }, (_, i) => {
    const [x1, y1] = polar(120, (i * 360) / segments);
    const [x2, y2] = polar(120, ((i + 1) * 360) / segments);
    const fill = colourful ? `hsl(${Math.round(t.hue + i * (360 / segments))},70%,55%)` : i % 2 ? t.deep : t.accent;
    return `<path d="M0 0L${n(x1)} ${n(y1)}A120 120 0 0 1 ${n(x2)} ${n(y2)}Z" fill="${fill}"/>`;
  }).join('');
  return `<circle r="132" fill="${t.deep}"/>${wedges}<circle r="${rng.int(38, 52)}" fill="${t.bgFrom}" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>`;
};

export const roulette: Emblem = (rng, t) => wheel(rng, t, 18, false) + `<circle cx="0" cy="-98" r="9" fill="#fff"/>`;
export const showWheel: Emblem = (rng, t) => wheel(rng, t, rng.pick([8, 10, 12]), true) + `<path d="M-14-150h28l-14 32z" fill="#fff"/>`;

export const dice: Emblem = (rng, t) => {
  const face = (x: number, y: number, angle: number, value: number) => {
    const pips: Array<[number, number]> = (
      {
        1: [[0, 0]],
        2: [
          [-22, -22],
          [22, 22],
        ],
        3: [
          [-22, -22],
          [0, 0],
          [22, 22],
        ],
        4: [
          [-22, -22],
          [22, -22],
          [-22, 22],
          [22, 22],
        ],
        5: [
          [-22, -22],
          [22, -22],
          [0, 0],
          [-22, 22],
          [22, 22],
        ],
        6: [
          [-22, -24],
          [22, -24],
          [-22, 0],
          [22, 0],
          [-22, 24],
          [22, 24],
        ],
      } as Record<number, Array<[number, number]>>
    )[value];
    return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-48" y="-48" width="96" height="96" rx="18" fill="#fff" fill-opacity=".94"/>${pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="9" fill="${t.deep}"/>`).join('')}</g>`;
  };
  return face(-52, 10, -rng.int(8, 20), rng.int(1, 6)) + face(58, -20, rng.int(8, 20), rng.int(1, 6));
};

export const chips: Emblem = (rng, t) =>
  [
    [-60, 30],
    [60, 30],
    [0, -40],
  ]
    .map(
      ([x, y], i) =>
        `<g transform="translate(${x} ${y})"><circle r="56" fill="${i === 2 ? t.accent : t.bgFrom}"/><circle r="44" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="${rng.int(10, 16)} 12"/><circle r="26" fill="${t.deep}" fill-opacity=".5"/></g>`,
    )
    .join('');

/** Horse racing: a horseshoe with its nail holes, over a ring. */
export const horseshoe: Emblem = (rng, t) => {
  const holes = [35, 65, 95, 125]
    .flatMap((angle) => [angle, -angle])
    .map((angle) => {
      const [x, y] = polar(110, angle);
      return `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${t.deep}"/>`;
    });
  return (
    `<circle r="128" fill="${t.accentSoft}"/>` +
    `<path d="M-62 96A110 110 0 1 1 62 96" fill="none" stroke="${t.accent}" stroke-width="${rng.int(34, 40)}" stroke-linecap="square"/>` +
    holes.join('')
  );
};

/** Greyhound racing: a chequered finishing flag on its pole. */
export const finishFlag: Emblem = (rng, t) => {
  const size = 30;
  const squares: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 6; col += 1) {
      if ((row + col) % 2 === 0) squares.push(`<rect x="${-70 + col * size}" y="${-100 + row * size}" width="${size}" height="${size}"/>`);
    }
  }
  const tilt = rng.int(-8, 8);
  return (
    `<circle r="128" fill="${t.accentSoft}"/>` +
    `<g transform="rotate(${tilt})"><rect x="-82" y="-110" width="12" height="220" rx="6" fill="${t.deep}"/>` +
    `<rect x="-70" y="-100" width="${6 * size}" height="${4 * size}" fill="#fff"/><g fill="${t.deep}">${squares.join('')}</g></g>`
  );
};
