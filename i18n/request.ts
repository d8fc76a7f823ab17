import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, parseLocale } from '@/lib/markets/locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const parsed = parseLocale((await requestLocale) ?? '') ?? parseLocale(DEFAULT_LOCALE)!;
  return {
    locale: parsed.locale,
    messages: await loadMessages(parsed.language),
    formats: { number: { money: { minimumFractionDigits: 2, maximumFractionDigits: 2 } } },
    timeZone: 'UTC',
    onError(error) {
      // Missing translations fall back to English at load time; anything else is a real defect worth logging.
      if (error.code !== 'MISSING_MESSAGE') console.error(error);
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join('.');
    },
  };
});
