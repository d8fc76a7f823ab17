import { getTranslations } from 'next-intl/server';
import type { Provider } from '@/lib/content/types/categories';
import type { LobbyFilter as Filter } from '@/lib/lobby/filters';
import { MAX_QUERY_LENGTH, withoutProviderHref } from '@/lib/lobby/filters';
import { buttonClasses } from '@/components/ui/button-classes';
import { ChevronDownIcon, CloseIcon, SearchIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { FilterAutoSubmit } from './filter-auto-submit';
import { SEARCH_INPUT_ID } from './search-focus';

type LobbyFilterProps = {
  locale: string;
  /** The form's target: the lobby's public path with the locale, e.g. /en-UN/online-casino. */
  action: string;
  /** The lobby path without the locale, for the "clear" link. */
  lobbyPath: string;
  providers: readonly Provider[];
  filter: Filter;
};

/**
 * Search by name and filter by provider as a plain GET form: the state lives in the URL
 * (`?provider=evolution&provider=netent&q=book`), it works without JavaScript, and with it provider boxes apply
 * on change.
 */
export async function LobbyFilter({ locale, action, lobbyPath, providers, filter }: LobbyFilterProps) {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  const active = filter.providers.length;
  const chosen = filter.providers.map((id) => ({ id, title: providers.find((provider) => provider.id === id)?.title ?? id }));
  return (
    <div className="flex flex-col gap-3">
      <form
        action={action}
        method="get"
        role="search"
        aria-label={t('filterTitle')}
        className="flex flex-col gap-3 md:flex-row md:items-start"
        data-testid="lobby-filter"
      >
        <div className="flex flex-1 gap-2">
          <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
            {t('searchLabel')}
          </label>
          <div className="relative flex-1">
            <SearchIcon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-fg-subtle" />
            <input
              id={SEARCH_INPUT_ID}
              type="search"
              name="q"
              defaultValue={filter.query}
              maxLength={MAX_QUERY_LENGTH}
              placeholder={t('searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 w-full rounded-md bg-raised pl-10 pr-3 text-base text-fg ring-1 ring-inset ring-line placeholder:text-fg-subtle focus:outline-none focus:ring-2 focus:ring-accent"
            />
          </div>
          <button type="submit" className={buttonClasses({ variant: 'primary' })}>
            {t('apply')}
          </button>
        </div>
        <details className="group relative md:w-72">
          <summary className="flex h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md bg-raised px-4 text-sm font-semibold text-fg ring-1 ring-inset ring-line hover:ring-line-strong focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
            <span>
              {t('providersLabel')}
              {active > 0 ? <span className="ml-2 rounded-full bg-primary px-2 text-xs text-primary-fg">{active}</span> : null}
            </span>
            <ChevronDownIcon aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <fieldset className="absolute right-0 top-full z-20 mt-2 w-full rounded-md bg-surface p-3 shadow-raised ring-1 ring-inset ring-line md:w-[28rem]">
            <legend className="sr-only">{t('providersLabel')}</legend>
            <ul className="grid grid-cols-2 gap-1">
              {providers.map((provider) => (
                <li key={provider.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 text-sm text-fg hover:bg-raised">
                    <input
                      type="checkbox"
                      name="provider"
                      value={provider.id}
                      defaultChecked={filter.providers.includes(provider.id)}
                      className="size-4 accent-primary"
                    />
                    {provider.title}
                  </label>
                </li>
              ))}
            </ul>
            {active > 0 || filter.query ? (
              <Link href={lobbyPath} className="mt-2 inline-block text-sm font-semibold text-accent hover:text-accent-hover">
                {t('clearFilters')}
              </Link>
            ) : null}
          </fieldset>
        </details>
        <FilterAutoSubmit />
      </form>
      {chosen.length > 0 ? (
        <ul aria-label={t('activeFilters')} className="flex flex-wrap gap-2" data-testid="active-filters">
          {chosen.map((provider) => (
            <li key={provider.id}>
              <Link
                href={withoutProviderHref(lobbyPath, filter, provider.id)}
                aria-label={t('removeFilter', { name: provider.title })}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-primary/15 pl-4 pr-3 text-sm font-semibold text-fg ring-1 ring-inset ring-primary/60 transition-colors hover:bg-primary/25"
              >
                {provider.title}
                <CloseIcon aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
