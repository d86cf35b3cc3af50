import {
  cdnLogQuerySchema,
  cdnSizeLogSchema,
  cdnUsageLogSchema,
  errorCodes,
  idParamSchema,
} from '@store-console/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../platform/auth-guard.ts';
import { serveBlob } from '../../platform/blob-http.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { assertClientScope } from '../../platform/scopes.ts';
import type { StoreLocation } from '../../platform/store-scope.ts';
import type { Scope } from '../stores/index.ts';
import { cdnFile, meterDownload, sizeLogs, uploadCdnFile, usageLogs } from './service.ts';

/** Types a browser only displays: served inline. Everything else is a download. */
const passiveTypes: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  gif: 'image/gif',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  json: 'application/json',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/**
 * Store files are user content: they must never run as the console. Every answer is sandboxed
 * (no script, no same-origin, no plugins) and never sniffed; active types (HTML, SVG, XML, scripts
 * and anything unknown) are downloads, not pages.
 */
function userContentHeaders(fileName: string): Record<string, string> {
  const extension = fileName.includes('.') ? (fileName.split('.').pop()?.toLowerCase() ?? '') : '';
  const passive = passiveTypes[extension];
  const name = (fileName.split('/').pop() ?? 'file').replace(/[^\w.-]/g, '_');
  return {
    'Content-Type': passive ?? 'application/octet-stream',
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...(passive ? {} : { 'Content-Disposition': `attachment; filename="${name}"` }),
  };
}

/**
 * onRequest hook: the CDN origin (when configured) serves store files only, never the console or
 * the API, so nothing that runs there shares an origin with the console's tokens.
 */
export function cdnOriginServesFilesOnly(ctx: Context) {
  const cdnHost = ctx.config.cdnPublicUrl ? new URL(ctx.config.cdnPublicUrl).host : null;
  return async (request: FastifyRequest) => {
    if (!cdnHost || request.host !== cdnHost || request.url.startsWith('/cdn/')) return;
    throw AppError.notFound('Only store files are served here');
  };
}

/**
 * Public CDN downloads from either blob storage (ranges, conditional requests), metered per store
 * and UTC day once an answer's bytes were sent whole. With a separate
 * CDN origin configured, a request for a file on any other host is sent there (308), so user files
 * are never served on the console's origin.
 */
export function cdnServeRoutes(ctx: Context): FastifyPluginAsync {
  const cdnOrigin = ctx.config.cdnPublicUrl ? new URL(ctx.config.cdnPublicUrl) : null;
  type FileRequest = FastifyRequest<{ Params: { storeId: string; '*': string } }>;
  const serve = async (request: FileRequest, reply: FastifyReply) => {
    if (cdnOrigin && request.host !== cdnOrigin.host) {
      return reply.redirect(`${cdnOrigin.origin}${cdnOrigin.pathname.replace(/\/$/, '')}${request.url}`, 308);
    }
    const file = await cdnFile(ctx, request.params.storeId, request.params['*']);
    return serveBlob(ctx.blobs, file.key, request, reply, {
      headers: userContentHeaders(request.params['*']),
      cacheControl: 'public, max-age=300',
      notFound: 'No such file',
      onSent: (bytes) => {
        meterDownload(ctx, file.storeDbId, bytes).catch((error: unknown) =>
          request.log.error({ err: error }, 'metering failed'),
        );
      },
    });
  };
  return async (app) => {
    // Sent byte for byte (no compression): Content-Length, ranges and the metered size are the file's.
    const schema = {
      tags: ['CDN'],
      summary: "Download a store's public file (anyone; ranges and conditional requests)",
      security: [],
    };
    app.get('/cdn/:storeId/*', { schema, exposeHeadRoute: false, compress: false }, serve);
    // HEAD is declared, not derived: fastify's derived HEAD reads a streamed body to its end (and
    // so would meter it) and drops the Content-Length. Left out of the API document, as derived ones are.
    app.head('/cdn/:storeId/*', { schema: { hide: true }, compress: false }, serve);
  };
}

const storeParams = z.object({ storeId: idParamSchema });
/** File names longer than the file system's limit (255 bytes per name) are a 400, not a failed write. */
const filePath = z
  .string()
  .min(1)
  .max(500)
  .refine(
    (path) => path.split('/').every((name) => Buffer.byteLength(name) <= 255),
    'A file name has at most 255 bytes',
  );
const fileParams = storeParams.extend({ '*': filePath });
const inPath: StoreLocation = { in: 'params', key: 'storeId' };
const logQuery = cdnLogQuerySchema;

export function cdnApiRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['CDN statistics'];
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 20 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.put('/store-manager/stores/:storeId/cdn/*', {
      config: { accepts: ['client'], storeScope: { from: inPath, refuse: 'closed' } },
      schema: {
        tags: ['CDN'],
        summary: "Upload a file to the store's CDN (body: the file's bytes, application/octet-stream)",
        params: fileParams,
        response: { 201: z.object({ path: z.string(), size: z.number(), cdnSize: z.number() }), ...errorResponses },
      },
      handler: async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError(415, errorCodes.unsupportedMediaType, 'Send the file as application/octet-stream');
        }
        assertClientScope(signedInOf(request), 'cdn:write');
        reply.status(201);
        return uploadCdnFile(ctx, scope.store(request), request.params['*'], request.body);
      },
    });
    app.get('/store-manager/stores/:storeId/stats/cdn-usage-logs', {
      config: { accepts: ['client'], storeScope: { from: inPath, refuse: 'none' } },
      schema: {
        tags,
        summary: "The store's CDN downloads per day",
        params: storeParams,
        querystring: logQuery,
        response: { 200: z.array(cdnUsageLogSchema), ...errorResponses },
      },
      handler: async (request) => usageLogs(ctx, scope.store(request), request.query.from, request.query.to),
    });
    app.get('/store-manager/stores/:storeId/stats/cdn-size-logs', {
      config: { accepts: ['client'], storeScope: { from: inPath, refuse: 'none' } },
      schema: {
        tags,
        summary: "The size of the store's CDN files per day",
        params: storeParams,
        querystring: logQuery,
        response: { 200: z.array(cdnSizeLogSchema), ...errorResponses },
      },
      handler: async (request) => sizeLogs(ctx, scope.store(request), request.query.from, request.query.to),
    });
  };
}
