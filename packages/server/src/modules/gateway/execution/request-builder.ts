import type { OperationDefinition } from '@store-console/contract';
import type { Payload } from '../types.ts';
import { fillRows, placeholderFiller } from './placeholders.ts';
import { soapActionHeader, soapContentType, wrapSoap } from './soap.ts';

const form = 'application/x-www-form-urlencoded';

/** Where the call goes, filled from settings before any transform runs (a missing setting stops it first). */
export type Target = {
  url: URL;
  method: string;
  headers: Record<string, string>;
  parameters: [string, string][];
};

/** A content type's media type alone (`text/xml; charset=utf-8` → `text/xml`), lower-cased. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function joinUrl(uri: string, path: string): URL {
  const base = uri.replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  return new URL(tail ? `${base}/${tail}` : base);
}

/**
 * The operation's path, headers and parameters with their `{placeholders}` filled. The caller's
 * parameters fill placeholders no setting fills (and are then not sent again), the others are sent
 * as query parameters after the operation's own (the caller's value wins on a name both give).
 */
export function prepareTarget(
  uri: string,
  definition: OperationDefinition,
  settings: Record<string, string>,
  callerParameters: [string, string][],
): Target {
  const filler = placeholderFiller(settings, Object.fromEntries(callerParameters));
  const url = joinUrl(uri, filler.path(definition.request.path));
  const headers: Record<string, string> = {};
  for (const [name, value] of fillRows(definition.request.headers, filler)) headers[name.toLowerCase()] = value;
  const own = fillRows(definition.request.parameters, filler);
  const callers = callerParameters.filter(([name]) => !filler.used.has(name));
  const overridden = new Set(callers.map(([name]) => name));
  const parameters = [...own.filter(([name]) => !overridden.has(name)), ...callers];
  return { url, method: definition.request.method, headers, parameters };
}

export type UpstreamCall = { url: URL; method: string; headers: Record<string, string>; body: string | undefined };

/**
 * The call itself once the request transforms ran: a form POST/PUT with no body sends its parameters
 * as the body (OAuth token calls), other parameters go in the query string; a SOAP operation's body
 * is wrapped in a SOAP 1.1 envelope with its SOAPAction.
 */
export function finishCall(target: Target, definition: OperationDefinition, payload: Payload): UpstreamCall {
  const headers = { ...target.headers };
  const url = new URL(target.url);
  const hasBody = target.method !== 'GET' && (target.method !== 'DELETE' || payload.body !== '');
  const formType = mediaType(headers['content-type']) === form || definition.request.outputContentType === form;
  let body: string | undefined = hasBody ? payload.body : undefined;
  if (hasBody && payload.body.trim() === '' && formType && target.parameters.length > 0) {
    body = new URLSearchParams(target.parameters).toString();
    headers['content-type'] = form;
  } else {
    for (const [name, value] of target.parameters) url.searchParams.append(name, value);
  }
  if (definition.interfaceType === 'SOAP') {
    body = wrapSoap(payload.body);
    headers['content-type'] = soapContentType;
    headers.soapaction = soapActionHeader(definition.request.soapAction);
  } else if (body !== undefined && body !== '' && !headers['content-type']) {
    const type = payload.contentType === '*/*' ? definition.request.outputContentType : payload.contentType;
    if (type && type !== '*/*') headers['content-type'] = type;
  }
  return { url, method: target.method, headers, body };
}
