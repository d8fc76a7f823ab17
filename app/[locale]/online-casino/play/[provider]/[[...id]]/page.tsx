import { GameStage } from '@/components/game/game-stage';
import { contentPage } from '@/components/page/content-page';
import { humanizeSlug } from '@/components/page/page-props';

type Params = { locale: string; provider: string; id?: string[] };
const gameName = ({ provider, id }: Params) => humanizeSlug(id?.join(' ') || provider);

const page = contentPage<Params>('pages.casinoGame', {
  values: (params) => ({ game: gameName(params) }),
  body: (params) => <GameStage name={gameName(params)} provider={humanizeSlug(params.provider)} lobby="casino" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
