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
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    let message = `it answered ${response.status}`;
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) message += ` (${String(parsed.message)})`;
    } catch {
      // not JSON: the status says enough
    }
    throw new AppError(502, errorCodes.environmentError, `Environment ${peer.name} refused the request: ${message}`);
  }
  return response;
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

/** A file of the peer as a stream (blob storage publishes it only once it was read whole). */
export async function peerDownload(peer: Peer, path: string): Promise<Readable> {
  const response = await call(peer, path, { headers: { authorization: `Bearer ${await token(peer)}` } }, 120_000);
  if (!response.body) throw unreachable(peer, 'empty answer');
  return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
}
