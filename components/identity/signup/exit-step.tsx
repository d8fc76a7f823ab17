import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import { WarningIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { openLogin } from '../open-login';

/** Duplicated (the player exists: sign in or reset) and Unsupported (no accounts from this country). */
export function ExitStep({ kind }: { kind: 'Duplicated' | 'Unsupported' }) {
  const t = useTranslations('signup');
  const ns = kind === 'Duplicated' ? 'duplicated' : 'unsupported';
  return (
    <div className="flex flex-col items-start gap-4" data-testid={`signup-${ns}`}>
      <WarningIcon className="size-10 text-warning" />
      <h2 className="text-xl font-bold text-fg outline-none" tabIndex={-1} data-step-heading>
        {t(`${ns}.title`)}
      </h2>
      <p className="text-fg-muted">{t(`${ns}.intro`)}</p>
      <div className="flex flex-wrap gap-3">
        {kind === 'Duplicated' ? (
          <>
            <button type="button" onClick={() => openLogin()} className={buttonClasses({ size: 'lg' })}>
              {t('duplicated.signIn')}
            </button>
            <Link href="/reset-password" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              {t('duplicated.reset')}
            </Link>
          </>
        ) : (
          <Link href="/help-centre" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('unsupported.help')}
          </Link>
        )}
      </div>
    </div>
  );
}
