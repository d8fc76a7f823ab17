import { getTranslations } from 'next-intl/server';
import { staticContentPage } from '@/components/content/static-content-page';
import { ChatIcon } from '@/components/ui/icons';
import { brand } from '@/lib/brand';

// Public and the same for every visitor: rendered once per locale on first request, then served from cache
// (ISR); content changes expire it through the content tags (webhook).
export const generateStaticParams = () => [];
export const revalidate = 300;

const page = staticContentPage('contact-live-chat', {
  after: async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'pages.contactLiveChat' });
    return (
      <div className="flex items-start gap-4 rounded-xl bg-surface p-6 shadow-card ring-1 ring-inset ring-line">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-md bg-accent-soft text-accent">
          <ChatIcon />
        </span>
        <p className="text-base text-fg-muted">
          {t.rich('email', {
            email: brand.supportEmail,
            link: (chunks) => (
              <a href={`mailto:${brand.supportEmail}`} className="font-semibold text-accent underline hover:text-accent-hover">
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    );
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
