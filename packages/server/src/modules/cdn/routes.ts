import { cdnLogQuerySchema, cdnSizeLogSchema, cdnUsageLogSchema, idParamSchema } from '@store-console/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../platform/context.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import type { StoreLocation } from '../../platform/store-scope.ts';
import type { Scope } from '../stores/queries.ts';
import { meterDownload, openCdnFile, sizeLogs, uploadCdnFile, usageLogs } from './service.ts';

const contentTypes: Record<string, string> = {
  css: 'text/css',
  gif: 'image/gif',
  html: 'text/html; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  js: 'text/javascript',
  json: 'application/json',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  webp: 'image/webp',
};

/** Public CDN downloads, metered per store and UTC day once a file was sent whole. */
export function cdnServeRoutes(ctx: Context): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { storeId: string; '*': string } }>('/cdn/:storeId/*', async (request, reply) => {
      const file = await openCdnFile(ctx, request.params.storeId, request.params['*']);
      const extension = request.params['*'].split('.').pop()?.toLowerCase() ?? '';
      file.stream.on('end', () => {
        meterDownload(ctx, file.storeDbId, file.size).catch((error: unknown) =>
          request.log.error({ err: error }, 'metering failed'),
        );
      });
      return reply
        .header('Content-Type', contentTypes[extension] ?? 'application/octet-stream')
        .header('Content-Length', file.size)
        .header('Cache-Control', 'public, max-age=300')
        .send(file.stream);
    });
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
        tags,
        summary: "Upload a file to the store's CDN (body: the file's bytes, application/octet-stream)",
        params: fileParams,
        response: { 201: z.object({ path: z.string(), size: z.number(), cdnSize: z.number() }), ...errorResponses },
      },
      handler: async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) {
          reply.status(415);
          return reply.send({
            status: 415,
            code: '4151-unsupported-media-type',
            message: 'Send the file as application/octet-stream',
          });
        }
        reply.status(201);
        return uploadCdnFile(ctx, scope.store(request), request.params['*'], request.body);
      },
    });
    app.get('/store-manager/stores/:storeId/stats/cdn-usage-logs', {
      config: { accepts: ['client'], storeScope: { from: inPath, refuse: 'none' } },
      schema: {
        tags,
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
        params: storeParams,
        querystring: logQuery,
        response: { 200: z.array(cdnSizeLogSchema), ...errorResponses },
      },
      handler: async (request) => sizeLogs(ctx, scope.store(request), request.query.from, request.query.to),
    });
  };
}
