import type { ExchangeDetail } from '@store-console/contract';

/** How many times a body may have been JSON-encoded over itself ("possibly double-encoded"). */
const maxEncodings = 3;

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

function decodeText(text: string): unknown {
  let value: unknown = text;
  for (let i = 0; i < maxEncodings && typeof value === 'string'; i++) {
    const current: string = value;
    // Only a JSON document or string is decoded: a plain word or number in a text body stays text.
    if (!/^[[{"]/.test(current.trim())) break;
    const parsed = parseJson(current);
    if (!parsed) break;
    value = parsed.value;
  }
  return value;
}

/** Strings inside a decoded document that are JSON documents themselves (a logged reply's `body`) are decoded too. */
function decodeInner(value: unknown, depth: number): unknown {
  if (depth > 4) return value;
  if (typeof value === 'string') {
    if (!/^[[{]/.test(value.trim())) return value;
    const decoded = decodeText(value);
    return typeof decoded === 'string' ? decoded : decodeInner(decoded, depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => decodeInner(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeInner(item, depth + 1)]));
  }
  return value;
}

/**
 * A logged body as a value: JSON text parsed, and parsed again while the result is itself JSON
 * text (a body encoded twice or more), and so are the JSON documents held in its strings (the
 * `body` of a logged request or reply); any other text stays as it is.
 */
export function parseExchangeText(text: string): unknown {
  const value = decodeText(text);
  return typeof value === 'string' ? value : decodeInner(value, 0);
}

/** A logged body for reading: JSON pretty-printed (once decoded however often it was encoded), other text as is. */
export function prettyExchangeText(text: string): string {
  const value = parseExchangeText(text);
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The exchange as the JSON 'Copy Log to Clipboard' copies: its bodies decoded, so the copy is plain JSON. */
export function exchangeLogJson(detail: ExchangeDetail): string {
  return JSON.stringify(
    {
      ...detail,
      parameters: parseExchangeText(detail.parameters),
      body: parseExchangeText(detail.body),
      request: parseExchangeText(detail.request),
      received: parseExchangeText(detail.received),
      response: parseExchangeText(detail.response),
    },
    null,
    2,
  );
}

/** A missing status code shows N/A. */
export function statusCodeLabel(statusCode: number | null): string {
  return statusCode === null ? 'N/A' : String(statusCode);
}
