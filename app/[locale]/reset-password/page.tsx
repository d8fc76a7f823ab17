import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetFlow } from '@/components/identity/reset/reset-flow';
import { IdentityPageLayout } from '@/components/identity/identity-page-layout';
import { contentMetadata } from '@/components/page/content-page';
import { PageShell } from '@/components/page/page-shell';
import { ClientMessages } from '@/components/providers/client-messages-provider';
import { captchaConfigFor } from '@/lib/identity/ui-captcha';
import { env } from '@/server/env';
import { connection } from 'next/server';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = contentMetadata('pages.resetPassword', { noIndex: true });

export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Rendered per request so the captcha follows the running server's configuration, not the build's.
  await connection();
  const t = await getTranslations('pages.resetPassword');
  return (
    <PageShell title={t('title')} intro={t('intro')} width="wide" testId="resetPassword-page">
      <IdentityPageLayout>
        <ClientMessages extra={['reset']}>
          <ResetFlow captcha={captchaConfigFor({ provider: env.CAPTCHA_PROVIDER, siteKey: env.HCAPTCHA_SITE_KEY })} />
        </ClientMessages>
      </IdentityPageLayout>
    </PageShell>
  );
}
