import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, ENABLED_LOCALES } from '@/lib/markets/locales';

// The gate (proxy.ts) validates the locale segment first; next-intl only ever sees valid locales.
export const routing = defineRouting({
  locales: ENABLED_LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
