// The marketing-preference groups of the account page (identity-and-account §3 "Account forms"), spelled as the spec.

export const SUBSCRIPTION_CHANNELS = ['EMAIL', 'SMS', 'MAIL', 'PHONE', 'PUSH_NOTIFICATION'] as const;
export const SUBSCRIPTION_COMMUNICATIONS = ['BONUS_OFFER', 'NEWSLETTER', 'CASINO', 'RESPONSIBLE_GAMING'] as const;

export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];
export type SubscriptionCommunication = (typeof SUBSCRIPTION_COMMUNICATIONS)[number];

/** Every choice a player can make; the names of the two groups never overlap. */
export const MARKETING_PREFERENCES = [...SUBSCRIPTION_CHANNELS, ...SUBSCRIPTION_COMMUNICATIONS] as const;
export type MarketingPreferenceName = (typeof MARKETING_PREFERENCES)[number];

export const MARKETING_GROUPS = {
  subscriptionChannels: SUBSCRIPTION_CHANNELS,
  subscriptionCommunications: SUBSCRIPTION_COMMUNICATIONS,
} as const;
export type MarketingGroup = keyof typeof MARKETING_GROUPS;
