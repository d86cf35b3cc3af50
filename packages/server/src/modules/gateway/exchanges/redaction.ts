/** What the exchange log never keeps: values replaced by this marker. */
export const redacted = '[redacted]';

/** Headers whose values are credentials, whatever the capture policy names. */
export const alwaysRedactedHeaders = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];

/** Fields of JSON and form bodies (and parameters) that carry credentials in token exchanges. */
const secretFields = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'password',
  'client_assertion',
]);

export function isSecretField(name: string): boolean {
  return secretFields.has(name.toLowerCase());
}

type Step = { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'all' };

/** `$.a.b`, `$.items[*].secret`, `$.list[0]`, `$['odd key']`, `$.*`: null when the path is not one of these. */
export function parseJsonPath(path: string): Step[] | null {
  if (!path.startsWith('$')) return null;
  const steps: Step[] = [];
  const pattern = /\.([A-Za-z_$][\w$-]*)|\.\*|\[\*\]|\[(\d+)\]|\['([^']*)'\]|\["([^"]*)"\]/y;
  pattern.lastIndex = 1;
  while (pattern.lastIndex < path.length) {
    const start = pattern.lastIndex;
    const match = pattern.exec(path);
    if (!match || match.index !== start) return null;
    const [whole, name, index, single, double] = match;
    if (name !== undefined) steps.push({ kind: 'key', key: name });
    else if (index !== undefined) steps.push({ kind: 'index', index: Number(index) });
    else if (single !== undefined || double !== undefined) steps.push({ kind: 'key', key: single ?? double ?? '' });
    else if (whole === '.*' || whole === '[*]') steps.push({ kind: 'all' });
  }
  return steps;
}

function redactAt(value: unknown, steps: Step[], at: number): unknown {
  if (at === steps.length) return redacted;
  const step = steps[at];
  if (!step || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    if (step.kind === 'index') return value.map((item, i) => (i === step.index ? redactAt(item, steps, at + 1) : item));
    if (step.kind === 'all') return value.map((item) => redactAt(item, steps, at + 1));
    return value;
  }
  const entries = Object.entries(value).map(([key, inner]): [string, unknown] => {
    const hit = step.kind === 'all' || (step.kind === 'key' && step.key === key);
    return [key, hit ? redactAt(inner, steps, at + 1) : inner];
  });
  return Object.fromEntries(entries);
}

function redactSecretFields(value: unknown, depth = 0): unknown {
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecretFields(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretField(key) ? redacted : redactSecretFields(inner, depth + 1),
    ]),
  );
}

/**
 * A body as the log keeps it: JSON with the policy's paths and the credential fields redacted, a
 * form with its credential fields redacted, anything else as it is.
 */
export function redactBody(body: string, paths: readonly string[]): string {
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      let value: unknown = redactSecretFields(JSON.parse(body));
      for (const path of paths) {
        const steps = parseJsonPath(path);
        if (steps) value = redactAt(value, steps, 0);
      }
      return JSON.stringify(value);
    } catch {
      return body;
    }
  }
  if (/^[\w.%+-]+=[^\s]*$/.test(trimmed) && trimmed.includes('=')) {
    const form = new URLSearchParams(trimmed);
    if ([...form.keys()].some(isSecretField)) {
      for (const key of [...form.keys()]) if (isSecretField(key)) form.set(key, redacted);
      return form.toString();
    }
  }
  return body;
}

/** Headers with credential values and the policy's named ones replaced. */
export function redactHeaders(headers: Record<string, string>, named: readonly string[]): Record<string, string> {
  const hidden = new Set([...alwaysRedactedHeaders, ...named.map((name) => name.toLowerCase())]);
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, hidden.has(name.toLowerCase()) ? redacted : value]),
  );
}

/**
 * Replaces every occurrence of a known secret (the integration's password and tokens, a token just
 * obtained, the Basic credentials) wherever it appears in logged text: a last net under the rules above.
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4 && out.includes(secret)) out = out.replaceAll(secret, redacted);
  return out;
}
