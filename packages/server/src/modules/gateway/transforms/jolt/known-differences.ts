/**
 * Fixture cases of JOLT's own suite that this implementation answers differently, each with the reason.
 * jolt.conformance.test.ts checks that exactly these fail, so the list can not go stale.
 */
export const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  'modifier/functions/labelsLookupTest.json [modify-default-beta]':
    'uses minLabelComputation/maxLabelComputation, custom Java functions that JOLT’s test harness registers by reflection; they are not stock functions',
};
