import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { GeneratedArt } from '@/components/ui/generated-art';
import { ArrowRightIcon, CasinoIcon, CrownIcon, GiftIcon, LiveIcon, SportsIcon, VirtualsIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { VisitorOnly } from '@/components/layout/visitor-only';

const SHOWCASE = [
  { seed: 'showcase-a', icon: CasinoIcon, className: 'col-span-2 row-span-2' },
  { seed: 'showcase-b', icon: LiveIcon, className: '' },
  { seed: 'showcase-c', icon: SportsIcon, className: '' },
  { seed: 'showcase-d', icon: GiftIcon, className: '' },
  { seed: 'showcase-e', icon: VirtualsIcon, className: '' },
  { seed: 'showcase-f', icon: CrownIcon, className: 'col-span-4' },
];

/** Home hero: the promise on the left, a generated showcase of the verticals on the right. */
export async function HomeHero() {
  const t = await getTranslations('pages.home');
  return (
    <section aria-labelledby="home-hero-title" data-testid="title-band" className="hero-glow border-b border-line bg-surface">
      <div className="mx-auto grid max-w-content items-start gap-10 px-4 py-12 md:px-6 md:py-16 lg:grid-cols-2 lg:gap-16 lg:py-20 xl:px-8">
        <div className="max-w-prose">
          <p className="text-sm font-semibold text-primary">{t('heroEyebrow')}</p>
          <h1 id="home-hero-title" className="mt-4 text-2xl font-extrabold tracking-tight text-balance text-fg">
            {t('heroTitle')}
          </h1>
          <p className="mt-4 text-base text-pretty text-fg-muted md:text-lg">{t('heroBody')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <VisitorOnly>
              <Link href="/signup" prefetch={false} className={buttonClasses({ size: 'lg' })} data-testid="hero-sign-up">
                {t('heroCta')}
              </Link>
            </VisitorOnly>
            <Link href="/online-casino" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              {t('heroSecondary')}
              <ArrowRightIcon className="size-5" />
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className="hidden grid-cols-4 grid-rows-3 gap-3 md:grid lg:h-96">
          {SHOWCASE.map((tile) => (
            <GeneratedArt
              key={tile.seed}
              seed={tile.seed}
              icon={tile.icon}
              className={`min-h-24 rounded-lg shadow-card ring-1 ring-inset ring-fg/10 ${tile.className}`}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
