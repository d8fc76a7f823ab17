import { getTranslations } from 'next-intl/server';
import { SIGN_IN_HREF } from '@/components/layout/sign-in-href';
import { buttonClasses } from '@/components/ui/button-classes';
import { GeneratedArt, initials } from '@/components/ui/generated-art';
import { Link } from '@/i18n/navigation';

type GameStageProps = {
  name: string;
  provider?: string;
  lobby: 'casino' | 'live';
};

/** The game's frame: a 16:9 stage reserved up front (no layout shift), then who provides it and how to play. */
export async function GameStage({ name, provider, lobby }: GameStageProps) {
  const t = await getTranslations('game');
  return (
    <div className="overflow-hidden rounded-xl bg-surface shadow-card ring-1 ring-inset ring-line">
      <GeneratedArt seed={`${provider ?? ''}/${name}`} mark={initials(name)} className="aspect-video w-full" />
      <div className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between md:p-6">
        <div>
          {provider ? <p className="text-sm font-semibold text-fg">{t('providedBy', { provider })}</p> : null}
          <p className="mt-1 text-sm text-fg-muted">{lobby === 'live' ? t('liveNote') : t('realMoneyNote')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={SIGN_IN_HREF} className={buttonClasses({ variant: 'primary' })}>
            {t('signInToPlay')}
          </Link>
          <Link href={lobby === 'live' ? '/live-casino-online' : '/online-casino'} className={buttonClasses({ variant: 'outline' })}>
            {lobby === 'live' ? t('backToLive') : t('backToCasino')}
          </Link>
        </div>
      </div>
    </div>
  );
}
