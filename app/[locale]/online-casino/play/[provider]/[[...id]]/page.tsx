import { ProviderPlayStage } from '@/components/game/play-stage';
import { contentPage } from '@/components/page/content-page';
import { humanizeSlug } from '@/components/page/page-props';

type Params = { locale: string; provider: string; id?: string[] };
const gameName = ({ provider, id }: Params) => humanizeSlug(id?.join(' ') || provider);

const page = contentPage<Params>('pages.casinoGame', {
  values: (params) => ({ game: gameName(params) }),
  body: (params) => <ProviderPlayStage {...params} lobby="casino" fallbackName={gameName(params)} fallbackProvider={humanizeSlug(params.provider)} />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
