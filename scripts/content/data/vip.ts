import type { LocalizedString } from '../../../lib/content/documents/primitives';

export const VIP_PAGE: {
  title: LocalizedString;
  intro: LocalizedString;
  body: string;
  tiers: Array<{ name: LocalizedString; pointsRequired: number; perks: LocalizedString }>;
} = {
  title: { en: 'Harbour Club', fi: 'Harbour Club', de: 'Harbour Club' },
  intro: {
    en: 'Our loyalty programme rewards time spent with us, never losses.',
    fi: 'Kanta-asiakasohjelmamme palkitsee ajasta kanssamme, ei koskaan tappioista.',
    de: 'Unser Treueprogramm belohnt die Zeit mit uns, niemals Verluste.',
  },
  body: `
Every player earns Harbour points: one point for every €10 staked on slots and one for every €20 on live tables. Points move you up through five levels and can be swapped for free spins in Rewards.
## How levels work
Your level is based on the points you earned in the last 90 days. It can go up at any time and is reviewed once a month. Levels are never linked to the amount you deposit or lose.
## Our commitment
Members of the top levels get a personal account manager whose first job is to check that play stays fun. We review every member's limits with them each month, and anyone who sets a time-out or self-exclusion leaves the programme and stops receiving offers.
`,
  tiers: [
    { name: { en: 'Deckhand', fi: 'Kansimies', de: 'Decksmann' }, pointsRequired: 0, perks: { en: 'Swap points for free spins; birthday greeting.' } },
    { name: { en: 'Navigator', fi: 'Navigaattori', de: 'Navigator' }, pointsRequired: 500, perks: { en: 'Weekly free spins on the slot of the week.' } },
    {
      name: { en: 'First Mate', fi: 'Perämies', de: 'Erster Offizier' },
      pointsRequired: 2000,
      perks: { en: 'Monday cashback at 7% instead of 5%; priority chat.' },
    },
    {
      name: { en: 'Captain', fi: 'Kapteeni', de: 'Kapitän' },
      pointsRequired: 7500,
      perks: { en: 'Personal account manager; withdrawals reviewed within four hours.' },
    },
    { name: { en: 'Admiral', fi: 'Amiraali', de: 'Admiral' }, pointsRequired: 20000, perks: { en: 'Invitations to members-only tournaments and events.' } },
  ],
};
