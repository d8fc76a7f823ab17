import type { CurrencyCode } from '../../../lib/markets/currency';
import type { MarketCode } from '../../../lib/markets/markets';
import type { PaymentMethodDocument } from '../../../lib/content/documents/payments-and-markets';
import type { LocalizedString } from '../../../lib/content/documents/primitives';

type Limits = Partial<Record<CurrencyCode, [min: number, max: number]>>;

// Minor units. Wide-reach methods carry the main site currencies; local methods only their own.
const STANDARD: Limits = { EUR: [1_000, 500_000], CAD: [1_500, 750_000], NOK: [10_000, 5_000_000], NZD: [2_000, 900_000], BRL: [5_000, 2_500_000] };

const INSTANT: LocalizedString = {
  en: 'Deposits instant; withdrawals within minutes of approval',
  fi: 'Talletukset heti; kotiutukset minuuteissa hyväksynnästä',
  de: 'Einzahlungen sofort; Auszahlungen Minuten nach Freigabe',
};
const BANK: LocalizedString = {
  en: 'Deposits instant; withdrawals 1–3 banking days',
  fi: 'Talletukset heti; kotiutukset 1–3 pankkipäivää',
  de: 'Einzahlungen sofort; Auszahlungen 1–3 Bankarbeitstage',
};
const DEPOSIT_ONLY: LocalizedString = {
  en: 'Deposits instant; not available for withdrawals',
  fi: 'Talletukset heti; ei kotiutuksia',
  de: 'Einzahlungen sofort; keine Auszahlungen',
};

export const PAYMENT_METHOD_SPECS: Array<{
  type: PaymentMethodDocument['type'];
  title: string;
  hue: number;
  processTime: LocalizedString;
  deposit: boolean;
  withdrawal: boolean;
  limits: Limits;
  markets: MarketCode[];
}> = [
  {
    type: 'TRUSTLY',
    title: 'Trustly',
    hue: 150,
    processTime: INSTANT,
    deposit: true,
    withdrawal: true,
    limits: { EUR: [1_000, 1_000_000], NOK: [10_000, 10_000_000], PLN: [4_000, 4_000_000] },
    markets: ['FI', 'PP', 'NO', 'DE', 'JJ', 'AT', 'NL', 'LL', 'PL'],
  },
  {
    type: 'CREDITCARD',
    title: 'Debit card',
    hue: 220,
    processTime: {
      en: 'Deposits instant; withdrawals up to 5 banking days',
      fi: 'Talletukset heti; kotiutukset enintään 5 pankkipäivää',
      de: 'Einzahlungen sofort; Auszahlungen bis zu 5 Bankarbeitstage',
    },
    deposit: true,
    withdrawal: true,
    limits: STANDARD,
    markets: [],
  },
  { type: 'SKRILL', title: 'Skrill', hue: 290, processTime: INSTANT, deposit: true, withdrawal: true, limits: STANDARD, markets: [] },
  { type: 'NETELLER', title: 'Neteller', hue: 120, processTime: INSTANT, deposit: true, withdrawal: true, limits: STANDARD, markets: [] },
  {
    type: 'MUCHBETTER',
    title: 'MuchBetter',
    hue: 200,
    processTime: INSTANT,
    deposit: true,
    withdrawal: true,
    limits: STANDARD,
    markets: ['UN', 'CA', 'NZ', 'IN', 'BR', 'CL', 'PE', 'MT'],
  },
  {
    type: 'RAPIDTRANSFER',
    title: 'Rapid Transfer',
    hue: 260,
    processTime: BANK,
    deposit: true,
    withdrawal: true,
    limits: { EUR: [1_000, 500_000], NOK: [10_000, 5_000_000], PLN: [4_000, 2_000_000] },
    markets: ['AT', 'DE', 'JJ', 'FI', 'NO', 'PL', 'PT', 'FR', 'UN'],
  },
  {
    type: 'PAYSAFECARD',
    title: 'paysafecard',
    hue: 200,
    processTime: DEPOSIT_ONLY,
    deposit: true,
    withdrawal: false,
    limits: { EUR: [1_000, 100_000], CAD: [1_500, 150_000], NZD: [2_000, 180_000] },
    markets: ['AT', 'DE', 'JJ', 'CH', 'PL', 'UN', 'CA', 'NZ', 'FR', 'PT', 'TR'],
  },
  { type: 'EUTELLER', title: 'Euteller', hue: 10, processTime: BANK, deposit: true, withdrawal: true, limits: { EUR: [1_000, 500_000] }, markets: ['FI'] },
  {
    type: 'SIRU',
    title: 'Siru Mobile',
    hue: 30,
    processTime: DEPOSIT_ONLY,
    deposit: true,
    withdrawal: false,
    limits: { EUR: [1_000, 25_000] },
    markets: ['FI'],
  },
];
