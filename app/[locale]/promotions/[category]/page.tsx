import { PromotionListingPage, promotionListingMetadata } from '@/components/content/promotion-listing-page';
import type { PageProps } from '@/components/page/page-props';

// Public and rendered for an anonymous visitor (lib/content/render/promotion-visibility.ts): cached per locale
// (ISR) and regenerated at most a minute after an offer starts or ends; edits expire it through the content tags.
export const generateStaticParams = () => [];
export const revalidate = 60;

type Props = PageProps<{ category: string }>;

export async function generateMetadata({ params }: Props) {
  return promotionListingMetadata(await params);
}

export default async function PromotionCategoryPage({ params }: Props) {
  return PromotionListingPage(await params);
}
