import type { Random } from '../lib/random';

/** Rounds to one decimal so coordinates stay short. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export const hsl = (h: number, s: number, l: number, a?: number) =>
  a === undefined
    ? `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`
    : `hsla(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%,${a})`;

export function polar(radius: number, angleDeg: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [radius * Math.cos(a), radius * Math.sin(a)];
}

export const points = (pts: Array<[number, number]>) => pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** The colours one picture uses: a dark two-stop background and a light accent, all from one base hue. */
export interface Tones {
  bgFrom: string;
  bgTo: string;
  accent: string;
  accentSoft: string;
  deep: string;
  hue: number;
}

export function tones(rng: Random, hues: readonly number[]): Tones {
  const hue = rng.pick(hues) + rng.int(-12, 12);
  const shift = rng.pick([-1, 1]) * rng.int(25, 70);
  const sat = rng.int(55, 80);
  return {
    hue,
    bgFrom: hsl(hue, sat, rng.int(30, 42)),
    bgTo: hsl(hue + shift, sat - 10, rng.int(12, 22)),
    accent: hsl(hue + shift / 2 + 180 * (rng.chance(0.3) ? 1 : 0), rng.int(70, 95), rng.int(62, 76)),
    accentSoft: hsl(hue, 60, 75, 0.35),
    deep: hsl(hue + shift, 60, 10),
  };
}

const TEXTURES = [
  '<circle cx="3" cy="3" r="1.3" fill="#fff" fill-opacity=".1"/>',
  '<path d="M0 16L16 0" stroke="#fff" stroke-opacity=".07" stroke-width="2"/>',
  '<path d="M8 0v16M0 8h16" stroke="#fff" stroke-opacity=".05"/>',
  '<circle cx="8" cy="8" r="5" fill="none" stroke="#fff" stroke-opacity=".06"/>',
];

/** Shared defs: background gradient, soft glow and a subtle repeating texture. */
export function backdrop(rng: Random, t: Tones, width: number, height: number): string {
  const angle = rng.pick([
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '0', '0', '1'],
    ['0', '1', '1', '0'],
  ]);
  const glowY = n(rng.int(25, 45) / 100);
  return (
    `<defs><linearGradient id="g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">` +
    `<stop offset="0" stop-color="${t.bgFrom}"/><stop offset="1" stop-color="${t.bgTo}"/></linearGradient>` +
    `<radialGradient id="r" cx=".5" cy="${glowY}" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse">${rng.pick(TEXTURES)}</pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#p)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#r)"/>`
  );
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** Decorative initials: the tile's caption carries the real name, so this is only texture. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9' ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['the', 'of', 'and', 'a', 'in', 'on'].includes(w.toLowerCase()));
  const letters = words.map((w) => (/^\d/.test(w) ? w : w[0].toUpperCase())).join('');
  return letters.slice(0, 3);
}

export function caption(text: string, x: number, y: number, size: number, stroke: string): string {
  return (
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="system-ui,Segoe UI,Helvetica,Arial,sans-serif" ` +
    `font-weight="800" font-size="${size}" letter-spacing="2" fill="#fff" fill-opacity=".93" stroke="${stroke}" ` +
    `stroke-width="6" stroke-linejoin="round" paint-order="stroke">${escapeXml(text)}</text>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
