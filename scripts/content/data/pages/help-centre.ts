import type { PageText } from './types';

export const helpCentre: PageText = {
  slug: 'help-centre',
  title: { en: 'Help centre', fi: 'Ohjekeskus', de: 'Hilfe-Center', no: 'Hjelpesenter', fr: "Centre d'aide" },
  updatedAt: '2026-10-20',
  body: `
Answers to the questions we are asked most often. Cannot find what you need? Our team is on [live chat](/contact-live-chat) every day.
## Account
### How do I open an account?
Choose Sign up, enter your details and confirm your email address. In Finland you can also play without registration: deposit from your online bank and your bank confirms who you are.
### Why do you need my documents?
The law requires us to confirm your identity, age and address, and sometimes where your money comes from. We ask only for what is needed and store it encrypted. Upload documents from Verification in your account.
### How do I change my email, phone or password?
Open My account, then Profile. For your safety, changing your email or phone needs a code we send to the current one.
## Deposits and withdrawals
### How long does a withdrawal take?
We review withdrawals within 24 hours, usually faster. After approval, e-wallets take minutes, bank transfers one to three banking days, and cards up to five. See [payment methods](/payment-methods).
### Can I cancel a withdrawal?
Yes, while it is still pending you can cancel it from Banking and the money returns to your balance.
### Why was my deposit declined?
Common reasons are a limit you set, a limit at your bank, or a payment method in someone else's name. The message on screen tells you which applies.
## Games
### Can I try games for free?
Most casino games have a demo mode you can play without an account. Live casino games need an account because they are streamed in real time.
### A game froze. What happens to my bet?
Open the game again: most games finish the round on the server and credit the result. If not, contact us with the game name and time and we will check the round history.
## Bonuses
### How do I see my wagering progress?
Open Rewards and choose Active. Each bonus shows how much is left to wager and when it expires.
### Can I remove a bonus?
Yes. Forfeit it from Rewards at any time. Your real money is not affected.
## Safer gambling
### How do I take a break?
Set a time-out or self-exclusion from [Gambling limits](/my-account/gambling-limits). It starts at once. Read more on our [responsible gambling](/responsible-gambling) page.
`,
};
