'use client';

import { SearchIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { SEARCH_HREF, SEARCH_INPUT_ID } from '@/components/lobby/search-focus';

/**
 * The header's search icon: on a lobby page it focuses that page's search field; elsewhere it opens the casino
 * lobby, whose field takes focus on arrival (`?search=1`).
 */
export function SearchLink({ label }: { label: string }) {
  return (
    <Link
      href={SEARCH_HREF}
      aria-label={label}
      data-testid="header-search"
      onClick={(event) => {
        const field = document.getElementById(SEARCH_INPUT_ID);
        if (!field) return;
        event.preventDefault();
        field.scrollIntoView({ block: 'center' });
        field.focus({ preventScroll: true });
      }}
      className="hidden size-10 shrink-0 place-items-center rounded-full text-fg-muted transition-colors hover:bg-raised hover:text-fg md:grid"
    >
      <SearchIcon />
    </Link>
  );
}
