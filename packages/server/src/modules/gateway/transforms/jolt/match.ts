/** Matching input keys against spec keys, and evaluating keys into output keys (JOLT's path element behaviour). */
import { ABSENT, type Opt, parseJavaInt, some } from './json.js';
import type { PathElement, StarElement, TransposeElement } from './path-element.js';
import { lastStep, type MatchedElement, matched, rawKey, stepFromEnd, subKey, type WalkedPath } from './walked-path.js';

/** Whether a wildcard key matches a literal (used to decide if literals and wildcards can conflict). */
export function starMatches(element: StarElement, text: string): boolean {
  return starCaptures(element, text) !== null;
}

function starCaptures(element: StarElement, text: string): string[] | null {
  switch (element.kind) {
    case 'starAll':
      return [];
    case 'starSingle': {
      const { prefix, suffix } = element;
      const ok = text.startsWith(prefix) && text.endsWith(suffix) && text.length > prefix.length + suffix.length;
      return ok ? [text.slice(prefix.length, text.length - suffix.length)] : null;
    }
    case 'starDouble': {
      const { prefix, mid, suffix } = element;
      if (!text.startsWith(prefix) || !text.endsWith(suffix)) return null;
      const start = prefix.length + 1;
      const end = text.length - suffix.length - 1;
      if (start >= end) return null;
      const found = text.slice(start, end).indexOf(mid);
      if (found < 0) return null;
      const midStart = found + start;
      return [text.slice(prefix.length, midStart), text.slice(midStart + mid.length, text.length - suffix.length)];
    }
    case 'starRegex': {
      const result = element.regex.exec(text);
      return result ? result.slice(1) : null;
    }
  }
}

/** The matched element when `key` matches, otherwise null. */
export function matchElement(element: PathElement, key: string, walked: WalkedPath): MatchedElement | null {
  switch (element.kind) {
    case 'literal':
      return element.raw === key ? matched(key) : null;
    case 'at':
    case 'transpose':
      // The parent's own match, so `&0` and `&1` below still mean what they would without the '@'.
      return lastStep(walked).matched;
    case 'starAll':
      return matched(key, [], lastStep(walked).matched.origSize);
    case 'starSingle':
    case 'starDouble':
    case 'starRegex': {
      const captures = starCaptures(element, key);
      return captures ? matched(key, captures) : null;
    }
    case 'amp': {
      const evaluated = evaluateElement(element, walked);
      return evaluated === key ? matched(key) : null;
    }
    case 'dollar':
      return matched(evaluateElement(element, walked) ?? '');
    case 'hash':
      return matched(element.value);
    case 'array': {
      const origSize = lastStep(walked).matched.origSize;
      return evaluateElement(element, walked) === key && origSize !== undefined ? matched(key, [], origSize) : null;
    }
  }
}

/** The output key this element stands for at this point of the traversal, or null when it has none. */
export function evaluateElement(element: PathElement, walked: WalkedPath): string | null {
  switch (element.kind) {
    case 'literal':
      return element.raw;
    case 'amp':
      return element.tokens
        .map((token) =>
          typeof token === 'string' ? token : subKey(stepFromEnd(walked, token.pathIndex).matched, token.keyGroup),
        )
        .join('');
    case 'dollar':
      return subKey(stepFromEnd(walked, element.ref.pathIndex).matched, element.ref.keyGroup);
    case 'transpose':
      return transposeKey(element, walked);
    case 'array':
      return evaluateArrayIndex(element, walked);
    default:
      return null;
  }
}

function evaluateArrayIndex(element: Extract<PathElement, { kind: 'array' }>, walked: WalkedPath): string | null {
  const { index } = element;
  switch (index.kind) {
    case 'auto':
      return '[]';
    case 'explicit':
      return index.index;
    case 'hash':
      return String(stepFromEnd(walked, index.ref.pathIndex).matched.hashCount);
    case 'transpose':
      return nonNegativeInteger(transposeKey(index.transpose, walked));
    case 'reference':
      return nonNegativeInteger(subKey(stepFromEnd(walked, index.ref.pathIndex).matched, index.ref.keyGroup));
  }
}

function nonNegativeInteger(key: string | null): string | null {
  if (key === null) return null;
  const value = parseJavaInt(key);
  return value !== null && value >= 0 ? key : null;
}

/** The data an '@' element points at, or absent when the path leads nowhere. */
export function transposeData(element: TransposeElement, walked: WalkedPath): Opt {
  if (walked.length === 0) return ABSENT;
  const treeRef = stepFromEnd(walked, element.upLevel).treeRef;
  if (!element.reader) return some(treeRef);
  return element.reader.read(treeRef, walked);
}

/** An '@' element used as a key: numbers and booleans become their text; anything else has no key. */
function transposeKey(element: TransposeElement, walked: WalkedPath): string | null {
  const data = transposeData(element, walked);
  if (!data.present) return null;
  const value = data.value;
  if (typeof value === 'number') return String(Math.trunc(value));
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value : null;
}

export { rawKey };
