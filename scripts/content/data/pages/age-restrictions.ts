import type { PageText } from './types';

export const ageRestrictions: PageText = {
  slug: 'age-restrictions',
  title: { en: 'Age restrictions', fi: 'Ikärajat', de: 'Altersbeschränkungen', no: 'Aldersgrenser', fr: "Restrictions d'âge" },
  updatedAt: '2026-06-01',
  body: `
Gambling at Lucky Harbour is strictly for adults. You must be at least **18 years old** to open an account, and older where the law of your country sets a higher age. Underage gambling is an offence, and we take our duty to prevent it seriously.
## How we check your age
We check your age before you can deposit, using your date of birth and independent data sources. If we cannot confirm your age electronically we ask for a copy of an identity document. You cannot play for real money, and you cannot withdraw, until your age is confirmed.
## If we find an underage account
The account is closed at once. Any deposits are returned to the payment method they came from, and any winnings are void. We may report the case to our regulator.
## Protecting children at home
If you share a computer or phone with children or young people:
- Do not save your password in the browser and always sign out after playing.
- Keep payment cards and online banking details out of reach.
- Use the parental control tools of your device or router to block gambling sites.
- Free filtering software is available for every major operating system.
## Demo games
Demo mode uses no money, but it is still gambling-style content meant for adults. Our site is not designed for and is not marketed to anyone under 18.
If you believe someone under 18 is using Lucky Harbour, please tell us at support@lucky-harbour.example.
`,
};
