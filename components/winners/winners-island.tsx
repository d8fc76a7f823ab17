'use client';

import dynamic from 'next/dynamic';
import type { MarketCode } from '@/lib/markets/markets';

// Loaded after the page is interactive: the widget and its query never weigh on the first load.
const WinnersWidget = dynamic(() => import('./winners-widget'), {
  ssr: false,
  loading: () => <div className="skeleton h-72 rounded-xl" aria-hidden="true" />,
});

export function WinnersIsland({ currency, market }: { currency: string; market: MarketCode }) {
  return <WinnersWidget currency={currency} market={market} />;
}
