import { getTranslations } from 'next-intl/server';
import type { LobbyLink } from './lobby-links';
import { LobbyTiles } from './lobby-tiles';

type LobbySectionProps = {
  locale: string;
  /** Page namespace holding `<group>Title` and `<group>.<key>` labels, e.g. 'pages.onlineCasino'. */
  namespace: string;
  group: 'categories' | 'sports';
  links: readonly LobbyLink[];
  basePath: string;
};

/** A lobby's link tiles (categories, sports) with translated labels. */
export async function LobbySection({ locale, namespace, group, links, basePath }: LobbySectionProps) {
  const t = await getTranslations({ locale, namespace });
  return (
    <LobbyTiles
      title={t(`${group}Title`)}
      titleId={`${group}-title`}
      tiles={links.map((link) => ({ id: link.id, href: `${basePath}/${link.id}`, label: t(`${group}.${link.key}`), icon: link.icon }))}
    />
  );
}
