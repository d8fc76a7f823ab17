import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetFlow } from '@/components/identity/reset/reset-flow';
import { IdentityPageLayout } from '@/components/identity/identity-page-layout';
import { contentMetadata } from '@/components/page/content-page';
import { PageShell } from '@/components/page/page-shell';
import { DEFAULT_CAPTCHA_CONFIG } from '@/lib/identity/ui-captcha';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = contentMetadata('pages.resetPassword', { noIndex: true });

export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('pages.resetPassword');
  return (
    <PageShell title={t('title')} intro={t('intro')} width="wide" testId="resetPassword-page">
      <IdentityPageLayout>
        <ResetFlow captcha={DEFAULT_CAPTCHA_CONFIG} />
      </IdentityPageLayout>
    </PageShell>
  );
}
