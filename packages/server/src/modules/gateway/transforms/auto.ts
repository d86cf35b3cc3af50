import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { type BodyKind, kindOf, parseJson } from './content-types.ts';

/**
 * AUTO: converts between content types. XML ⇄ JSON keeps attributes (`@_name`) and text beside
 * them (`#text`); values stay strings (XML has no types, and "007" or "1.10" must survive);
 * repeated elements become arrays (one element stays a single value). Form ⇄ JSON: repeated fields
 * become arrays. To text: the body as it is; from text: the text as a JSON string, `<text>` element
 * or `text` field.
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

export function xmlToJson(body: string): unknown {
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new Error(`The input is not valid XML: ${valid.err.msg} (line ${valid.err.line})`);
  return parser.parse(body);
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
  const xml = String(builder.build(document));
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
