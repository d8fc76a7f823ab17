/** Payment methods (games-wallet-bonuses §3): the one list the footer, the content schemas and the cashier share. */
export const PAYMENT_METHODS = ['CREDITCARD', 'EUTELLER', 'MUCHBETTER', 'NETELLER', 'PAYSAFECARD', 'RAPIDTRANSFER', 'SIRU', 'SKRILL', 'TRUSTLY'] as const;

export type PaymentMethodType = (typeof PAYMENT_METHODS)[number];
