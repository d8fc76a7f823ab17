// App-side content types, one file per document family in lib/content/types/ (spec games-wallet-bonuses §3): what
// pages and components receive from the content layer. Vendor (Sanity) shapes stay inside server/content/adapter/;
// these are plain JSON (no Date, no undefined), so they survive the data cache and the server-to-client boundary
// unchanged. Text is already resolved to one language; money is in integer minor units; dates are ISO strings.
import type { Audience, TargetAudience } from '../rules/audience';

// What several families share: pictures, rich text and the audience fields.

/**
 * One picture at three screen densities; fields holding one are null when the content has no picture (the
 * component shows its placeholder). `width`/`height` are its display size in CSS pixels; `urlNx` asks for
 * N times that many pixels (url2x is the spec's default URL: width and height doubled, quality 75, webp).
 */
export interface ImageSet {
  url1x: string;
  url2x: string;
  url3x: string;
  width: number;
  height: number;
  alt: string | null;
}

export interface RichTextSpan {
  key: string;
  text: string;
  /** Decorators such as strong, em, underline, code. */
  marks: string[];
  /** Set when the span is a link. */
  href: string | null;
}

export interface RichTextBlock {
  key: string;
  style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
  listItem: 'bullet' | 'number' | null;
  level: number | null;
  children: RichTextSpan[];
}

/** Fields the audience rule (`filterVisible` in lib/content/rules) reads, plus the market list. */
export interface AudienceFields {
  audience: Audience;
  targetAudience: TargetAudience;
  startDate: string | null;
  endDate: string | null;
  /** Markets where the item shows; empty means every market. */
  markets: string[];
}
