import { getTranslations } from 'next-intl/server';
import { contentPage } from '@/components/page/content-page';
import { StepIndicator } from '@/components/ui/step-indicator';

// Spec: Details, ContactInfo, Verification, Complete. The form itself arrives with the identity issue.
const STEPS = ['details', 'contactInfo', 'verification', 'complete'] as const;

const page = contentPage('pages.signup', {
  path: '/signup',
  width: 'prose',
  body: async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'pages.signup' });
    return (
      <div className="rounded-xl bg-surface p-6 shadow-card ring-1 ring-inset ring-line md:p-8">
        <StepIndicator
          label={t('stepsLabel')}
          steps={STEPS.map((step) => t(`steps.${step}`))}
          current={0}
          stepOf={(current, total) => t('stepOf', { current, total })}
        />
      </div>
    );
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
