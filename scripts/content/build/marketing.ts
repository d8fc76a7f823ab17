import type { ContentDocument } from '../../../lib/content/documents/content-document';
import { scene } from '../art/scenes';
import { BANNERS, CONTENT_BOXES } from '../data/marketing';
import { doc, type AssetRegistry } from '../lib/documents';

const ALWAYS_FROM = '2026-01-01T00:00:00.000Z';

export function buildMarketing(assets: AssetRegistry): ContentDocument[] {
  const banners = BANNERS.map((b, index) =>
    doc('banner', `banner-${b.id}`, {
      title: b.title,
      description: b.description,
      button: b.button,
      urlAction: b.urlAction,
      images: {
        desktop: assets.image(scene(`banner-${b.id}-desktop`, 1200, 400, b.hues)),
        mobile: assets.image(scene(`banner-${b.id}-mobile`, 720, 480, b.hues)),
      },
      startDate: b.startDate ?? ALWAYS_FROM,
      ...(b.endDate ? { endDate: b.endDate } : {}),
      placements: b.placements,
      order: (index + 1) * 10,
      authorized: b.authorized,
      targetAudience: b.audience,
      markets: b.markets ?? [],
    }),
  );
  const boxes = CONTENT_BOXES.map((c, index) =>
    doc('contentBox', `contentBox-${c.id}`, {
      title: c.title,
      text: c.text,
      ...(c.button ? { button: c.button, urlAction: c.urlAction } : {}),
      ...(c.hues ? { image: assets.image(scene(`contentBox-${c.id}`, 600, 400, c.hues)) } : {}),
      placements: c.placements,
      order: (index + 1) * 10,
      authorized: c.authorized,
      targetAudience: c.audience,
      markets: c.markets ?? [],
    }),
  );
  return [...banners, ...boxes];
}
