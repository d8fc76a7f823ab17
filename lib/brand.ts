import type { PaymentMethodType as PaymentMethod } from '@/lib/payments/methods';
/**
 * The brand as configuration: name, licences, helplines and payment marks. The demo brand and its
 * regulators are invented; never put a real operator's or regulator's name or logo here.
 */

export const brand = {
  name: 'Lucky Harbour',
  slug: 'lucky-harbour',
  operator: 'Harbour Interactive Ltd',
  supportEmail: 'support@lucky-harbour.example',
} as const;

/** Path segment of the welcome page (spec: /welcome-to-{brand}). */
export const WELCOME_SEGMENT = `welcome-to-${brand.slug}`;

export const MINIMUM_AGE = 18;

export type Regulator = { id: string; name: string; monogram: string };
export type Licence = { regulator: Regulator; number: string };

// Invented, neutral authorities for the demo brand: the badge is a generated monogram, not a logo.
const REGULATORS = {
  island: { id: 'island', name: 'Island Gaming Commission', monogram: 'IGC' },
  nordic: { id: 'nordic', name: 'Nordic Gaming Board', monogram: 'NGB' },
  harbour: { id: 'harbour', name: 'Harbour Isles Gambling Authority', monogram: 'HGA' },
} as const satisfies Record<string, Regulator>;

const DEFAULT_LICENCES: readonly Licence[] = [{ regulator: REGULATORS.island, number: 'IGC/B2C/104/2026' }];

const LICENCES_BY_MARKET: Readonly<Record<string, readonly Licence[]>> = {
  UK: [{ regulator: REGULATORS.harbour, number: 'HGA-000-052913-R' }],
  GB: [{ regulator: REGULATORS.harbour, number: 'HGA-000-052913-R' }],
  FI: [...DEFAULT_LICENCES, { regulator: REGULATORS.nordic, number: 'NGB-FI-2026-031' }],
  NO: [...DEFAULT_LICENCES, { regulator: REGULATORS.nordic, number: 'NGB-NO-2026-017' }],
  PP: [{ regulator: REGULATORS.nordic, number: 'NGB-SE-2026-009' }],
};

export function licencesForMarket(market: string): readonly Licence[] {
  return LICENCES_BY_MARKET[market] ?? DEFAULT_LICENCES;
}

/** A free, confidential support service; phone or web, shown in the footer for the player's market. */
export type Helpline = { name: string; phone?: string; url: string };

const GAMCARE: Helpline = { name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' };
const DEFAULT_HELPLINE: Helpline = { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' };

const HELPLINES_BY_MARKET: Readonly<Record<string, Helpline>> = {
  UK: GAMCARE,
  GB: GAMCARE,
  FI: { name: 'Peluuri', phone: '0800 100 101', url: 'https://www.peluuri.fi' },
  NO: { name: 'Hjelpelinjen', phone: '800 800 40', url: 'https://hjelpelinjen.no' },
};

export function helplineForMarket(market: string): Helpline {
  return HELPLINES_BY_MARKET[market] ?? DEFAULT_HELPLINE;
}

export { PAYMENT_METHODS } from '@/lib/payments/methods';
export type { PaymentMethodType as PaymentMethod } from '@/lib/payments/methods';

/** Proper names are not translated; null means the label is a translated word (footer.payments.*). */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string | null>> = {
  CREDITCARD: null,
  EUTELLER: 'Euteller',
  MUCHBETTER: 'MuchBetter',
  NETELLER: 'Neteller',
  PAYSAFECARD: 'paysafecard',
  RAPIDTRANSFER: 'Rapid Transfer',
  SIRU: 'Siru Mobile',
  SKRILL: 'Skrill',
  TRUSTLY: 'Trustly',
};
