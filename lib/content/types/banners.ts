import type { AudienceFields, ImageSet } from './shared';

// Banners and content boxes.

export type Placement = 'home' | 'casino' | 'liveCasino' | 'sportsbook' | 'promotions';

export interface Banner extends AudienceFields {
  id: string;
  title: string;
  description: string;
  buttonLabel: string;
  /** Site path after the locale segment, or an absolute URL. */
  urlAction: string;
  images: { desktop: ImageSet | null; mobile: ImageSet | null };
  placements: Placement[];
  order: number;
}

export interface ContentBox extends AudienceFields {
  id: string;
  title: string;
  text: string;
  buttonLabel: string | null;
  urlAction: string | null;
  image: ImageSet | null;
  placements: Placement[];
  order: number;
}
