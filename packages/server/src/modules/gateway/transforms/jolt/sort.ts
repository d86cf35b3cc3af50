/** JOLT sort: orders every map's keys, keys starting with '~' first, then by UTF-16 code units (JOLT's Sortr). */
import { isMap, type JsonMap, setKey } from './json.js';

export function sortJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortJson);
  if (!isMap(value)) return value;
  const sorted: JsonMap = {};
  // JS objects list integer-like keys first whatever the insertion order; every other key keeps this order.
  for (const key of Object.keys(value).sort(compareKeys)) setKey(sorted, key, sortJson(value[key]));
  return sorted;
}

function compareKeys(a: string, b: string): number {
  const aTilde = a.startsWith('~');
  const bTilde = b.startsWith('~');
  if (aTilde !== bTilde) return aTilde ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
