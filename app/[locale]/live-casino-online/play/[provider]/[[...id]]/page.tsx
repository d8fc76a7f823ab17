import { ProviderPlayStage } from '@/components/game/play-stage';
import { contentPage } from '@/components/page/content-page';
import { humanizeSlug } from '@/components/page/page-props';

type Params = { locale: string; provider: string; id?: string[] };
const tableName = ({ provider, id }: Params) => humanizeSlug(id?.join(' ') || provider);

const page = contentPage<Params>('pages.liveGame', {
  values: (params) => ({ game: tableName(params) }),
  body: (params) => <ProviderPlayStage {...params} lobby="live" fallbackName={tableName(params)} fallbackProvider={humanizeSlug(params.provider)} />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
