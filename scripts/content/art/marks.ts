import type { Artwork } from '../lib/documents';
import { random, slugify } from '../lib/random';
import { escapeXml, hsl, svgDocument } from './svg';

const FONT = 'font-family="system-ui,Segoe UI,Helvetica,Arial,sans-serif"';

/** A neutral text mark for a provider or studio: its name set in the UI font, never its real logo. */
export function providerMark(title: string, hues: readonly number[]): Artwork {
  const rng = random(`mark:${title}`);
  const hue = rng.pick(hues);
  const size = Math.min(28, Math.floor(340 / title.length));
  const body =
    `<rect width="240" height="96" rx="14" fill="${hsl(hue, 45, 18)}"/>` +
    `<rect x="8" y="8" width="224" height="80" rx="10" fill="none" stroke="${hsl(hue, 70, 60)}" stroke-opacity=".6" stroke-width="2"/>` +
    `<text x="120" y="${48 + size / 3}" text-anchor="middle" ${FONT} font-weight="700" font-size="${size}" fill="#f4f6fb">${escapeXml(title)}</text>`;
  return { svg: svgDocument(240, 96, body), width: 240, height: 96, name: `provider-${slugify(title)}` };
}

/** A payment method badge: the method's name as a text mark on a card; cards get a chip and stripe instead. */
export function paymentMark(type: string, label: string, hue: number): Artwork {
  const base = `<rect width="160" height="100" rx="12" fill="${hsl(hue, 40, 96)}"/>`;
  const inner =
    type === 'CREDITCARD'
      ? `<rect x="24" y="18" width="112" height="70" rx="8" fill="${hsl(hue, 55, 35)}"/><rect x="24" y="32" width="112" height="12" fill="${hsl(hue, 30, 15)}"/>` +
        `<rect x="36" y="54" width="22" height="16" rx="3" fill="${hsl(45, 70, 65)}"/>`
      : `<text x="80" y="${label.length > 11 ? 57 : 60}" text-anchor="middle" ${FONT} font-weight="700" font-size="${label.length > 11 ? 15 : 19}" fill="${hsl(hue, 60, 28)}">${escapeXml(label)}</text>`;
  return { svg: svgDocument(160, 100, base + inner), width: 160, height: 100, name: `payment-${type.toLowerCase()}` };
}

/** A round seal with the regulator's monogram (invented regulators, generated mark). */
export function regulatorSeal(id: string, monogram: string, hue: number): Artwork {
  const dots = Array.from({ length: 24 }, (_, i) => {
    const a = (i * 15 * Math.PI) / 180;
    return `<circle cx="${Math.round(80 + 66 * Math.cos(a))}" cy="${Math.round(80 + 66 * Math.sin(a))}" r="2.5"/>`;
  }).join('');
  const body =
    `<circle cx="80" cy="80" r="78" fill="${hsl(hue, 40, 16)}"/><circle cx="80" cy="80" r="56" fill="none" stroke="${hsl(hue, 60, 70)}" stroke-width="3"/>` +
    `<g fill="${hsl(hue, 60, 70)}">${dots}</g>` +
    `<text x="80" y="${monogram.length > 3 ? 90 : 93}" text-anchor="middle" ${FONT} font-weight="800" font-size="${monogram.length > 3 ? 26 : 34}" fill="#fff">${escapeXml(monogram)}</text>`;
  return { svg: svgDocument(160, 160, body), width: 160, height: 160, name: `regulator-${id}` };
}
