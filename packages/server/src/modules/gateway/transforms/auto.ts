import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { type BodyKind, kindOf, parseJson } from './content-types.ts';

/**
 * AUTO: converts between content types. XML ⇄ JSON keeps attributes (`@_name`) and text beside
 * them (`#text`); values stay strings (XML has no types, and "007" or "1.10" must survive);
 * repeated elements become arrays (one element stays a single value). Form ⇄ JSON: repeated fields
 * become arrays. To text: the body as it is; from text: the text as a JSON string, `<text>` element
 * or `text` field.
 *
 * JSON keys that are not XML names (Business Central's `@odata.context`, `2nd`, `unit price`) are
 * written with SQL/XML's name escaping, as .NET's XmlConvert.EncodeName does: each character an XML
 * name cannot hold becomes `_xHHHH_` (its UTF-16 code unit in hex; `_xHHHHHHHH_` beyond the BMP),
 * and a `_x` already in a key becomes `_x005F_x`, so `@odata.context` is `<_x0040_odata.context>`.
 * XML → JSON reads the escapes back: a key survives the round trip as it was.
 */
const xmlOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
} as const;

const parser = new XMLParser({
  ...xmlOptions,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  htmlEntities: false,
});
const builder = new XMLBuilder({
  ...xmlOptions,
  format: false,
  suppressEmptyNode: false,
  suppressBooleanAttributes: false,
});

// XML 1.0's NameStartChar and NameChar within the BMP (the XML checker used here refuses the rest), the
// colon kept: a prefixed SOAP name stays as it is.
const nameStart =
  /[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/u;
const nameRestSymbols = /[-.0-9\u00B7\u203F-\u2040]/;
/** NameChar beyond NameStartChar: digits, `-`, `.`, `·`, `‿⁀` and the combining diacritics U+0300–U+036F. */
const isNameRest = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return nameRestSymbols.test(char) || (code >= 0x300 && code <= 0x36f);
};

const hex = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code > 0xffff
    ? code.toString(16).toUpperCase().padStart(8, '0')
    : code.toString(16).toUpperCase().padStart(4, '0');
};

/** A JSON key as an XML name (see above); a key that is an XML name already is unchanged. */
export function encodeXmlName(key: string): string {
  if (key === '') throw new Error('An empty JSON key cannot be an XML name');
  const chars = [...key];
  return chars
    .map((char, index) => {
      // A `_x` of the key itself would read back as an escape: its underscore is escaped.
      if (char === '_' && chars[index + 1] === 'x') return '_x005F_';
      const valid = nameStart.test(char) || (index > 0 && isNameRest(char));
      return valid ? char : `_x${hex(char)}_`;
    })
    .join('');
}

/** An XML name's escapes read back (see above). */
export function decodeXmlName(name: string): string {
  return name.replace(/_x([0-9A-Fa-f]{8}|[0-9A-Fa-f]{4})_/g, (_, code: string) =>
    String.fromCodePoint(Number.parseInt(code, 16)),
  );
}

/** Every key of a JSON value renamed (attributes after their `@_` prefix; `#text` as it is). */
function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key === '#text' ? key : key.startsWith('@_') ? `@_${rename(key.slice(2))}` : rename(key),
      renameKeys(inner, rename),
    ]),
  );
}

export function xmlToJson(body: string): unknown {
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new Error(`The input is not valid XML: ${valid.err.msg} (line ${valid.err.line})`);
  return renameKeys(parser.parse(body), decodeXmlName);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonToXml(value: unknown): string {
  if (!isRecord(value) && !Array.isArray(value)) throw new Error('Only a JSON object or array can become XML');
  const keys = isRecord(value) ? Object.keys(value) : [];
  const [only] = keys;
  // One element at the top is the document's root; anything else is wrapped in <root>.
  const single = only !== undefined && keys.length === 1 && !only.startsWith('@_') && only !== '#text';
  const document =
    single && isRecord(value) && !Array.isArray(value[only])
      ? value
      : { root: Array.isArray(value) ? { item: value } : value };
  const xml = String(builder.build(renameKeys(document, encodeXmlName)));
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`The JSON cannot be written as XML: ${valid.err.msg}`);
  return xml;
}

export function formToJson(body: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const existing = result[name];
    if (existing === undefined) result[name] = value;
    else result[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

function formValue(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`The form field "${name}" must be a string, number, boolean or a list of them`);
}

export function jsonToForm(value: unknown): string {
  if (!isRecord(value)) throw new Error('Only a JSON object can become a form');
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) params.append(name, formValue(name, item));
  }
  return params.toString();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fromText(body: string, to: BodyKind): string {
  if (to === 'json') return JSON.stringify(body);
  if (to === 'xml') return `<text>${escapeXml(body)}</text>`;
  return new URLSearchParams({ text: body }).toString();
}

function toJsonValue(body: string, from: BodyKind): unknown {
  if (from === 'json') return parseJson(body);
  if (from === 'xml') return xmlToJson(body);
  return formToJson(body);
}

/** Converts `body` from one content type to another (same family: unchanged). */
export function autoConvert(body: string, fromType: string, toType: string): string {
  const from = kindOf(fromType);
  const to = kindOf(toType);
  if (from === to || to === 'text') return body;
  if (from === 'text') return fromText(body, to);
  const value = toJsonValue(body, from);
  if (to === 'json') return JSON.stringify(value);
  if (to === 'xml') return jsonToXml(value);
  return jsonToForm(value);
}
