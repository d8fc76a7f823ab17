import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IdentityPageLayout } from '@/components/identity/identity-page-layout';
import { contentPage } from '@/components/page/content-page';
import { PageShell } from '@/components/page/page-shell';
import { SignupFlow } from '@/components/identity/signup/signup-flow';
import { DEFAULT_CAPTCHA_CONFIG } from '@/lib/identity/ui-captcha';
import { signupCountry } from '@/lib/identity/ui-signup-form';
import { signupStepCount, signupVariantForMarket } from '@/lib/identity/ui-signup-variant';
import { BRAND_VALUES } from '@/components/page/page-props';
import { countriesForSignup, getMarket, parseLocale } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

/** The intro names the number of steps, which the market's sign-up variant decides (NZ skips Verification). */
const stepValues = ({ locale }: { locale: string }) => ({ steps: signupStepCount(parseLocale(locale)?.market ?? 'UN') });

export const generateMetadata = contentPage('pages.signup', { path: '/signup', values: stepValues }).generateMetadata;

/** Sign-up: the page frame on the server, the step flow as a client island. */
export default async function SignupPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const parsed = parseLocale(locale)!;
  const t = await getTranslations('pages.signup');
  const countries = countriesForSignup(parsed.market, parsed.language).map(({ code, name, isd }) => ({ code, name, isd }));
  const origin = getMarket(parsed.market).originCountryCode;
  const defaultCountry = countries.some((country) => country.code === origin) ? origin : signupCountry(null);

  return (
    <PageShell title={t('title')} intro={t('intro', { ...BRAND_VALUES, ...stepValues({ locale }) })} width="wide" testId="signup-page">
      <IdentityPageLayout>
        <SignupFlow variant={signupVariantForMarket(parsed.market)} countries={countries} defaultCountry={defaultCountry} captcha={DEFAULT_CAPTCHA_CONFIG} />
      </IdentityPageLayout>
    </PageShell>
  );
}
