import { getTranslations } from 'next-intl/server';
import type { GameDetail } from '@/lib/content/types';
import { SIGN_IN_HREF } from '@/components/layout/sign-in-href';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { GameImage } from '@/components/lobby/game-image';

/**
 * The game's stage: its art in a 16:9 frame reserved up front (no layout shift) and the launch panel. Until
 * game launch arrives (games issue) the panel says so honestly instead of pretending to start a game.
 */
export async function DemoStage({ locale, game }: { locale: string; game: GameDetail }) {
  const t = await getTranslations({ locale, namespace: 'game' });
  const live = game.type === 'liveCasino';
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-24 overflow-hidden rounded-xl bg-surface shadow-card ring-1 ring-inset ring-line" data-testid="demo-stage">
      <div className="relative isolate grid aspect-video place-items-center overflow-hidden bg-raised">
        <GameImage image={game.thumbnail} alt={t('artAlt', { game: game.name })} sizes="(min-width: 1024px) 800px, 100vw" eager className="absolute inset-0 -z-10 size-full object-cover opacity-40 blur-sm" />
        <div className="flex max-w-md flex-col items-center gap-3 px-6 text-center">
          <h2 id="demo-title" className="text-xl font-bold text-fg">
            {live ? t('liveTitle') : t('demoTitle')}
          </h2>
          <p className="text-sm text-fg">{live ? t('liveNote') : t('demoPending')}</p>
        </div>
      </div>
      <div className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between md:p-6">
        <p className="text-sm text-fg-muted">{t('realMoneyNote')}</p>
        <div className="flex flex-wrap gap-3">
          <Link href={SIGN_IN_HREF} className={buttonClasses({ variant: 'primary' })}>
            {t('signInToPlay')}
          </Link>
          <Link href={live ? '/live-casino-online' : '/online-casino'} className={buttonClasses({ variant: 'outline' })}>
            {live ? t('backToLive') : t('backToCasino')}
          </Link>
        </div>
      </div>
    </section>
  );
}
