import type { ContentDocument } from '../../../lib/content/documents/content-document';
import { providerMark } from '../art/marks';
import { PROVIDERS, SUB_PROVIDERS } from '../data/providers';
import { doc, ref, type AssetRegistry } from '../lib/documents';

export function buildProviders(assets: AssetRegistry): ContentDocument[] {
  const providers = PROVIDERS.map((p, order) =>
    doc('gameProvider', `gameProvider-${p.id}`, {
      id: p.id,
      title: p.title,
      isAggregators: p.isAggregators,
      providerImgUrl: assets.url(providerMark(p.title, p.hues)),
      type: p.type,
      restrictedCountries: p.restrictedCountries,
      proxyCountries: p.proxyCountries,
      removeOverlay: p.removeOverlay,
      order: (order + 1) * 10,
    }),
  );
  const subProviders = SUB_PROVIDERS.map((s) =>
    doc('subProvider', `subProvider-${s.id}`, {
      title: s.title,
      providerImgUrl: assets.url(providerMark(s.title, s.hues)),
      provider: ref(`gameProvider-${s.provider}`),
      restrictedCountry: s.restrictedCountry,
    }),
  );
  return [...providers, ...subProviders];
}
