import type { PaymentMethodType } from '@/lib/payments/methods';
import type { CurrencyCode } from '@/lib/markets/currency';
import type { ImageSet } from './shared';

// Payment methods, regulators' logos and a market's content record.

export type { PaymentMethodType };

export interface PaymentLimit {
  currency: CurrencyCode;
  min: number;
  max: number;
}

export interface PaymentMethod {
  id: string;
  type: PaymentMethodType;
  title: string;
  image: ImageSet | null;
  processTime: string;
  deposit: boolean;
  withdrawal: boolean;
  limits: PaymentLimit[];
  markets: string[];
  order: number;
}

export interface RegulationLogo {
  id: string;
  title: string;
  monogram: string;
  image: ImageSet | null;
  url: string;
}

export interface Licence {
  regulator: string;
  number: string;
  logo: RegulationLogo | null;
}

export interface PnpBanner {
  title: string;
  description: string;
  buttonLabel: string;
  image: ImageSet | null;
}

/** A market's content record: licences, VIP page availability, pay-and-play banner, footer toggles. */
export interface MarketContent {
  code: string;
  licences: Licence[];
  hasVipPage: boolean;
  pnpBanner: PnpBanner | null;
  footerTermsAndConditions: boolean;
  footerContent: boolean;
  footerLicenseLogos: boolean;
}
