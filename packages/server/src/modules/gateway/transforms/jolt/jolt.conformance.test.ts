import { describe, expect, it } from 'vitest';
import { type FixtureCase, loadFixtureCases } from './fixture-cases.js';
import { applyJolt } from './index.js';
import { isMap } from './json.js';
import { KNOWN_DIFFERENCES } from './known-differences.js';

/** JSON equality; JS numbers already make 3 and 3.0 the same. JOLT compares modify results ignoring array order. */
function sameJson(a: unknown, b: unknown, arrayOrder: boolean): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    if (arrayOrder) return a.every((item, index) => sameJson(item, b[index], true));
    const unused = [...b];
    return a.every((item) => {
      const at = unused.findIndex((other) => sameJson(item, other, false));
      if (at < 0) return false;
      unused.splice(at, 1);
      return true;
    });
  }
  if (isMap(a) && isMap(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key], arrayOrder));
  }
  return a === b;
}

function sameOrder(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.every((item, index) => sameOrder(item, b[index]));
  if (isMap(a) && isMap(b)) {
    const keys = Object.keys(a);
    return keys.join('\u0000') === Object.keys(b).join('\u0000') && keys.every((key) => sameOrder(a[key], b[key]));
  }
  return true;
}

const ORDERED_MODIFIER_FILES = ['squashNullsTests.json', 'deleteDuplicatesTests.json'];

/** Null when the case behaves as JOLT does, otherwise what went differently. */
function runCase(testCase: FixtureCase): string | null {
  let actual: unknown;
  try {
    actual = applyJolt(testCase.spec, testCase.input, testCase.context);
  } catch (error) {
    return testCase.expected === undefined ? null : `threw ${String(error)}`;
  }
  if (testCase.expected === undefined) return `accepted a spec JOLT refuses, gave ${JSON.stringify(actual)}`;
  const arrayOrder =
    testCase.folder !== 'modifier' || ORDERED_MODIFIER_FILES.some((file) => testCase.name.includes(file));
  if (!sameJson(actual, testCase.expected, arrayOrder)) {
    return `expected ${JSON.stringify(testCase.expected)}\n   got ${JSON.stringify(actual)}`;
  }
  if (testCase.checkOrder && !sameOrder(actual, testCase.expected)) return 'keys are out of order';
  return null;
}

const cases = loadFixtureCases();

describe('JOLT conformance (fixtures from bazaarvoice/jolt)', () => {
  it('loads every fixture folder', () => {
    const folders = new Set(cases.map((testCase) => testCase.folder));
    expect([...folders].sort()).toEqual(['cardinality', 'chainr', 'defaultr', 'modifier', 'removr', 'shiftr', 'sortr']);
  });

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', (name, testCase) => {
    const difference = runCase(testCase);
    if (Object.hasOwn(KNOWN_DIFFERENCES, name)) {
      expect(difference, `listed in known-differences.ts but now passes: ${name}`).not.toBeNull();
    } else {
      expect(difference, name).toBeNull();
    }
  });

  it('lists only fixture cases that exist', () => {
    const names = new Set(cases.map((testCase) => testCase.name));
    expect(Object.keys(KNOWN_DIFFERENCES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('reports the pass count per folder', () => {
    const counts = new Map<string, { passed: number; total: number }>();
    for (const testCase of cases) {
      const count = counts.get(testCase.folder) ?? { passed: 0, total: 0 };
      count.total++;
      if (runCase(testCase) === null) count.passed++;
      counts.set(testCase.folder, count);
    }
    const report = [...counts].map(([folder, { passed, total }]) => `${folder} ${passed}/${total}`).join(', ');
    console.info(`JOLT fixtures passing: ${report}`);
    expect(counts.size).toBeGreaterThan(0);
  });
});
