/** Turns JOLT's fixture files (./fixtures) into test cases the way JOLT's own tests read them. Used by tests only. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap } from './json.js';

export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures', import.meta.url));

export interface FixtureCase {
  /** `folder/file.json`, plus ` [operation]` for the modifier files that hold one expectation per operation. */
  readonly name: string;
  readonly folder: string;
  readonly spec: unknown;
  readonly input: unknown;
  readonly context?: unknown;
  /** Absent when the spec must be refused. */
  readonly expected?: unknown;
  /** Sortr's fixtures also check key order. */
  readonly checkOrder?: boolean;
}

/** The fixtures are JSON with `//` comments: drop the comments outside strings. */
export function parseJsonc(text: string): unknown {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const c = text[index];
    if (inString) {
      out += c;
      if (c === '\\') out += text[++index] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index++;
      out += '\n';
    } else if (c === '/' && text[index + 1] === '*') {
      index = text.indexOf('*/', index + 2) + 1;
    } else {
      out += c;
    }
  }
  return JSON.parse(out);
}

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJson(path);
    return entry.name.endsWith('.json') && entry.name !== 'biome.json' ? [path] : [];
  });
}

const MODIFIER_MODES = {
  OVERWRITR: 'modify-overwrite-beta',
  DEFAULTR: 'modify-default-beta',
  DEFINR: 'modify-define-beta',
} as const;

const SPEC_MUST_FAIL = new Set(['cardinality/failCardinalityType.json', 'removr/negativeTestCases.json']);

const OPERATION_OF: Record<string, string> = {
  shiftr: 'shift',
  defaultr: 'default',
  removr: 'remove',
  cardinality: 'cardinality',
};

export function loadFixtureCases(): FixtureCase[] {
  const cases: FixtureCase[] = [];
  for (const path of listJson(FIXTURES_DIR).sort()) {
    const file = relative(FIXTURES_DIR, path).split('\\').join('/');
    const folder = file.split('/')[0] ?? '';
    const data = parseJsonc(readFileSync(path, 'utf8'));
    if (folder === 'sortr') {
      if (!file.endsWith('/input.json')) continue;
      const expected = parseJsonc(readFileSync(path.replace(/input\.json$/, 'output.json'), 'utf8'));
      const name = file.replace(/\/input\.json$/, '');
      cases.push({ name, folder, spec: { operation: 'sort' }, input: data, expected, checkOrder: true });
      continue;
    }
    if (folder === 'modifier' && Array.isArray(data)) {
      // specThatShouldFail.json: every spec must be refused by every modify operation.
      data.forEach((spec, index) => {
        for (const operation of Object.values(MODIFIER_MODES)) {
          cases.push({ name: `${file} #${index + 1} [${operation}]`, folder, spec: { operation, spec }, input: {} });
        }
      });
      continue;
    }
    if (!isMap(data)) throw new Error(`fixture ${file} is not an object`);
    if (folder === 'modifier') {
      for (const [key, operation] of Object.entries(MODIFIER_MODES)) {
        if (!Object.hasOwn(data, key)) continue;
        const spec = { operation, spec: data.spec };
        cases.push({
          name: `${file} [${operation}]`,
          folder,
          spec,
          input: data.input,
          context: data.context,
          expected: data[key],
        });
      }
      continue;
    }
    const spec = folder === 'chainr' ? data.spec : { operation: OPERATION_OF[folder] ?? folder, spec: data.spec };
    const expected = SPEC_MUST_FAIL.has(file) ? undefined : data.expected;
    cases.push({
      name: file,
      folder,
      spec,
      input: data.input,
      expected,
      checkOrder: folder === 'chainr' && file.endsWith('firstSample.json'),
    });
  }
  return cases;
}
