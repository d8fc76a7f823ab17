import type { ContentDocument } from '../../../lib/content/documents/content-document';
import { scene } from '../art/scenes';
import { PROMOTION_CATEGORIES, PROMOTION_TAGS, PROMOTIONS, type PromotionSpec } from '../data/promotions';
import { doc, ref, refs, type AssetRegistry } from '../lib/documents';
import { portableText } from '../lib/portable-text';

const GENERAL_TERMS = [
  'You must be 18 or over and play from a market where the offer is shown.',
  'One offer per person, household, device and payment method.',
  'Bonus money and real money are kept apart; real money is always used first.',
  'You can withdraw your real money at any time; doing so with an active bonus forfeits the bonus.',
  'We may withhold an offer where we see bonus abuse, and we will always explain why.',
  'The full [bonus terms](/bonus-terms) apply alongside these terms.',
];

function body(p: PromotionSpec): string {
  return [
    p.intro,
    '## How it works',
    ...p.steps.map((step, i) => `${i + 1}. ${step}`),
    '## Play safely',
    'Promotions are entertainment, not a way to make money. Set a [deposit limit](/responsible-gambling) before you play and take a break whenever you need one.',
  ].join('\n');
}

function terms(p: PromotionSpec): string {
  return ['## Significant terms', ...p.terms.map((t) => `- ${t}`), '## General terms', ...GENERAL_TERMS.map((t) => `- ${t}`)].join('\n');
}

export function buildPromotions(assets: AssetRegistry): ContentDocument[] {
  const categories = PROMOTION_CATEGORIES.map((c, i) =>
    doc('promotionCategory', `promotionCategory-${c.slug}`, { title: c.title, slug: { _type: 'slug', current: c.slug }, order: (i + 1) * 10 }),
  );
  const tags = PROMOTION_TAGS.map((t) => doc('promotionTag', `promotionTag-${t.slug}`, { title: t.title, slug: { _type: 'slug', current: t.slug } }));
  const promotions = PROMOTIONS.map((p, i) => {
    const id = `promotion-${p.slug}`;
    return doc('promotion', id, {
      title: p.title,
      slug: { _type: 'slug', current: p.slug },
      category: ref(`promotionCategory-${p.category}`),
      tags: refs(
        id,
        'tags',
        p.tags.map((t) => `promotionTag-${t}`),
      ),
      summary: { en: p.summary },
      body: { en: portableText(`${id}:body`, body(p)) },
      image: assets.image(scene(id, 800, 450, p.hues)),
      terms: { en: portableText(`${id}:terms`, terms(p)) },
      ...(p.bonusCode ? { bonusCode: p.bonusCode } : {}),
      startDate: p.startDate ?? '2026-01-01T00:00:00.000Z',
      ...(p.endDate ? { endDate: p.endDate } : {}),
      order: (i + 1) * 10,
      authorized: p.authorized,
      targetAudience: p.audience,
      markets: [],
    });
  });
  return [...categories, ...tags, ...promotions];
}
