import type { Random } from '../lib/random';
import { n, points, polar, type Tones } from './svg';

/** An emblem draws around (0,0) within a radius of about 120. */
export type Emblem = (rng: Random, t: Tones) => string;

const star = (count: number, outer: number, inner: number, turn = 0) =>
  points(Array.from({ length: count * 2 }, (_, i) => polar(i % 2 ? inner : outer, turn + (i * 180) / count)));

const rings: Emblem = (rng, t) =>
  Array.from(
    { length: rng.int(3, 5) },
    (_, i) =>
      `<circle r="${40 + i * 22}" fill="none" stroke="${i % 2 ? t.accent : t.accentSoft}" stroke-width="${rng.int(3, 10)}"${i % 2 ? '' : ' stroke-dasharray="' + rng.int(4, 18) + ' ' + rng.int(6, 14) + '"'}/>`,
  ).join('') + `<circle r="22" fill="${t.accent}"/>`;

const starburst: Emblem = (rng, t) =>
  `<polygon points="${star(rng.int(5, 9), 118, rng.int(45, 70), rng.int(0, 30))}" fill="${t.accent}" fill-opacity=".9"/>` +
  `<circle r="${rng.int(24, 36)}" fill="${t.deep}" fill-opacity=".55"/>`;

const sunrays: Emblem = (rng, t) => {
  const count = rng.int(12, 20);
  const d = Array.from({ length: count }, (_, i) => {
    const a = (i * 360) / count;
    const [x1, y1] = polar(130, a - 4);
    const [x2, y2] = polar(130, a + 4);
    return `M0 0L${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}Z`;
  }).join('');
  return `<path d="${d}" fill="${t.accentSoft}"/><circle r="${rng.int(46, 62)}" fill="${t.accent}"/>`;
};

const waves: Emblem = (rng, t) =>
  Array.from({ length: 4 }, (_, i) => {
    const y = -60 + i * 40;
    const a = rng.int(14, 30);
    return `<path d="M-140 ${y}q35 -${a} 70 0t70 0t70 0t70 0" fill="none" stroke="${i % 2 ? t.accent : t.accentSoft}" stroke-width="${rng.int(6, 12)}" stroke-linecap="round"/>`;
  }).join('');

const gem: Emblem = (rng, t) => {
  const w = rng.int(90, 120);
  return (
    `<polygon points="${points([
      [-w, -30],
      [-w / 2, -90],
      [w / 2, -90],
      [w, -30],
      [0, 110],
    ])}" fill="${t.accent}"/>` +
    `<polygon points="${points([
      [-w, -30],
      [w, -30],
      [0, 110],
    ])}" fill="${t.deep}" fill-opacity=".3"/>` +
    `<polygon points="${points([
      [-w / 2, -90],
      [0, -30],
      [w / 2, -90],
    ])}" fill="#fff" fill-opacity=".35"/>`
  );
};

const crescent: Emblem = (rng, t) => {
  const r = rng.int(80, 105);
  const stars = Array.from({ length: rng.int(3, 6) }, () => {
    const [x, y] = polar(rng.int(60, 125), rng.int(20, 160));
    return `<polygon points="${star(4, rng.int(8, 16), 4)}" transform="translate(${n(x)} ${n(y)})" fill="#fff" fill-opacity=".85"/>`;
  }).join('');
  return `<circle r="${r}" fill="${t.accent}"/><circle cx="${n(r * 0.45)}" cy="-${n(r * 0.2)}" r="${n(r * 0.85)}" fill="${t.bgFrom}"/>${stars}`;
};

const chevrons: Emblem = (rng, t) =>
  Array.from(
    { length: rng.int(3, 4) },
    (_, i) =>
      `<path d="M-100 ${-70 + i * 45}l100 -60l100 60" fill="none" stroke="${i % 2 ? t.accentSoft : t.accent}" stroke-width="${rng.int(12, 20)}" stroke-linejoin="round"/>`,
  ).join('');

const orbits: Emblem = (rng, t) =>
  Array.from(
    { length: 3 },
    (_, i) =>
      `<ellipse rx="125" ry="${rng.int(30, 48)}" transform="rotate(${i * 60 + rng.int(0, 20)})" fill="none" stroke="${t.accentSoft}" stroke-width="4"/>`,
  ).join('') +
  `<circle r="${rng.int(34, 48)}" fill="${t.accent}"/><circle cx="${rng.int(70, 100)}" cy="-${rng.int(20, 50)}" r="12" fill="#fff" fill-opacity=".85"/>`;

const peaks: Emblem = (rng, t) =>
  `<circle cx="${rng.int(-50, 50)}" cy="-70" r="${rng.int(26, 40)}" fill="${t.accent}"/>` +
  `<polygon points="${points([
    [-140, 100],
    [-40, -40 - rng.int(0, 30)],
    [60, 100],
  ])}" fill="${t.accentSoft}"/>` +
  `<polygon points="${points([
    [-60, 100],
    [50, -10 - rng.int(0, 40)],
    [150, 100],
  ])}" fill="${t.deep}" fill-opacity=".6"/>`;

const petals: Emblem = (rng, t) => {
  const count = rng.int(5, 9);
  return (
    Array.from(
      { length: count },
      (_, i) => `<ellipse cy="-62" rx="${rng.int(22, 30)}" ry="58" transform="rotate(${n((i * 360) / count)})" fill="${i % 2 ? t.accent : t.accentSoft}"/>`,
    ).join('') + `<circle r="30" fill="${t.deep}" fill-opacity=".7"/>`
  );
};

const lattice: Emblem = (rng, t) => {
  const cells: string[] = [];
  for (let x = -2; x <= 2; x++)
    for (let y = -2; y <= 2; y++) {
      const on = rng.chance(0.45);
      cells.push(`<circle cx="${x * 46}" cy="${y * 46}" r="${on ? 18 : 9}" fill="${on ? t.accent : t.accentSoft}"/>`);
    }
  return cells.join('');
};

/** Hexagon inside hexagon: a crest for strategy games. */
const crest: Emblem = (rng, t) => {
  const hex = (r: number) => points(Array.from({ length: 6 }, (_, i) => polar(r, i * 60 + 30)));
  return `<polygon points="${hex(120)}" fill="${t.accentSoft}"/><polygon points="${hex(85)}" fill="none" stroke="${t.accent}" stroke-width="${rng.int(8, 14)}"/><polygon points="${star(6, 40, 18)}" fill="${t.accent}"/>`;
};

export const SLOT_EMBLEMS: readonly Emblem[] = [rings, starburst, sunrays, waves, gem, crescent, chevrons, orbits, peaks, petals, crest];
export const INSTANT_EMBLEMS: readonly Emblem[] = [lattice, starburst, rings, gem];
