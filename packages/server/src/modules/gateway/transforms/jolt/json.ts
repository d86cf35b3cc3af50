/** JSON helpers shared by the JOLT operations. Maps are plain objects, read and written as own properties only. */
export type JsonMap = Record<string, unknown>;

/** A JOLT spec that cannot be built (JOLT's SpecException). */
export class JoltSpecError extends Error {
  constructor(message: string) {
    super(`JOLT spec error: ${message}`);
    this.name = 'JoltSpecError';
  }
}

/** A transform that cannot run on this input (JOLT's TransformException). */
export class JoltTransformError extends Error {
  constructor(message: string) {
    super(`JOLT transform error: ${message}`);
    this.name = 'JoltTransformError';
  }
}

/** JOLT's Optional: "present with null" differs from "absent". */
export type Opt = { present: true; value: unknown } | { present: false; value: null };
export const ABSENT: Opt = { present: false, value: null };
export const some = (value: unknown): Opt => ({ present: true, value: value === undefined ? null : value });

export function isMap(value: unknown): value is JsonMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function hasKey(map: JsonMap, key: string): boolean {
  return Object.hasOwn(map, key);
}

/** Own property only, so keys such as "constructor" never read the prototype. */
export function getKey(map: JsonMap, key: string): unknown {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

/** Defines the property, so a "__proto__" key in data stays data and never changes a prototype. */
export function setKey(map: JsonMap, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(map, key, { value, enumerable: true, configurable: true, writable: true });
  } else {
    map[key] = value;
  }
}

export function deleteKey(map: JsonMap, key: string): unknown {
  const old = getKey(map, key);
  delete map[key];
  return old;
}

export function deepCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepCopy);
  if (isMap(value)) {
    const copy: JsonMap = {};
    for (const [key, item] of Object.entries(value)) setKey(copy, key, deepCopy(item));
    return copy;
  }
  return value;
}

/** Java's String.valueOf for JSON values (JOLT turns scalars into keys this way). */
export function javaString(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(javaString).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${key}=${javaString(item)}`)
    .join(', ')}}`;
}

/** Java's Integer.parseInt: an optional sign and digits only, within 32 bits. */
export function parseJavaInt(text: string): number | null {
  if (!/^[+-]?\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= -2147483648 && value <= 2147483647 ? value : null;
}

/** Java's String.split(regex): trailing empty strings are dropped; an empty text gives [""]. */
export function javaSplit(text: string, separator: string | RegExp): string[] {
  if (text === '') return [''];
  const parts = text.split(separator);
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
