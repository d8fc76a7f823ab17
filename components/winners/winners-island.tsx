'use client';

import dynamic from 'next/dynamic';

// Loaded after the page is interactive: the widget and its query never weigh on the first load.
const WinnersWidget = dynamic(() => import('./winners-widget'), {
  ssr: false,
  loading: () => <div className="skeleton h-72 rounded-xl" aria-hidden="true" />,
});

export function WinnersIsland({ currency }: { currency: string }) {
  return <WinnersWidget currency={currency} />;
}
