import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/** Keys whose values never reach a log line, at any depth (passwords, secrets, tokens, hashes, keys). */
const secretKey =
  /pass(word)?|secret|token|hash|authori[sz]ation|cookie|(api|agent)[-_]?key|credential|otp|^code$|ticket/i;
const redacted = '[redacted]';

/** A failed query's message without its parameter values (Drizzle appends them after `params:`). */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at < 0 ? message : `${message.slice(0, at)}\nparams: ${redacted}`;
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * An error as it may be logged: message, code, stack and cause, never the SQL parameters that
 * Drizzle keeps on its query errors (password hashes, client-secret hashes, sealed secrets…).
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // Already made loggable (the log formatter runs before the serializers), or not an error at all.
    if (typeof error === 'object' && error !== null && 'message' in error && 'type' in error) {
      return error as LoggedError;
    }
    return { type: typeof error, message: String(error), stack: '' };
  }
  const out: LoggedError = {
    type: error.name,
    message: withoutParams(error.message),
    stack: error.stack ? withoutParams(error.stack) : '',
  };
  const fields = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown };
  if (typeof fields.code === 'string') out.code = fields.code;
  if (typeof fields.statusCode === 'number') out.statusCode = fields.statusCode;
  if (typeof fields.query === 'string') out.query = fields.query;
  if (error.cause !== undefined && depth < 3) out.cause = loggableError(error.cause, depth + 1);
  return out;
}

/** A copy with every secret-looking key's value replaced, at any depth. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return loggableError(value);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = secretKey.test(key) && inner !== undefined ? redacted : redactSecrets(inner, depth + 1);
  }
  return out;
}

/**
 * The server's logger: authorisation headers and secret fields are redacted everywhere (pino's
 * `redact` for the well-known paths, and a formatter for any depth), errors are logged without SQL
 * parameters. `stream` lets tests read what would be written.
 */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level: level === 'silent' ? 'info' : level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.secret',
        '*.token',
      ],
      censor: redacted,
    },
    serializers: { err: (error: unknown) => loggableError(error) },
    formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) as Record<string, unknown> },
  };
}
