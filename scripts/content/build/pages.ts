import type { ContentDocument } from '../../../lib/content/documents/content-document';
import { scene } from '../art/scenes';
import { LANDING_PAGES } from '../data/landing-pages';
import { STATIC_PAGES, TERMS_VERSION } from '../data/pages';
import { VIP_PAGE } from '../data/vip';
import { doc, ref, type AssetRegistry } from '../lib/documents';
import { keyOf } from '../lib/random';
import { portableText } from '../lib/portable-text';

export function buildPages(assets: AssetRegistry): ContentDocument[] {
  const pages = STATIC_PAGES.map((page) =>
    doc('staticPage', `staticPage-${page.slug}`, {
      slug: { _type: 'slug', current: page.slug },
      title: page.title,
      body: { en: portableText(`staticPage-${page.slug}`, page.body) },
      updatedAt: page.updatedAt,
      ...(page.version ? { version: page.version } : {}),
    }),
  );
  const landing = LANDING_PAGES.map((page) =>
    doc('landingPage', `landingPage-${page.id}`, { id: page.id, title: page.title, html: page.html, markets: page.markets }),
  );
  const vip = doc('vipPage', 'vipPage', {
    title: VIP_PAGE.title,
    intro: VIP_PAGE.intro,
    body: { en: portableText('vipPage', VIP_PAGE.body) },
    image: assets.image(scene('vipPage', 1200, 400, [45, 260])),
    tiers: VIP_PAGE.tiers.map((tier) => ({ _key: keyOf('vipPage', tier.name.en), ...tier })),
  });
  const termsVersion = doc('termsVersion', 'termsVersion', {
    version: TERMS_VERSION,
    effectiveDate: '2026-09-01',
    summary: {
      en: 'Version 3 names the licence that applies in each market and explains how complaints are handled.',
      fi: 'Versio 3 kertoo kunkin markkinan lisenssin ja selittää valitusten käsittelyn.',
      de: 'Version 3 nennt die in jedem Markt geltende Lizenz und erklärt den Umgang mit Beschwerden.',
    },
    page: ref('staticPage-terms'),
  });
  return [...pages, ...landing, vip, termsVersion];
}
