import { GiftIcon, InboxIcon, ShieldIcon, UserIcon, WalletIcon, type IconComponent } from '@/components/ui/icons';

/** Keys under `account.nav.*` and `account.pages.*`. */
export type AccountPageKey =
  | 'overview'
  | 'account'
  | 'verification'
  | 'banking'
  | 'deposit'
  | 'withdraw'
  | 'transactions'
  | 'rewards'
  | 'activeRewards'
  | 'bonusCode'
  | 'inbox'
  | 'notifications'
  | 'gamblingLimits';

export type AccountLink = { href: string; key: AccountPageKey };
export type AccountGroup = { key: 'profile' | 'banking' | 'rewards' | 'inbox' | 'safety'; icon: IconComponent; links: AccountLink[] };

export const ACCOUNT_OVERVIEW: AccountLink = { href: '/my-account', key: 'overview' };

/** The account area's routes (spec identity-and-account §2), grouped for the sub-navigation. */
export const ACCOUNT_GROUPS: readonly AccountGroup[] = [
  {
    key: 'profile',
    icon: UserIcon,
    links: [
      { href: '/my-account/account', key: 'account' },
      { href: '/my-account/account/verification', key: 'verification' },
    ],
  },
  {
    key: 'banking',
    icon: WalletIcon,
    links: [
      { href: '/my-account/banking', key: 'banking' },
      { href: '/my-account/banking/deposit', key: 'deposit' },
      { href: '/my-account/banking/withdraw', key: 'withdraw' },
      { href: '/my-account/banking/transactions', key: 'transactions' },
    ],
  },
  {
    key: 'rewards',
    icon: GiftIcon,
    links: [
      { href: '/my-account/rewards', key: 'rewards' },
      { href: '/my-account/rewards/active', key: 'activeRewards' },
      { href: '/my-account/bonus-code', key: 'bonusCode' },
    ],
  },
  {
    key: 'inbox',
    icon: InboxIcon,
    links: [
      { href: '/my-account/inbox', key: 'inbox' },
      { href: '/my-account/inbox/notifications', key: 'notifications' },
    ],
  },
  { key: 'safety', icon: ShieldIcon, links: [{ href: '/my-account/gambling-limits', key: 'gamblingLimits' }] },
];

/** Links shown below a page in the account area (e.g. Balance → Deposit, Withdraw, Transactions). */
export function childLinks(key: AccountPageKey): AccountLink[] {
  const group = ACCOUNT_GROUPS.find((g) => g.links[0].key === key);
  return group ? group.links.slice(1) : [];
}
