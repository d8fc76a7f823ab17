import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IdentityPageLayout } from '@/components/identity/identity-page-layout';
import { contentPage } from '@/components/page/content-page';
import { PageShell } from '@/components/page/page-shell';
import { SignupFlow } from '@/components/identity/signup/signup-flow';
import { captchaConfigFor } from '@/lib/identity/ui-captcha';
import { env } from '@/server/env';
import { connection } from 'next/server';
import { signupCountry } from '@/lib/identity/ui-signup-form';
import { signupStepCount, signupVariantForMarket } from '@/lib/identity/ui-signup-variant';
import { BRAND_VALUES } from '@/components/page/page-props';
import { bcp47ForLocale, countriesByLocalName, countriesForSignup, getMarket, parseLocale } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

/** The intro names the number of steps, which the market's sign-up variant decides (NZ skips Verification). */
const stepValues = ({ locale }: { locale: string }) => ({ steps: signupStepCount(parseLocale(locale)?.market ?? 'UN') });

export const generateMetadata = contentPage('pages.signup', { path: '/signup', values: stepValues }).generateMetadata;

/** Sign-up: the page frame on the server, the step flow as a client island. */
export default async function SignupPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Rendered per request so the captcha follows the running server's configuration, not the build's.
  await connection();
  const parsed = parseLocale(locale)!;
  const t = await getTranslations('pages.signup');
  const countries = countriesByLocalName(countriesForSignup(parsed.market, parsed.language), bcp47ForLocale(locale)).map(({ code, name, isd }) => ({
    code,
    name,
    isd,
  }));
  const origin = getMarket(parsed.market).originCountryCode;
  const defaultCountry = countries.some((country) => country.code === origin) ? origin : signupCountry(null);

  return (
    <PageShell title={t('title')} intro={t('intro', { ...BRAND_VALUES, ...stepValues({ locale }) })} width="wide" testId="signup-page">
      <IdentityPageLayout>
        <SignupFlow
          variant={signupVariantForMarket(parsed.market)}
          countries={countries}
          defaultCountry={defaultCountry}
          captcha={captchaConfigFor({ provider: env.CAPTCHA_PROVIDER, siteKey: env.HCAPTCHA_SITE_KEY })}
        />
      </IdentityPageLayout>
    </PageShell>
  );
}
