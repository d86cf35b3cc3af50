/** What a body is, for the transforms: the content type's family, parameters and aliases ignored. */
export type BodyKind = 'json' | 'xml' | 'form' | 'text';

export function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function kindOf(contentType: string): BodyKind {
  const media = mediaTypeOf(contentType);
  if (media === 'application/json' || media.endsWith('+json')) return 'json';
  if (media === 'text/xml' || media === 'application/xml' || media.endsWith('+xml')) return 'xml';
  if (media === 'application/x-www-form-urlencoded') return 'form';
  return 'text';
}

// A step's declared content type; '*/*' means whatever the body already is.
export function resolveContentType(declared: string, current: string): string {
  return declared === '*/*' ? current : declared;
}

export function parseJson(body: string, what = 'The input'): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new Error(`${what} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}
