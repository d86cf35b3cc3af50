import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { clientTokenResponseSchema, errorCodes } from '@store-console/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

export type Peer = { name: string; baseUrl: string; clientId: string; clientSecret: string };

const timeoutMs = 10_000;

function unreachable(peer: Peer, reason: string): AppError {
  return new AppError(502, errorCodes.environmentUnreachable, `Environment ${peer.name} is unreachable: ${reason}`);
}

async function call(peer: Peer, path: string, init: RequestInit = {}, timeout = timeoutMs): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(new URL(path, peer.baseUrl), { ...init, signal: AbortSignal.timeout(timeout) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeout / 1000} s`
        : 'connection failed';
    throw unreachable(peer, reason);
  }
  if (!response.ok) throw await refusal(peer, response);
  return response;
}

/** A peer's answer other than 2xx, with the message of its error body when it has one. */
async function refusal(peer: Peer, response: Response): Promise<AppError> {
  // A peer that stalls its error's body is not waited for longer than a call's timeout.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), timeoutMs);
  });
  const body = await Promise.race([response.text().catch(() => ''), late]);
  clearTimeout(timer);
  response.body?.cancel().catch(() => undefined);
  let message = `it answered ${response.status}`;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) message += ` (${String(parsed.message)})`;
  } catch {
    // not JSON: the status says enough
  }
  return new AppError(502, errorCodes.environmentError, `Environment ${peer.name} refused the request: ${message}`);
}

async function token(peer: Peer): Promise<string> {
  const response = await call(peer, '/api/v1/oauth2/token', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${peer.clientId}:${peer.clientSecret}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  return clientTokenResponseSchema.parse(await response.json()).access_token;
}

/** GET a JSON resource of the peer's API with a fresh peer token, checked against a contract schema. */
export async function peerJson<S extends z.ZodType>(peer: Peer, path: string, schema: S): Promise<z.output<S>> {
  const response = await call(peer, path, { headers: { authorization: `Bearer ${await token(peer)}` } });
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success)
    throw new AppError(502, errorCodes.environmentError, `Environment ${peer.name} sent an unexpected answer`);
  return parsed.data;
}

/**
 * A file of the peer as a stream, with the size the peer declares (Content-Length, required: a
 * download of unknown length could never be told complete). The answer's headers must come within
 * two minutes; the body is the caller's to bound (blob storage publishes it only once read whole).
 */
export async function peerDownload(peer: Peer, path: string): Promise<{ body: Readable; size: number }> {
  const authorization = `Bearer ${await token(peer)}`;
  const headers = new AbortController();
  const timer = setTimeout(() => headers.abort(), 120_000);
  let response: Response;
  try {
    response = await fetch(new URL(path, peer.baseUrl), { headers: { authorization }, signal: headers.signal });
  } catch {
    throw unreachable(peer, headers.signal.aborted ? 'no answer within 120 s' : 'connection failed');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw await refusal(peer, response);
  const length = response.headers.get('content-length');
  const size = length !== null && /^\d{1,15}$/.test(length) ? Number(length) : null;
  if (!response.body || size === null) {
    await response.body?.cancel().catch(() => undefined);
    throw new AppError(502, errorCodes.environmentError, `Environment ${peer.name} sent the archive without its size`);
  }
  return { body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), size };
}
