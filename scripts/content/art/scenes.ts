import type { Artwork } from '../lib/documents';
import { random } from '../lib/random';
import { SLOT_EMBLEMS } from './emblems';
import { backdrop, n, svgDocument, tones } from './svg';

/**
 * Wide decorative artwork for banners, promotions, content boxes and the VIP page: gradient, texture, soft
 * circles and one emblem on the side where no text sits. No words: headings come from the document's fields.
 */
export function scene(seed: string, width: number, height: number, hues: readonly number[]): Artwork {
  const rng = random(`scene:${seed}`);
  const t = tones(rng, hues);
  const bubbles = Array.from({ length: rng.int(4, 7) }, () => {
    const r = rng.int(Math.round(height / 10), Math.round(height / 3));
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="${t.accentSoft}" fill-opacity=".35"/>`;
  }).join('');
  const waveY = Math.round(height * 0.78);
  const wave = `<path d="M0 ${waveY}q${n(width / 8)} -${n(height / 10)} ${n(width / 4)} 0t${n(width / 4)} 0t${n(width / 4)} 0t${n(width / 4)} 0V${height}H0Z" fill="${t.deep}" fill-opacity=".45"/>`;
  // The emblem sits on the right, clear of the left side where the page lays the heading over the art.
  const radius = Math.min(height * 0.38, width * 0.2);
  const emblemScale = n(radius / 120);
  const emblemX = Math.round(width - radius - width * 0.06);
  const emblemY = Math.round(height / 2);
  const emblem = `<g transform="translate(${emblemX} ${emblemY}) rotate(${rng.int(-10, 10)}) scale(${emblemScale})">${rng.pick(SLOT_EMBLEMS)(rng, t)}</g>`;
  return { svg: svgDocument(width, height, backdrop(rng, t, width, height) + bubbles + wave + emblem), width, height, name: seed };
}
