import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { ContentArticle } from '@/components/content/content-article';
import { ContentImage } from '@/components/content/content-image';
import { loadVipPage } from '@/components/content/vip-data';
import { VipTiers } from '@/components/content/vip-tiers';
import { linkAction } from '@/components/page/link-action';
import type { PageProps } from '@/components/page/page-props';
import { PageShell } from '@/components/page/page-shell';
import { pageMetadata } from '@/server/seo/page-metadata';
import { summarize } from '@/lib/seo/urls';

// Public and the same for every visitor: rendered once per locale on first request, then served from cache
// (ISR); content changes expire it through the content tags (webhook).
export const generateStaticParams = () => [];
export const revalidate = 300;

const ContactAction = linkAction('/contact-live-chat', 'footer.links.contactLiveChat');

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const page = await loadVipPage(locale);
  return pageMetadata({ locale, path: '/vip', title: page.title, description: summarize(page.intro) });
}

export default async function VipRoute({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, t] = await Promise.all([loadVipPage(locale), getTranslations({ locale, namespace: 'seo' })]);
  return (
    <PageShell
      testId="vip-page"
      eyebrow={<Breadcrumbs locale={locale} items={[{ label: page.title, href: '/vip' }]} />}
      title={page.title}
      intro={page.intro}
      actions={<ContactAction locale={locale} />}
      aside={
        page.image ? (
          <div className="w-96 overflow-hidden rounded-xl shadow-raised ring-1 ring-inset ring-fg/10">
            <ContentImage image={page.image} alt="" priority />
          </div>
        ) : undefined
      }
    >
      <div className="space-y-12">
        <VipTiers locale={locale} tiers={page.tiers} />
        <ContentArticle blocks={page.body} tocLabel={t('onThisPage')} />
      </div>
    </PageShell>
  );
}
