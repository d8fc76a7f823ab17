import { PromotionListingPage, promotionListingMetadata } from '@/components/content/promotion-listing-page';
import type { PageProps } from '@/components/page/page-props';

type Props = PageProps<{ category: string; tagSlug: string }>;

export async function generateMetadata({ params }: Props) {
  return promotionListingMetadata(await params);
}

export default async function PromotionTagPage({ params }: Props) {
  return PromotionListingPage(await params);
}
