import type { NameValue } from '@store-console/contract';
import { AppError } from '../../../platform/errors.ts';

/** `{name}`: a setting's name is one path segment's worth of letters, digits, `_`, `-` and `.`. */
const placeholder = /\{([A-Za-z0-9_.-]+)\}/g;

/** Settings layered from least to most specific: a later layer's value wins. */
export function mergeSettings(...layers: (Record<string, string> | undefined)[]): Record<string, string> {
  return Object.assign({}, ...layers.filter(Boolean));
}

function missing(name: string): AppError {
  return AppError.badRequest(`Setting "${name}" is missing`, [{ path: name, message: 'Setting is missing' }]);
}

/**
 * Characters a value may bring into a URL path as they are: unreserved ones and the sub-delimiters
 * OData keys use (`companies(…)`, `'…'`); `/` only where the setting is the operator's own (a base
 * path), never from a caller. `?`, `#`, `%`, spaces and the rest are percent-encoded.
 */
function encodePathValue(value: string, allowSlash: boolean): string {
  return [...value]
    .map((c) => (/[A-Za-z0-9\-._~!$&'()*+,;=:@]/.test(c) || (allowSlash && c === '/') ? c : encodeURIComponent(c)))
    .join('');
}

/**
 * A value with its percent-escapes decoded until none is left (a few rounds: `%252e` is `%2e` is
 * `.`), each `%XX` on its own, so a stray `%` elsewhere does not stop the decoding.
 */
function decoded(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) return current;
    current = next;
  }
  return current;
}

function climbing(name: string, why: string): AppError {
  return AppError.badRequest(`The value of "${name}" cannot be used in the path: ${why}`, [
    { path: name, message: why },
  ]);
}

/**
 * A value filling a path placeholder stays inside its segment: no `.` or `..` segment and, from a
 * caller, no `/` or `\`, however it is encoded (`%2e%2e`, `%2E.`, `%2f`, `%252e`…). WHATWG URLs
 * resolve `..` (and `%2e%2e`) away, so `{base}/{area}/end` with area `..` reached `/end` upstream.
 */
function assertStaysInPath(name: string, value: string, fromCaller: boolean): void {
  const plain = decoded(value);
  if (fromCaller && /[/\\]/.test(plain)) throw climbing(name, 'a path value may not contain / or \\');
  const segments = fromCaller ? [plain] : plain.split(/[/\\]/);
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw climbing(name, 'a path value may not be . or ..');
  }
}

export type Filler = {
  /** Fills a header or parameter value: the setting's text as it is. */
  text(template: string): string;
  /** Fills a path: values percent-encoded where a path cannot hold them. */
  path(template: string): string;
  /** Caller values that filled a placeholder (they are not sent on as parameters too). */
  used: Set<string>;
};

/**
 * Fills `{placeholders}` from settings, then from the caller's values (lowest: a caller never
 * overrides what the operator configured). A placeholder neither gives is a 400 naming it.
 */
export function placeholderFiller(settings: Record<string, string>, callerValues: Record<string, string> = {}): Filler {
  const used = new Set<string>();
  function fill(template: string, encode: (value: string, fromCaller: boolean, name: string) => string): string {
    return template.replace(placeholder, (_match, name: string) => {
      if (Object.hasOwn(settings, name)) return encode(settings[name] ?? '', false, name);
      if (Object.hasOwn(callerValues, name)) {
        used.add(name);
        return encode(callerValues[name] ?? '', true, name);
      }
      throw missing(name);
    });
  }
  return {
    text: (template) => fill(template, (value) => value),
    path: (template) =>
      fill(template, (value, fromCaller, name) => {
        assertStaysInPath(name, value, fromCaller);
        return encodePathValue(value, !fromCaller);
      }),
    used,
  };
}

/** Name/value rows with their values filled (rows keep their order; a later duplicate wins in a map). */
export function fillRows(rows: readonly NameValue[], filler: Filler): [string, string][] {
  return rows.map((row) => [row.name, filler.text(row.value)]);
}
