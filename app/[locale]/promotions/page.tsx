import { PromotionListingPage, promotionListingMetadata } from '@/components/content/promotion-listing-page';
import type { PageProps } from '@/components/page/page-props';

export async function generateMetadata({ params }: PageProps) {
  return promotionListingMetadata(await params);
}

export default async function PromotionsPage({ params }: PageProps) {
  return PromotionListingPage(await params);
}
