import { CasinoIcon, GiftIcon, LiveIcon, SportsIcon, VirtualsIcon, type IconComponent } from '@/components/ui/icons';

export type NavItem = {
  href: string;
  /** Key under `nav.*`. */
  label: 'casino' | 'liveCasino' | 'sportsbook' | 'virtuals' | 'promotions';
  /** Shorter key for the mobile bottom bar. */
  shortLabel: 'casino' | 'live' | 'sports' | 'virtuals' | 'promos';
  icon: IconComponent;
};

/** The product verticals, in header order. */
export const MAIN_NAV: readonly NavItem[] = [
  { href: '/online-casino', label: 'casino', shortLabel: 'casino', icon: CasinoIcon },
  { href: '/live-casino-online', label: 'liveCasino', shortLabel: 'live', icon: LiveIcon },
  { href: '/sportsbook', label: 'sportsbook', shortLabel: 'sports', icon: SportsIcon },
  { href: '/virtuals', label: 'virtuals', shortLabel: 'virtuals', icon: VirtualsIcon },
  { href: '/promotions', label: 'promotions', shortLabel: 'promos', icon: GiftIcon },
];

/** The bottom bar shows four verticals after its Menu tab (Virtuals stays in the menu). */
export const BOTTOM_NAV: readonly NavItem[] = MAIN_NAV.filter((item) => item.href !== '/virtuals');

/** A section is current on its own path and below it ('/online-casino/new' marks Casino). */
export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
