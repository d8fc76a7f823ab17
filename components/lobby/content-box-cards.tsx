import type { ContentBox } from '@/lib/content/types/banners';
import { toDensityImage } from '@/lib/content/rules/image-density';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { Link } from '@/i18n/navigation';
import { GameImage } from './game-image';

type Props = { title: string; boxes: readonly ContentBox[] };

/** Content boxes as compact cards (art, title, text, a link); a site path is a client link, an absolute URL external. Server or client. */
export function ContentBoxCards({ title, boxes }: Props) {
  if (boxes.length === 0) return null;
  return (
    <section aria-labelledby="content-boxes-title" className="mx-auto max-w-content px-4 pt-10 md:px-6 xl:px-8" data-testid="content-boxes">
      <h2 id="content-boxes-title" className="text-xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {boxes.map((box) => (
          <li key={box.id} data-testid={`content-box-${box.id}`}>
            <article className="flex h-full gap-4 rounded-lg bg-surface p-4 shadow-card ring-1 ring-inset ring-line">
              <div className="relative aspect-[3/2] w-24 shrink-0 overflow-hidden rounded-md bg-raised md:w-32">
                <GameImage image={toDensityImage(box.image)} alt="" sizes="128px" className="absolute inset-0 size-full object-cover" />
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="text-base font-bold text-fg">{box.title}</h3>
                <p className="text-sm text-fg-muted">{box.text}</p>
                {box.buttonLabel && box.urlAction ? (
                  safeRedirectPath(box.urlAction) ? (
                    <Link href={box.urlAction} className="mt-1 self-start text-sm font-semibold text-accent underline-offset-4 hover:underline">
                      {box.buttonLabel}
                    </Link>
                  ) : box.urlAction.startsWith('/') ? null : (
                    <a
                      href={box.urlAction}
                      rel="noopener noreferrer"
                      className="mt-1 self-start text-sm font-semibold text-accent underline-offset-4 hover:underline"
                    >
                      {box.buttonLabel}
                    </a>
                  )
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
