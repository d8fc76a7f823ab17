import type { Banner, ContentBox, Placement } from '@/lib/content/types/banners';
import { toAudienceFields } from './audience';
import type { AdapterContext } from './context';
import { toImageSet } from './image';
import { localize, localizeRequired } from './localize';
import { numberOr } from './values';
import type { VendorBanner, VendorContentBox } from './vendor-types';

const PLACEMENTS: readonly string[] = ['home', 'casino', 'liveCasino', 'sportsbook', 'promotions'];

function placements(values: readonly string[] | null | undefined): Placement[] {
  return (values ?? []).filter((value): value is Placement => PLACEMENTS.includes(value));
}

export function toBanner(banner: VendorBanner, context: AdapterContext): Banner {
  return {
    id: banner._id,
    title: localizeRequired(banner.title, context.language),
    description: localizeRequired(banner.description, context.language),
    buttonLabel: localizeRequired(banner.button, context.language),
    urlAction: banner.urlAction,
    images: {
      desktop: toImageSet(banner.images?.desktop, 'bannerDesktop', context.buildImageUrl),
      mobile: toImageSet(banner.images?.mobile, 'bannerMobile', context.buildImageUrl),
    },
    placements: placements(banner.placements),
    order: numberOr(banner.order, 0),
    ...toAudienceFields(banner),
  };
}

export function toContentBox(box: VendorContentBox, context: AdapterContext): ContentBox {
  return {
    id: box._id,
    title: localizeRequired(box.title, context.language),
    text: localizeRequired(box.text, context.language),
    buttonLabel: localize(box.button, context.language),
    urlAction: box.urlAction ?? null,
    image: toImageSet(box.image, 'contentBox', context.buildImageUrl),
    placements: placements(box.placements),
    order: numberOr(box.order, 0),
    ...toAudienceFields(box),
  };
}
