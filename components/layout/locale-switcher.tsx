'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
// Submodules rather than the barrel: the barrel also carries the country list, which the browser never needs.
import type { LanguageCode } from '@/lib/markets/languages';
import { switchLocalePath } from '@/lib/markets/locales';
import { mapLanguageForMarket, type MarketCode } from '@/lib/markets/markets';

export type SwitcherLanguage = { code: LanguageCode; label: string; lang: string };
export type SwitcherMarket = { id: MarketCode; label: string; languages: SwitcherLanguage[] };

type Props = { market: MarketCode; language: LanguageCode; markets: SwitcherMarket[] };

const SELECT =
  'h-11 w-full appearance-none rounded-md bg-raised pl-3 pr-10 text-sm font-medium text-fg ring-1 ring-inset ring-line transition-colors hover:ring-line-strong disabled:opacity-60';

/** Market, then language (only that market's languages); navigates to the same page and query in the new locale. */
export function LocaleSwitcher({ market, language, markets }: Props) {
  const t = useTranslations('switcher');
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [choice, setChoice] = useState({ market, language });
  const groupId = useId();
  const languages = markets.find((m) => m.id === choice.market)?.languages ?? [];

  function go(next: { market: MarketCode; language: LanguageCode }) {
    setChoice(next);
    const target = switchLocalePath(pathname, `${next.language}-${next.market}`) + window.location.search;
    startTransition(() => router.push(target));
  }

  return (
    <div role="group" aria-labelledby={groupId} data-testid="locale-switcher" aria-busy={pending || undefined}>
      <p id={groupId} className="flex items-center gap-2 text-sm font-semibold text-fg">
        <GlobeIcon className="size-5 text-fg-subtle" />
        {t('label')}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <LabelledSelect
          label={t('market')}
          value={choice.market}
          disabled={pending}
          options={markets.map((m) => ({ value: m.id, label: m.label }))}
          onChange={(value) => {
            const nextMarket = value as MarketCode;
            go({ market: nextMarket, language: mapLanguageForMarket(nextMarket, choice.language) });
          }}
        />
        <LabelledSelect
          label={t('language')}
          value={choice.language}
          disabled={pending}
          options={languages.map((l) => ({ value: l.code, label: l.label, lang: l.lang }))}
          onChange={(value) => go({ market: choice.market, language: value as LanguageCode })}
        />
      </div>
    </div>
  );
}

type LabelledSelectProps = {
  label: string;
  value: string;
  disabled: boolean;
  options: { value: string; label: string; lang?: string }[];
  onChange: (value: string) => void;
};

function LabelledSelect({ label, value, disabled, options, onChange }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-fg-muted">
        {label}
      </label>
      <div className="relative">
        <select id={id} className={SELECT} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-fg-subtle" />
      </div>
    </div>
  );
}
