import { type ErrorResponse, errorCodes } from '@store-console/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** What some errors add: the OAuth 2 error code (RFC 6749 §5.2), a 401's challenge. */
export type ErrorExtras = {
  /** `error` of the token and revocation endpoints: invalid_client, invalid_grant, invalid_request… */
  oauthError?: string;
  /** The WWW-Authenticate header of a 401 (a Bearer challenge by default). */
  challenge?: string;
};

/** The one error every module throws; the handler turns it into the one error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly reason?: string,
    readonly details?: ErrorResponse['details'],
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
  }

  static badRequest(message: string, details?: ErrorResponse['details']) {
    return new AppError(400, errorCodes.validation, message, undefined, details);
  }
  static unauthorized(message = 'Authentication required', reason?: string) {
    return new AppError(401, errorCodes.unauthorized, message, reason);
  }
  static forbidden(message = 'You are not allowed to do this') {
    return new AppError(403, errorCodes.forbidden, message);
  }
  static notFound(message: string) {
    return new AppError(404, errorCodes.notFound, message);
  }
  static conflict(message: string) {
    return new AppError(409, errorCodes.conflict, message);
  }
  static rateLimited(message: string) {
    return new AppError(429, errorCodes.rateLimited, message);
  }
}

/** RFC 6749 §5.2: error_description holds printable ASCII without `"` and `\\`. */
const oauthDescription = (message: string) => message.replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, ' ');

function body(error: AppError): ErrorResponse {
  const { oauthError } = error.extras;
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.reason ? { reason: error.reason } : {}),
    ...(error.details ? { details: error.details } : {}),
    ...(oauthError ? { error: oauthError, error_description: oauthDescription(error.message) } : {}),
  };
}

export const authRealm = 'store-console';

/**
 * RFC 6750 §3: a resource's 401 tells the client how to authenticate; `invalid_token` only when a
 * token was presented (without one, the challenge names the scheme and realm alone).
 */
function bearerChallenge(request: FastifyRequest, error: AppError): string {
  const presented = /^Bearer\s/i.test(request.headers.authorization ?? '');
  if (!presented) return `Bearer realm="${authRealm}"`;
  return `Bearer realm="${authRealm}", error="invalid_token", error_description="${oauthDescription(error.message)}"`;
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) mapped onto our codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (status === 413) return new AppError(413, errorCodes.payloadTooLarge, 'Request body is too large');
  if (status === 415) return new AppError(415, errorCodes.unsupportedMediaType, 'Unsupported content type');
  if (status === 429) return AppError.rateLimited(error.message);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return AppError.badRequest('Malformed JSON body');
  }
  if (status === 404) return AppError.notFound(error.message);
  return new AppError(status, status === 400 ? errorCodes.validation : `${status}0-error`, error.message);
}

/** Any error as the AppError it answers with; undefined for an internal one (a 500). */
export function appErrorOf(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => {
      const keys = issue.params.keys;
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return {
        path: path || (Array.isArray(keys) ? keys.join(',') : ''),
        message: issue.message ?? 'Invalid value',
      };
    });
    const where = error.validationContext ?? 'request';
    return AppError.badRequest(
      `Invalid ${where}: ${details.map((d) => `${d.path || where} ${d.message}`).join('; ')}`,
      details,
    );
  }
  if (isResponseSerializationError(error)) return undefined;
  return fromFastifyError(error);
}

/**
 * The error handler of the app; a route may pass `refine` to answer in its own terms (the token
 * endpoints' RFC 6749 errors), still in the one error shape. Every 401 carries a challenge.
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  refine?: (error: AppError, request: FastifyRequest) => AppError,
) {
  const found = appErrorOf(error);
  if (!found) {
    request.log.error({ err: error }, 'request failed');
    const internal: ErrorResponse = { status: 500, code: errorCodes.internal, message: 'Internal server error' };
    return reply.status(500).send(internal);
  }
  const appError = refine ? refine(found, request) : found;
  if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
  if (appError.status === 401 && !reply.hasHeader('www-authenticate')) {
    reply.header('WWW-Authenticate', appError.extras.challenge ?? bearerChallenge(request, appError));
  }
  return reply.status(appError.status).send(body(appError));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => handleError(error, request, reply));
}

/**
 * Errors Fastify raises before routing (a path parameter over its length limit, a URL that does not
 * decode) answered in the one error shape, without echoing the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const answer: ErrorResponse = tooLong
    ? { status: 414, code: errorCodes.uriTooLong, message: 'A part of the URL is too long' }
    : { status: 400, code: errorCodes.validation, message: 'The URL is not valid' };
  reply.status(answer.status).send(answer);
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What no text of a request may hold, and the message that says so; null when the text is fine. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain NUL characters';
  // A lone UTF-16 surrogate (a JSON "\ud800" escape) is no Unicode text: PostgreSQL refuses it, and
  // so do encodeURIComponent and every UTF-8 encoder.
  if (loneSurrogate.test(text)) return 'Text must be valid Unicode (it holds an unpaired surrogate)';
  return null;
}

/** The first problem of a string or a key anywhere in the value (binary bodies aside). */
function findUnstorable(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findUnstorable(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const found = unstorable(key) ?? findUnstorable(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * No text in any request may hold a NUL character or an unpaired surrogate: PostgreSQL text cannot
 * store either, so it would fail as a 500 deep inside a query (or in an encoder before it).
 * Checked once for every route, before its schema.
 */
export function rejectUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findUnstorable(value);
      if (found) {
        const lowered = found.charAt(0).toLowerCase() + found.slice(1);
        throw AppError.badRequest(`Invalid ${where}: ${lowered.replace(/ \(.*\)$/, '')}`, [
          { path: where, message: found },
        ]);
      }
    }
  });
}
