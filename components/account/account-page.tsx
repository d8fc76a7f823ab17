import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { PageProps } from '@/components/page/page-props';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { childLinks, type AccountLink, type AccountPageKey } from './account-links';

/** Cards linking onwards (a section's own pages, or every section from the overview). */
export function AccountLinkCards({ links, label }: { links: { link: AccountLink; title: string; body: string }[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {links.map(({ link, title, body }) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="group flex h-full items-start justify-between gap-4 rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line transition-colors hover:ring-line-strong"
          >
            <span>
              <span className="block text-base font-bold text-fg group-hover:text-accent">{title}</span>
              <span className="mt-1 block text-sm text-fg-muted">{body}</span>
            </span>
            <ArrowRightIcon className="mt-0.5 size-5 shrink-0 text-fg-subtle transition-colors group-hover:text-accent" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * An account page: its h1 and intro from `account.pages.<key>`, then the body or links to the section's pages
 * (both with `linksBelowBody`, as the banking hub shows the balances above its links).
 */
export function accountPage(key: AccountPageKey, body?: (locale: string) => ReactNode | Promise<ReactNode>, options: { linksBelowBody?: boolean } = {}) {
  async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const t = await getTranslations({ locale: (await params).locale, namespace: `account.pages.${key}` });
    return { title: t('title'), description: t('intro') };
  }

  async function Page({ params }: PageProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'account.pages' });
    const children = childLinks(key);
    const links = children.length > 0 && (
      <AccountLinkCards links={children.map((link) => ({ link, title: t(`${link.key}.title`), body: t(`${link.key}.intro`) }))} />
    );
    const content = body ? (
      options.linksBelowBody ? (
        <>
          {await body(locale)}
          {links}
        </>
      ) : (
        await body(locale)
      )
    ) : (
      links
    );
    return (
      <>
        <h1 className="text-2xl font-extrabold tracking-tight text-fg">{t(`${key}.title`)}</h1>
        <p className="mt-2 max-w-prose text-base text-fg-muted">{t(`${key}.intro`)}</p>
        {content ? <div className="mt-8">{content}</div> : null}
      </>
    );
  }

  return { generateMetadata, Page };
}
