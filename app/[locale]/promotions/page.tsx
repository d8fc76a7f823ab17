import { PromotionListingPage, promotionListingMetadata } from '@/components/content/promotion-listing-page';
import type { PageProps } from '@/components/page/page-props';

// Public and rendered for an anonymous visitor (lib/content/render/promotion-visibility.ts): cached per locale
// (ISR) and regenerated at most a minute after an offer starts or ends; edits expire it through the content tags.
export const generateStaticParams = () => [];
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps) {
  return promotionListingMetadata(await params);
}

export default async function PromotionsPage({ params }: PageProps) {
  return PromotionListingPage(await params);
}
