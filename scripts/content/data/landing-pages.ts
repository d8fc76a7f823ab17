import type { LocalizedString } from '../../../lib/content/documents/primitives';
import type { MarketCode } from '../../../lib/markets/markets';

// Operator-authored HTML: simple semantic markup, no scripts, no inline styles; the site sanitises it again.
export const LANDING_PAGES: Array<{ id: string; title: LocalizedString; html: string; markets: MarketCode[] }> = [
  {
    id: 'welcome-to-lucky-harbour',
    title: { en: 'Welcome to Lucky Harbour', fi: 'Tervetuloa Lucky Harbouriin', de: 'Willkommen bei Lucky Harbour' },
    markets: [],
    html: [
      '<section>',
      '<h1>Welcome to Lucky Harbour</h1>',
      '<p>Over three hundred slots and table games, and live tables streamed from partner studios, in one calm and fast lobby.</p>',
      '<ul><li>Try most games in demo mode, no account needed.</li><li>Deposits are instant; withdrawals are reviewed within 24 hours.</li><li>Limits, reality checks and time-outs are one click away.</li></ul>',
      '<p><a href="/signup">Open an account</a></p>',
      '<p><small>18+. Play responsibly. Licensed by the Island Gaming Commission.</small></p>',
      '</section>',
    ].join(''),
  },
  {
    id: 'live-casino-evenings',
    title: { en: 'Live casino evenings', fi: 'Livekasinoillat', de: 'Live-Casino-Abende' },
    markets: [],
    html: [
      '<section>',
      '<h1>Live casino evenings</h1>',
      '<p>Roulette, blackjack, baccarat and game shows with real dealers, from early evening until late.</p>',
      '<p>Table limits are shown before you sit down, and your own limits always apply.</p>',
      '<p><a href="/live-casino-online">Visit the live casino</a></p>',
      '<p><small>18+. Play responsibly.</small></p>',
      '</section>',
    ].join(''),
  },
  {
    id: 'pay-n-play',
    title: { en: 'Play without registration', fi: 'Pelaa ilman rekisteröitymistä', de: 'Spielen ohne Registrierung' },
    markets: ['FI'],
    html: [
      '<section>',
      '<h1>Play without registration</h1>',
      '<p>Deposit from your online bank and start playing in seconds. Your bank confirms your identity, so there is no form to fill in.</p>',
      '<ol><li>Choose an amount.</li><li>Sign in to your online bank.</li><li>Approve the payment and start playing.</li></ol>',
      '<p><a href="/signup/pnp">Deposit and play</a></p>',
      '<p><small>18+. Peluuri helps for free: 0800 100 101.</small></p>',
      '</section>',
    ].join(''),
  },
];
