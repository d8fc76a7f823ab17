// The one public entry for markets, languages, locales, countries, provinces and currency display.
export * from './languages';
export * from './markets';
export * from './locales';
export * from './countries';
export * from './provinces';
export * from './currency';
