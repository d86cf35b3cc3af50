import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/** SOAP 1.1 (Sage X3's `CAdxWebServiceXmlCC` speaks it): the envelope's namespace and content type. */
export const soapEnvelopeNamespace = 'http://schemas.xmlsoap.org/soap/envelope/';
export const soapContentType = 'text/xml; charset=utf-8';

const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
});
const orderedBuilder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: false,
  processEntities: false,
});
const jsonBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

const localName = (tag: string) => tag.slice(tag.indexOf(':') + 1);
const isEnvelope = (xml: string) => /^\s*(<\?xml[^>]*\?>\s*)?<([A-Za-z_][\w.-]*:)?Envelope[\s>]/.test(xml);

/**
 * The body as the envelope's Body: XML as it is, a JSON object built into XML; a body that already
 * is an envelope is sent as it is.
 */
export function wrapSoap(body: string): string {
  if (isEnvelope(body)) return body;
  let inner = body.replace(/^\s*<\?xml[^>]*\?>/, '');
  const trimmed = inner.trim();
  if (trimmed.startsWith('{')) {
    try {
      inner = jsonBuilder.build(JSON.parse(trimmed));
    } catch {
      // not JSON after all: sent as the text it is
    }
  }
  return `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="${soapEnvelopeNamespace}"><soapenv:Header/><soapenv:Body>${inner}</soapenv:Body></soapenv:Envelope>`;
}

/** The SOAPAction header's value: the action quoted, as SOAP 1.1 asks. */
export function soapActionHeader(action: string | undefined): string {
  return `"${(action ?? '').replaceAll('"', '')}"`;
}

type Node = Record<string, unknown>;
const tagOf = (node: Node) => Object.keys(node).find((key) => key !== ':@');
const childrenOf = (node: Node): Node[] => {
  const tag = tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as Node[]) : [];
};

/**
 * The reply's Body content as XML (a Fault included): the namespaces the Envelope declared are
 * declared again on each element taken out, so the content stands on its own. A reply that is not
 * a well-formed envelope is returned unchanged.
 */
export function unwrapSoap(xml: string): string {
  if (!isEnvelope(xml) || XMLValidator.validate(xml) !== true) return xml;
  const document = orderedParser.parse(xml) as Node[];
  const envelope = document.find((node) => localName(tagOf(node) ?? '') === 'Envelope');
  if (!envelope) return xml;
  const body = childrenOf(envelope).find((node) => localName(tagOf(node) ?? '') === 'Body');
  if (!body) return xml;
  const inherited: Record<string, string> = {};
  for (const source of [envelope, body]) {
    const attributes = (source[':@'] ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(attributes)) if (name.startsWith('@_xmlns')) inherited[name] = value;
  }
  const content = childrenOf(body).map((node) => {
    if (!tagOf(node) || tagOf(node) === '#text') return node;
    const own = (node[':@'] ?? {}) as Record<string, string>;
    return { ...node, ':@': { ...inherited, ...own } };
  });
  return String(orderedBuilder.build(content)).trim();
}
