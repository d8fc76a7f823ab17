import type { Banner } from '@/lib/content/types/banners';
import type { DeviceType } from '@/lib/content/types/games';
import { toDensityImage } from '@/lib/content/rules/image-density';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { GameImage } from './game-image';

type BannerCardsProps = {
  title: string;
  device: DeviceType;
  /** Already filtered for the viewer and the moment (filterVisible). */
  banners: readonly Banner[];
};

/** A site path (the site's one rule) opens in the client; a value that only looks like one (`//…`, `/\\…`) not at all. */
const actionOf = (url: string) => (safeRedirectPath(url) ? 'site' : url.startsWith('/') ? null : 'external');

/** Up to three banners as cards with the device's artwork; a site path is a client link, anything else external. Server or client. */
export function BannerCards({ title, device, banners }: BannerCardsProps) {
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="banners-title" className="mx-auto max-w-content px-4 pt-10 md:px-6 xl:px-8" data-testid="banners">
      <h2 id="banners-title" className="text-xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      <ul className="scroll-row -mx-4 mt-6 flex snap-x scroll-px-4 gap-4 px-4 pb-3 md:mx-0 md:grid md:grid-cols-3 md:scroll-px-0 md:px-0">
        {banners.slice(0, 3).map((banner, index) => {
          const image = device === 'mobile' ? (banner.images.mobile ?? banner.images.desktop) : (banner.images.desktop ?? banner.images.mobile);
          return (
            <li key={banner.id} className="flex w-[85%] shrink-0 snap-start md:w-auto" data-testid={`banner-${banner.id}`}>
              <article className="flex w-full flex-col overflow-hidden rounded-lg bg-surface shadow-card ring-1 ring-inset ring-line">
                <div className="relative aspect-[3/1] bg-raised">
                  <GameImage
                    image={toDensityImage(image)}
                    alt=""
                    sizes="(min-width: 768px) 33vw, 85vw"
                    eager={index === 0}
                    className="absolute inset-0 size-full object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h3 className="text-lg font-bold text-fg">{banner.title}</h3>
                  <p className="flex-1 text-sm text-fg-muted">{banner.description}</p>
                  {banner.buttonLabel && banner.urlAction && actionOf(banner.urlAction) ? (
                    actionOf(banner.urlAction) === 'site' ? (
                      <Link href={banner.urlAction} className={`${buttonClasses({ variant: 'primary', size: 'sm' })} mt-2 self-start`}>
                        {banner.buttonLabel}
                      </Link>
                    ) : (
                      <a href={banner.urlAction} rel="noopener noreferrer" className={`${buttonClasses({ variant: 'primary', size: 'sm' })} mt-2 self-start`}>
                        {banner.buttonLabel}
                      </a>
                    )
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
