import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ChatIcon, ShieldIcon, WalletIcon } from '@/components/ui/icons';

const ITEMS = [
  { id: 'limits', icon: ShieldIcon },
  { id: 'payments', icon: WalletIcon },
  { id: 'support', icon: ChatIcon },
] as const;

/** The sign-up and reset card, with the site's three promises beside it from lg (the home page's wording). */
export async function IdentityPageLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('pages.home');
  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-12">
      <div className="min-w-0 rounded-xl bg-surface p-5 shadow-card ring-1 ring-inset ring-line md:p-8 lg:col-span-7">{children}</div>
      <aside aria-labelledby="identity-promises" className="hidden lg:col-span-5 lg:block xl:col-span-4 xl:col-start-9">
        <h2 id="identity-promises" className="text-lg font-bold text-fg">
          {t('trustTitle')}
        </h2>
        <ul className="mt-5 flex flex-col gap-5">
          {ITEMS.map(({ id, icon: Icon }) => (
            <li key={id} className="flex items-start gap-4">
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="text-base font-semibold text-fg">{t(`trust.${id}.title`)}</h3>
                <p className="mt-1 text-sm text-fg-muted">{t(`trust.${id}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
