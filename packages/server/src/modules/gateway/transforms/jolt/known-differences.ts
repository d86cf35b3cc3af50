/**
 * Fixture cases of JOLT's own suite that this implementation answers differently, each with the reason.
 * jolt.conformance.test.ts checks that exactly these fail, so the list can not go stale.
 */
export const KNOWN_DIFFERENCES: Record<string, string> = {};
