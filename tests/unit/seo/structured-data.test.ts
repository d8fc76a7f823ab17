import { breadcrumbJsonLd, organizationJsonLd, promotionOfferJsonLd, serializeJsonLd, webSiteJsonLd } from '@/lib/seo/structured-data';
import { robotsRules } from '@/lib/seo/robots';

const SITE = 'https://www.example.test';

describe('JSON-LD builders', () => {
  it('Organization and WebSite link up through the organisation @id', () => {
    const org = organizationJsonLd(SITE, { name: 'Lucky Harbour', operator: 'Harbour Interactive Ltd', email: 'support@x.test' }, `${SITE}/icon.svg`);
    const site = webSiteJsonLd(SITE, `${SITE}/en-UN`, 'Lucky Harbour', 'en');
    expect(org).toMatchObject({ '@type': 'Organization', '@id': `${SITE}/#organization`, legalName: 'Harbour Interactive Ltd', url: SITE });
    expect(site).toMatchObject({ '@type': 'WebSite', url: `${SITE}/en-UN`, inLanguage: 'en', publisher: { '@id': org['@id'] } });
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${SITE}/en-UN` },
        { name: 'Terms', url: `${SITE}/en-UN/terms` },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/en-UN` },
      { '@type': 'ListItem', position: 2, name: 'Terms', item: `${SITE}/en-UN/terms` },
    ]);
  });

  it('describes a promotion as an Offer valid between its dates, leaving out what it lacks', () => {
    const offer = promotionOfferJsonLd({
      url: `${SITE}/en-UN/promotions/casino/w`,
      name: 'W',
      description: 'D',
      image: null,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: null,
      category: 'Casino',
      seller: 'Op',
    });
    expect(offer).toMatchObject({
      '@type': 'Offer',
      validFrom: '2026-01-01T00:00:00.000Z',
      category: 'Casino',
      price: 0,
      seller: { '@type': 'Organization', name: 'Op' },
    });
    expect(offer).not.toHaveProperty('validThrough');
    expect(offer).not.toHaveProperty('image');
  });

  it('serialises so content can never close the script element', () => {
    const json = serializeJsonLd(breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('robotsRules', () => {
  it('allows the site and content images, keeps crawlers out of the API and the account area, names the sitemap', () => {
    expect(robotsRules(SITE)).toEqual({
      rules: [{ userAgent: '*', allow: ['/', '/api/content/images/'], disallow: ['/api/', '/*/my-account'] }],
      sitemap: `${SITE}/sitemap.xml`,
    });
  });

  it('disallows everything on a staging site', () => {
    expect(robotsRules(SITE, { disallowAll: true })).toEqual({ rules: [{ userAgent: '*', disallow: '/' }] });
  });
});
