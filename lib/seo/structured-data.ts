// schema.org JSON-LD builders, pure so they are unit-tested. Absolute URLs only: crawlers resolve nothing.

export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

export interface BrandIdentity {
  name: string;
  operator: string;
  email: string;
}

/** The operator behind the site; `url` is the site root, `logo` an absolute image URL. */
export function organizationJsonLd(siteUrl: string, identity: BrandIdentity, logo: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: identity.name,
    legalName: identity.operator,
    url: siteUrl,
    logo,
    email: identity.email,
  };
}

/** The site in one language; `homeUrl` is the locale home (`https://…/en-UN`). */
export function webSiteJsonLd(siteUrl: string, homeUrl: string, name: string, inLanguage: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${homeUrl}#website`,
    name,
    url: homeUrl,
    inLanguage,
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may omit it. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export interface PromotionOfferInput {
  url: string;
  name: string;
  description: string;
  image: string | null;
  startDate: string | null;
  endDate: string | null;
  category: string | null;
  seller: string;
}

/**
 * A promotion as a schema.org `Offer`: it is an offer of a benefit (bonus, free spins) from the operator for
 * a period, which is what Offer models (`validFrom`/`validThrough`, `seller`, `category`). `price: 0` says
 * no purchase buys it: the deposit that qualifies is not the price of the offer. Not SpecialAnnouncement
 * (reserved for public-health and emergency notices) and not Article (it would hide the validity dates).
 */
export function promotionOfferJsonLd(input: PromotionOfferInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    url: input.url,
    name: input.name,
    description: input.description,
    ...(input.image ? { image: input.image } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.startDate ? { validFrom: input.startDate } : {}),
    ...(input.endDate ? { validThrough: input.endDate } : {}),
    price: 0,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    seller: { '@type': 'Organization', name: input.seller },
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the script. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
