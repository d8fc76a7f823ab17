/** Payment methods (games-wallet-bonuses §3): the one list the footer, the content schemas and the cashier share. */
export const PAYMENT_METHODS = [
  'CREDITCARD',
  'EUTELLER',
  'MUCHBETTER',
  'NETELLER',
  'PAYSAFECARD',
  'RAPIDTRANSFER',
  'SIRU',
  'SKRILL',
  'TRUSTLY',
] as const;

export type PaymentMethodType = (typeof PAYMENT_METHODS)[number];

/** How players know each method, for lines such as "paid back to Trustly" (brand names: not translated). */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodType, string>> = {
  CREDITCARD: 'Visa / Mastercard',
  EUTELLER: 'Euteller',
  MUCHBETTER: 'MuchBetter',
  NETELLER: 'Neteller',
  PAYSAFECARD: 'paysafecard',
  RAPIDTRANSFER: 'Rapid Transfer',
  SIRU: 'Siru Mobile',
  SKRILL: 'Skrill',
  TRUSTLY: 'Trustly',
};
