import { errorCodes } from '@store-console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import rangeParser from 'range-parser';
import { BlobChangedError, type BlobInfo, type BlobStore, type ByteRange } from './blobs.ts';
import { AppError } from './errors.ts';

type ServeOptions = {
  /** Content type and whatever else the caller's answers carry (security headers). */
  headers: Record<string, string>;
  cacheControl: string;
  /** Once the body was read to its end: the bytes sent (a range's, or the whole blob's). */
  onSent?: (bytes: number) => void;
  notFound: string;
};

/** Whether an If-Range validator still names this blob (a strong etag, or the exact date). */
function ifRangeHolds(validator: string | undefined, info: BlobInfo): boolean {
  if (!validator) return true;
  if (validator.startsWith('"') || validator.startsWith('W/')) return validator === info.etag;
  return Date.parse(validator) === Math.floor(info.lastModified.getTime() / 1000) * 1000;
}

/** The one range to send, null for the whole blob, or 'unsatisfiable' (416). */
function rangeOf(request: FastifyRequest, info: BlobInfo): ByteRange | null | 'unsatisfiable' {
  const header = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (!header || !ifRangeHolds(typeof ifRange === 'string' ? ifRange : undefined, info)) return null;
  const ranges = rangeParser(info.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed, another unit, or several parts (multipart/byteranges): answered whole, as RFC 9110 allows.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

/**
 * Answers a GET or HEAD for a blob from either storage: 200, 206 for one byte range (416 outside
 * the blob), 304 when the client's copy is current (If-None-Match, If-Modified-Since), with ETag,
 * Last-Modified and Accept-Ranges. A blob replaced between looking at it and reading it is looked
 * at again, so a range never mixes two versions.
 */
export async function serveBlob(
  blobs: BlobStore,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ServeOptions,
): Promise<FastifyReply> {
  for (let attempt = 1; ; attempt++) {
    const info = await blobs.head(key);
    if (!info) throw AppError.notFound(options.notFound);
    reply.status(200).removeHeader('Content-Range');
    reply.headers({
      ETag: info.etag,
      'Last-Modified': info.lastModified.toUTCString(),
      'Cache-Control': options.cacheControl,
      'Accept-Ranges': 'bytes',
    });
    if (fresh(request.headers, { etag: info.etag, 'last-modified': info.lastModified.toUTCString() })) {
      return reply.status(304).send();
    }
    const range = rangeOf(request, info);
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${info.size}`);
      throw new AppError(416, errorCodes.rangeNotSatisfiable, `The file has ${info.size} bytes`);
    }
    const length = range ? range.end - range.start + 1 : info.size;
    reply.headers(options.headers).header('Content-Length', length);
    if (range) reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    if (request.method === 'HEAD') return reply.send();
    let read: Awaited<ReturnType<BlobStore['get']>>;
    try {
      read = await blobs.get(key, { ifMatch: info.etag, ...(range ? { range } : {}) });
    } catch (error) {
      if (error instanceof BlobChangedError && attempt < 3) continue;
      throw error;
    }
    if (!read) throw AppError.notFound(options.notFound);
    const { onSent } = options;
    if (onSent) read.stream.once('end', () => onSent(length));
    return reply.send(read.stream);
  }
}
