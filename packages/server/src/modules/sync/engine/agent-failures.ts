import { errorCodes, errorResponseSchema } from '@store-console/contract';
import { AppError } from '../../../platform/errors.ts';
import { RefusedUpstreamError } from '../../gateway/index.ts';

/**
 * What an agent call's failure becomes (agent-client.ts): AppErrors naming the agent's address and
 * the reason, never the key.
 */

const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** Node's TLS verification codes in the words of its messages (`certificate has expired`…). */
const tlsCodes: Record<string, string> = {
  CERT_HAS_EXPIRED: 'certificate has expired',
  CERT_NOT_YET_VALID: 'certificate is not yet valid',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed certificate in certificate chain',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'unable to verify the first certificate',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'unable to get local issuer certificate',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the certificate is not for this host name',
  CERT_REVOKED: 'certificate revoked',
  EPROTO: 'the agent does not speak TLS on this port',
  ERR_SSL_WRONG_VERSION_NUMBER: 'the agent does not speak TLS on this port',
};

function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    chain.push(current);
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return chain;
}

function codesOf(error: unknown): string[] {
  return chainOf(error).flatMap((entry) =>
    entry && typeof entry === 'object' && 'code' in entry && typeof entry.code === 'string' ? [entry.code] : [],
  );
}

export function agentTimeout(timeoutMs: number): AppError {
  return new AppError(504, errorCodes.agentTimeout, `The agent did not answer within ${timeoutMs / 1000} s`);
}

export function unreachable(origin: string, why: string): AppError {
  return new AppError(502, errorCodes.agentUnreachable, `The agent at ${origin} ${why}`);
}

/** Why the call failed, naming the agent's address (the operator's own) and the reason, never the key. */
export function failure(error: unknown, origin: string, options: { timeoutMs: number }): AppError {
  if (error instanceof AppError) return error;
  const chain = chainOf(error);
  const refusedAddress = chain.find((entry): entry is RefusedUpstreamError => entry instanceof RefusedUpstreamError);
  if (refusedAddress) {
    const why = refusedAddress.message.replace(/^.* is refused as an upstream: /, '');
    return unreachable(origin, `is refused: ${agentPolicyWords(why)}`);
  }
  const codes = codesOf(error);
  const names = chain.map((entry) => (entry instanceof Error ? entry.name : ''));
  if (codes.some((code) => timeoutCodes.has(code)) || names.includes('TimeoutError') || names.includes('AbortError')) {
    return agentTimeout(options.timeoutMs);
  }
  const tls = codes.find((code) => code in tlsCodes || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_'));
  if (tls) {
    const message = tlsCodes[tls] ?? chain.find((entry): entry is Error => entry instanceof Error)?.message ?? tls;
    return unreachable(origin, `could not be reached over TLS: ${message}`);
  }
  if (codes.includes('ECONNREFUSED')) return unreachable(origin, 'refused the connection');
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN'))
    return unreachable(origin, 'was not found (unknown host name)');
  if (codes.includes('EHOSTUNREACH') || codes.includes('ENETUNREACH'))
    return unreachable(origin, 'cannot be reached (no route)');
  if (codes.includes('ECONNRESET') || codes.includes('UND_ERR_SOCKET') || codes.includes('UND_ERR_CLOSED')) {
    return unreachable(origin, 'closed the connection');
  }
  const message = chain.find((entry): entry is Error => entry instanceof Error && entry.message !== '')?.message;
  return unreachable(origin, `could not be reached: ${message ?? 'connection failed'}`);
}

export function agentPolicyWords(why: string): string {
  return why.replace('GATEWAY_ALLOW_PRIVATE_UPSTREAMS', 'SYNC_ALLOW_PRIVATE_AGENTS');
}

/** The most of an agent's own error message the caller is shown (its reply is the agent's to choose). */
const maxAgentMessage = 500;

/**
 * What the agent said, as the caller may see it: at most 500 characters, control characters as
 * spaces, and never the key it was sent (an agent echoing its Authorization header must not turn
 * an error message into a way to read the saved key).
 */
export function agentWords(message: string, key: string | null): string {
  let said = key ? message.split(key).join('[redacted]') : message;
  said = [...said].map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c)).join('');
  return said.length > maxAgentMessage ? `${said.slice(0, maxAgentMessage)}…` : said;
}

/** The agent's own error, as the caller can act on it. */
export function agentFailure(status: number, body: unknown, key: string | null): AppError {
  const parsed = errorResponseSchema.safeParse(body);
  const said = parsed.success ? agentWords(parsed.data.message, key) : undefined;
  if (status === 401 || status === 403) return new AppError(502, errorCodes.agentError, 'The agent refused the key');
  if (status === 404) return AppError.notFound(said ?? 'The agent has no such database, schema or table');
  if (status === 400 || status === 422) return AppError.badRequest(`The agent refused the request: ${said ?? status}`);
  // An extraction it cannot start (change capture off or pruned) and its cap on concurrent runs.
  if (status === 409) return AppError.conflict(`The agent refused the request: ${said ?? status}`);
  if (status === 429) return AppError.rateLimited(`The agent is busy: ${said ?? status}`);
  return new AppError(502, errorCodes.agentError, `The agent answered ${status}${said ? `: ${said}` : ''}`);
}
