import { GameStage } from '@/components/game/game-stage';
import { contentPage } from '@/components/page/content-page';
import { humanizeSlug } from '@/components/page/page-props';

type Params = { locale: string; gameSlug: string };

const page = contentPage<Params>('pages.casinoGame', {
  values: ({ gameSlug }) => ({ game: humanizeSlug(gameSlug) }),
  body: ({ gameSlug }) => <GameStage name={humanizeSlug(gameSlug)} lobby="casino" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
