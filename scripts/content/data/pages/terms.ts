import type { PageText } from './types';

export const TERMS_VERSION = 3;

export const terms: PageText = {
  slug: 'terms',
  title: { en: 'Terms and conditions', fi: 'Käyttöehdot', de: 'Allgemeine Geschäftsbedingungen', no: 'Vilkår og betingelser', fr: 'Conditions générales' },
  updatedAt: '2026-09-01',
  version: TERMS_VERSION,
  body: `
These terms are the agreement between you and Harbour Interactive Ltd, which operates Lucky Harbour. Please read them carefully: by opening an account or playing for real money you accept them. When we change them in a way that matters, we show you the new version and ask you to accept it before you play again.
## 1. Who we are
Lucky Harbour is operated by Harbour Interactive Ltd. We hold licence IGC/B2C/104/2026 from the Island Gaming Commission. In Finland and Norway we also hold licences NGB-FI-2026-031 and NGB-NO-2026-017 from the Nordic Gaming Board; players in Sweden are served under licence NGB-SE-2026-009. Players in Great Britain are served under licence HGA-000-052913-R from the Harbour Isles Gambling Authority. The licence that applies to you is shown in the footer of every page.
## 2. Your account
- You must be at least 18 years old, or older where the law of your country requires it.
- You may hold only one account. The details you give us must be true and your own.
- You must not play from a country where online gambling is unlawful or where we do not accept players.
- Keep your password private. You are responsible for activity on your account unless it results from our failure.
- We verify your identity, age and address, and may ask where your money comes from. Until checks are complete we may limit deposits or withdrawals.
## 3. Deposits and withdrawals
Deposits must come from payment methods in your own name. Withdrawals are paid to the method you deposited with where possible. We do not charge fees for deposits or withdrawals; your payment provider might. Money in your account is not a savings account and earns no interest. Customer funds are held in a separate account, protected at the medium level described by our regulator.
## 4. Playing games
Each game has its own rules and return to player, shown in the game's help screen and in our [casino rules](/casino-rules). If a game malfunctions, all plays and pays in that round are void and stakes are returned. Obvious errors in odds, payouts or balances may be corrected; we will always tell you when we do so and why.
## 5. Bonuses
Bonuses are optional and carry their own terms, set out in our [bonus terms](/bonus-terms) and on each promotion page. The significant terms of an offer are always shown next to it.
## 6. Responsible gambling
We provide deposit and loss limits, reality checks, time-outs and self-exclusion. See [responsible gambling](/responsible-gambling). If we have reason to believe that gambling is causing you harm, we may contact you, apply limits or close your account.
## 7. Closing your account
You can close your account at any time through customer support. Any balance you are entitled to is returned to you. We may suspend or close an account where these terms are broken, where the law requires it, or where we suspect fraud or money laundering; we will explain our reasons unless the law forbids us.
## 8. Complaints
Contact support first at support@lucky-harbour.example; we answer every complaint within 14 days. If you are not satisfied with our final answer, you may refer it free of charge to the alternative dispute resolution service named by your regulator.
## 9. Law
These terms are governed by the law of the jurisdiction of the licence that applies to you. Nothing in them limits your statutory rights as a consumer.
`,
};
