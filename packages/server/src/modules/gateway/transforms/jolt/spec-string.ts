/** Parsing of JOLT's key and path strings (a port of JOLT's SpecStringParser). */
import { JoltSpecError } from './json.js';

/** Splits a dotted RHS path into its keys; `\.` keeps a dot inside a key and `@(…)` stays whole. */
export function parseDotNotation(dotNotation: string): string[] {
  const keys: string[] = [];
  let prevIsEscape = false;
  let key = '';
  let index = 0;
  const next = (): string | undefined => (index < dotNotation.length ? dotNotation[index++] : undefined);
  for (let c = next(); c !== undefined; c = next()) {
    const currIsEscape: boolean = c === '\\' && !prevIsEscape;
    if (prevIsEscape && c !== '.' && c !== '\\') {
      key += `\\${c}`;
    } else if (c === '@') {
      const rest = parseAtPathElement(dotNotation, index);
      index = rest.end;
      key += `@${rest.text}`;
      const isPartOfArray = key.includes('[') && !key.includes(']');
      if (!isPartOfArray) {
        keys.push(key);
        key = '';
      }
    } else if (c === '.') {
      if (prevIsEscape) {
        key += '.';
      } else {
        if (key.length !== 0) keys.push(key);
        key = '';
      }
    } else if (!currIsEscape) {
      key += c;
    }
    prevIsEscape = currIsEscape;
  }
  if (key.length !== 0) keys.push(key);
  return keys;
}

/** Reads what follows an '@': either a parenthesised `(n,path)` or everything up to the next dot. */
function parseAtPathElement(text: string, start: number): { text: string; end: number } {
  if (start >= text.length) return { text: '', end: start };
  let index = start;
  let out = '';
  let open = 0;
  const first = text[index++];
  const isParens = first === '(';
  if (isParens) open++;
  else if (first === '.') throw new JoltSpecError(`invalid '@' path element in "${text}"`);
  out += first;
  while (index < text.length) {
    const c = text[index++];
    out += c;
    if (isParens) {
      if (c === '(') throw new JoltSpecError(`too many open parentheses in "${text}"`);
      if (c === ')') open--;
      if (open === 0) return { text: out, end: index };
    } else if (c === '.') {
      return { text: `(${out.slice(0, -1)})`, end: index };
    }
  }
  if (isParens && open !== 0) throw new JoltSpecError(`unbalanced '@(' in "${text}"`);
  return { text: out, end: index };
}

/** `a[0]` is sugar for `a.[0]`. */
export function fixLeadingBracketSugar(dotNotation: string): string {
  if (dotNotation.length === 0) return '';
  let prev = dotNotation.charAt(0);
  let out = prev;
  for (let index = 1; index < dotNotation.length; index++) {
    const curr = dotNotation.charAt(index);
    if (curr === '[' && prev !== '\\' && prev !== '@' && prev !== '.') out += '.';
    out += curr;
    prev = curr;
  }
  return out;
}

/** The key with escaped characters dropped: what is left decides the kind of key. */
export function removeEscapedValues(key: string): string {
  let out = '';
  let prevWasEscape = false;
  for (const c of key) {
    if (c === '\\') {
      prevWasEscape = !prevWasEscape;
    } else {
      if (!prevWasEscape) out += c;
      prevWasEscape = false;
    }
  }
  return out;
}

/** The key with its escape characters dropped: the literal text it stands for. */
export function removeEscapeChars(key: string): string {
  let out = '';
  let prevWasEscape = false;
  for (const c of key) {
    if (c === '\\' && !prevWasEscape) {
      prevWasEscape = true;
    } else {
      out += c;
      prevWasEscape = false;
    }
  }
  return out;
}

/** `name(a, @(1,b), 'c,d')` → ['name', 'a', '@(1,b)', "'c,d'"]. */
export function parseFunctionArgs(text: string): string[] {
  const open = text.indexOf('(');
  const args = [text.slice(0, open)];
  const inner = text.slice(open + 1, text.length - 1);
  let current = '';
  let inBrackets = false;
  let inQuotes = false;
  for (const c of inner) {
    if (c === '(' && !inQuotes) inBrackets = true;
    else if (c === ')' && !inQuotes) inBrackets = false;
    else if (c === "'") inQuotes = !inQuotes;
    else if (c === ',' && !inBrackets && !inQuotes) {
      args.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  args.push(current.trim());
  return args;
}

export function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}
