// Sub-provider to provider id (spec games-wallet-bonuses §3): "the part of _id after the dash, otherwise the title".

export interface SubProviderRef {
  _id: string;
  title: string;
}

/**
 * `subProvider-evolution` → `evolution`. With several dashes everything after the FIRST dash is kept
 * (`subProvider-red-rake` → `red-rake`), because provider ids themselves may contain dashes while the prefix
 * never does. No dash, or nothing after it (`abc`, `subProvider-`), falls back to the title.
 */
export function providerIdOfSubProvider(subProvider: SubProviderRef): string {
  const dash = subProvider._id.indexOf('-');
  const afterDash = dash === -1 ? '' : subProvider._id.slice(dash + 1);
  return afterDash !== '' ? afterDash : subProvider.title;
}
