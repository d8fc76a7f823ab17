import { GameStage } from '@/components/game/game-stage';
import { contentPage } from '@/components/page/content-page';
import { humanizeSlug } from '@/components/page/page-props';

type Params = { locale: string; provider: string; id?: string[] };
const tableName = ({ provider, id }: Params) => humanizeSlug(id?.join(' ') || provider);

const page = contentPage<Params>('pages.liveGame', {
  values: (params) => ({ game: tableName(params) }),
  body: (params) => <GameStage name={tableName(params)} provider={humanizeSlug(params.provider)} lobby="live" />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
