import { PAYMENT_METHOD_TYPES } from '../../lib/content/documents/payments-and-markets';
import { MARKET_CODES } from '../../lib/markets/markets';
import { list, localeString, marketList, order, reference, required, string } from './fields';
import type { SchemaTypeDefinition } from './types';

export const paymentMethod: SchemaTypeDefinition = {
  name: 'paymentMethod',
  title: 'Payment method',
  type: 'document',
  fields: [
    { name: 'type', title: 'Type', type: 'string', options: { list: list(PAYMENT_METHOD_TYPES) }, ...required },
    string('title', 'Title', required),
    { name: 'image', title: 'Badge', type: 'image', ...required },
    localeString('processTime', 'Processing time'),
    { name: 'deposit', title: 'Deposits', type: 'boolean', initialValue: true },
    { name: 'withdrawal', title: 'Withdrawals', type: 'boolean', initialValue: true },
    { name: 'limits', title: 'Limits per currency', type: 'array', of: [{ type: 'paymentLimit' }], validation: (rule) => rule.required().min(1) },
    marketList('markets', 'Markets', 'Leave empty for every market.'),
    order,
  ],
  preview: { select: { title: 'title', subtitle: 'type', media: 'image' } },
};

export const regulationLogo: SchemaTypeDefinition = {
  name: 'regulationLogo',
  title: 'Regulation logo',
  type: 'document',
  fields: [
    string('id', 'Id', required),
    string('title', 'Regulator', required),
    string('monogram', 'Monogram', { validation: (rule) => rule.required().max(4) }),
    { name: 'image', title: 'Seal', type: 'image', ...required },
    string('url', 'Link', required),
  ],
};

export const market: SchemaTypeDefinition = {
  name: 'market',
  title: 'Market',
  type: 'document',
  fields: [
    { name: 'code', title: 'Market code', type: 'string', options: { list: list(MARKET_CODES) }, ...required },
    { name: 'licences', title: 'Licences', type: 'array', of: [{ type: 'licence' }] },
    reference('vipPage', 'VIP page', 'vipPage'),
    { name: 'pnpBanner', title: 'Pay-and-play banner', type: 'pnpBanner' },
    { name: 'footerTermsAndConditions', title: 'Footer: terms', type: 'boolean', initialValue: true },
    { name: 'footerContent', title: 'Footer: content', type: 'boolean', initialValue: true },
    { name: 'footerLicenseLogos', title: 'Footer: licence logos', type: 'boolean', initialValue: true },
  ],
  preview: { select: { title: 'code' } },
};
