/** @jest-environment node */
import * as rules from '@/lib/content/rules';

describe('content rules entry', () => {
  it('re-exports every rule', () => {
    for (const name of [
      'isGameRestricted',
      'filterRestrictedGames',
      'RESTRICTED_SUB_PROVIDERS',
      'isVisibleToViewer',
      'matchesViewer',
      'isWithinDateWindow',
      'depositCountGroup',
      'filterVisible',
      'providerIdOfSubProvider',
      'uniqueById',
      'buildImageUrl',
      'createBuildImageUrl',
    ] as const) {
      expect(rules).toHaveProperty(name);
    }
  });
});
