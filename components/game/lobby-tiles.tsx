import { GeneratedArt, initials } from '@/components/ui/generated-art';
import { Link } from '@/i18n/navigation';
import type { IconComponent } from '@/components/ui/icons';

/** A link tile; its art shows `icon` when given, else the label's initials. */
export type LobbyTile = { id: string; href: string; label: string; icon?: IconComponent };

/** Category tiles with generated art; fixed aspect ratio so nothing shifts while content loads. */
export function LobbyTiles({ title, titleId, tiles }: { title: string; titleId: string; tiles: LobbyTile[] }) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link
              href={tile.href}
              className="group block overflow-hidden rounded-lg bg-surface shadow-card ring-1 ring-inset ring-line transition duration-200 hover:-translate-y-0.5 hover:ring-line-strong"
            >
              <GeneratedArt seed={tile.href} icon={tile.icon} mark={tile.icon ? undefined : initials(tile.label)} className="aspect-video" />
              <span className="block truncate px-4 py-3 text-sm font-semibold text-fg group-hover:text-accent">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
