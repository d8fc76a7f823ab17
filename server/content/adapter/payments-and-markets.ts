import type { MarketContent, PaymentMethod, PaymentMethodType, RegulationLogo } from '@/lib/content/types/payments-and-markets';
import { CURRENCY_CODES, type CurrencyCode } from '@/lib/markets/currency';
import type { AdapterContext } from './context';
import { toImageSet } from './image';
import { localizeRequired } from './localize';
import { listOf, numberOr } from './values';
import type { VendorMarket, VendorPaymentMethod, VendorRegulationLogo } from './vendor-types';

export function toPaymentMethod(method: VendorPaymentMethod, context: AdapterContext): PaymentMethod {
  return {
    id: method._id,
    type: method.type as PaymentMethodType,
    title: method.title,
    image: toImageSet(method.image, 'paymentBadge', context.buildImageUrl),
    processTime: localizeRequired(method.processTime, context.language),
    deposit: method.deposit ?? false,
    withdrawal: method.withdrawal ?? false,
    limits: listOf(method.limits)
      .filter((limit) => (CURRENCY_CODES as readonly string[]).includes(limit.currency))
      .map((limit) => ({ currency: limit.currency as CurrencyCode, min: limit.min, max: limit.max })),
    markets: method.markets ?? [],
    order: numberOr(method.order, 0),
  };
}

export function toRegulationLogo(logo: VendorRegulationLogo, context: AdapterContext): RegulationLogo {
  return {
    id: logo.id,
    title: logo.title,
    monogram: logo.monogram,
    image: toImageSet(logo.image, 'regulationLogo', context.buildImageUrl),
    url: logo.url,
  };
}

export function toMarketContent(market: VendorMarket, context: AdapterContext): MarketContent {
  const banner = market.pnpBanner;
  return {
    code: market.code,
    licences: listOf(market.licences).map((licence) => ({
      regulator: licence.regulator,
      number: licence.number,
      logo: licence.logo ? toRegulationLogo(licence.logo, context) : null,
    })),
    hasVipPage: market.hasVipPage ?? false,
    pnpBanner: banner
      ? {
          title: localizeRequired(banner.title, context.language),
          description: localizeRequired(banner.description, context.language),
          buttonLabel: localizeRequired(banner.button, context.language),
          image: toImageSet(banner.image, 'bannerDesktop', context.buildImageUrl),
        }
      : null,
    footerTermsAndConditions: market.footerTermsAndConditions ?? true,
    footerContent: market.footerContent ?? true,
    footerLicenseLogos: market.footerLicenseLogos ?? true,
  };
}
