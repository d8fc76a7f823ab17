import type { PageText } from './types';

export const paymentMethods: PageText = {
  slug: 'payment-methods',
  title: { en: 'Payment methods', fi: 'Maksutavat', de: 'Zahlungsmethoden', no: 'Betalingsmetoder', fr: 'Moyens de paiement' },
  updatedAt: '2026-10-05',
  body: `
You can deposit and withdraw with the methods below. Which ones you see depends on your market and currency; the cashier always shows the methods, limits and processing times that apply to you.
## Deposits
Deposits are credited immediately with cards, e-wallets, vouchers and instant bank payments. We never charge for deposits. Every payment method must be registered in your own name.
## Withdrawals
We review every withdrawal, usually within a few hours and always within 24 hours. Where we can, we pay back to the method you deposited with; vouchers and mobile payments cannot receive withdrawals, so we pay those to a bank account in your name.
- E-wallets: within minutes of approval.
- Instant bank payments: within minutes to a few hours.
- Bank transfer: one to three banking days.
- Debit cards: up to five banking days.
## Limits
Minimum and maximum amounts per transaction are shown in the cashier for each method. Your own deposit limits always apply on top of them; you can set them in [Gambling limits](/my-account/gambling-limits).
## Verification
Before your first withdrawal we confirm your identity and that the payment method is yours. Uploading your documents early avoids delays.
## Safety
Card payments use 3-D Secure, and we never see or store your full card number or online banking credentials. If you notice a payment you do not recognise, contact [support](/contact-live-chat) straight away.
`,
};
