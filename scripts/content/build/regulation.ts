import type { ContentDocument } from '../../../lib/content/documents/content-document';
import { licencesForMarket } from '../../../lib/brand';
import type { CurrencyCode } from '../../../lib/markets/currency';
import { MARKET_CODES, MARKETS, type MarketCode } from '../../../lib/markets/markets';
import { paymentMark, regulatorSeal } from '../art/marks';
import { scene } from '../art/scenes';
import { PAYMENT_METHOD_SPECS } from '../data/payment-methods';
import { doc, ref, type AssetRegistry } from '../lib/documents';
import { keyOf } from '../lib/random';

// The same invented regulators as lib/brand.ts; the seal is a generated monogram, never a real logo.
const REGULATION_LOGOS = [
  { id: 'island', title: 'Island Gaming Commission', monogram: 'IGC', hue: 200 },
  { id: 'nordic', title: 'Nordic Gaming Board', monogram: 'NGB', hue: 220 },
  { id: 'harbour', title: 'Harbour Isles Gambling Authority', monogram: 'HGA', hue: 170 },
  { id: 'age-18', title: 'Adults only: 18+', monogram: '18+', hue: 0 },
];

const PAY_N_PLAY_MARKETS: ReadonlySet<MarketCode> = new Set(['FI', 'PP']);

export function buildRegulation(assets: AssetRegistry): ContentDocument[] {
  const logos = REGULATION_LOGOS.map((r) =>
    doc('regulationLogo', `regulationLogo-${r.id}`, {
      id: r.id,
      title: r.title,
      monogram: r.monogram,
      image: assets.image(regulatorSeal(r.id, r.monogram, r.hue), r.title),
      url: r.id === 'age-18' ? '/age-restrictions' : `https://${r.id}-regulator.example`,
    }),
  );
  const pnpImage = assets.image(scene('pnp-banner', 720, 480, [210, 180]));
  const markets = MARKET_CODES.map((code) =>
    doc('market', `market-${code}`, {
      code,
      licences: licencesForMarket(code).map((l) => ({
        _key: keyOf('market', code, l.number),
        regulator: l.regulator.name,
        number: l.number,
        logo: ref(`regulationLogo-${l.regulator.id}`),
      })),
      ...(MARKETS[code].isMarketEnabled ? { vipPage: ref('vipPage') } : {}),
      ...(PAY_N_PLAY_MARKETS.has(code)
        ? {
            pnpBanner: {
              title: { en: 'Play without registration', fi: 'Pelaa ilman rekisteröitymistä', de: 'Spielen ohne Registrierung' },
              description: {
                en: 'Deposit from your online bank; your bank confirms who you are.',
                fi: 'Talleta verkkopankistasi; pankkisi vahvistaa henkilöllisyytesi.',
                de: 'Zahlen Sie per Online-Banking ein; Ihre Bank bestätigt Ihre Identität.',
              },
              button: { en: 'Deposit and play', fi: 'Talleta ja pelaa', de: 'Einzahlen und spielen' },
              image: pnpImage,
            },
          }
        : {}),
      footerTermsAndConditions: true,
      footerContent: true,
      footerLicenseLogos: MARKETS[code].isMarketEnabled,
    }),
  );
  const payments = PAYMENT_METHOD_SPECS.map((p, index) =>
    doc('paymentMethod', `paymentMethod-${p.type.toLowerCase()}`, {
      type: p.type,
      title: p.title,
      image: assets.image(paymentMark(p.type, p.title, p.hue), p.title),
      processTime: p.processTime,
      deposit: p.deposit,
      withdrawal: p.withdrawal,
      limits: Object.entries(p.limits).map(([currency, [min, max]]) => ({
        _key: keyOf(p.type, currency),
        currency: currency as CurrencyCode,
        min,
        max,
      })),
      markets: p.markets,
      order: (index + 1) * 10,
    }),
  );
  return [...logos, ...markets, ...payments];
}
