import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Context } from './context.ts';
import { AppError } from './errors.ts';

/** What a cursor is valid for: one list, one sort and one filter (with the page size). */
export type ListView = { list: string; sort: string; filter: string };

/** The row a page starts after (or ends before), and the page it leads to. */
export type CursorAnchor = {
  page: number;
  direction: 'after' | 'before';
  /** The row's sort key as PostgreSQL writes it as text (exact for every type); null when sorting by id. */
  key: string | null;
  id: number;
};

const payloadSchema = z.strictObject({
  l: z.string(),
  s: z.string(),
  f: z.string(),
  p: z.number().int().min(0),
  d: z.enum(['a', 'b']),
  k: z.string().nullable(),
  i: z.number().int(),
});

const keys = new WeakMap<object, Buffer>();

/** The cursors' own key, derived from the server's secret (a cursor is not a token: it opens nothing). */
function keyOf(ctx: Context): Buffer {
  let key = keys.get(ctx.config);
  if (!key) {
    key = createHash('sha256').update(`list-cursor:${ctx.config.jwtSecret}`).digest();
    keys.set(ctx.config, key);
  }
  return key;
}

function sign(ctx: Context, body: string): string {
  return createHmac('sha256', keyOf(ctx)).update(body).digest().subarray(0, 16).toString('base64url');
}

/** `base64url(payload).base64url(mac)`: URL-safe, and signed so its key and id reach SQL only as issued. */
export function encodeCursor(ctx: Context, view: ListView, anchor: CursorAnchor): string {
  const payload: z.infer<typeof payloadSchema> = {
    l: view.list,
    s: view.sort,
    f: view.filter,
    p: anchor.page,
    d: anchor.direction === 'after' ? 'a' : 'b',
    k: anchor.key,
    i: anchor.id,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(ctx, body)}`;
}

const invalid = () => AppError.badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);

/**
 * The anchor of a cursor this server issued, or undefined when it was issued for another list view
 * (another sort or filter: the page number then stands alone). A cursor altered or made up is a 400.
 */
export function decodeCursor(ctx: Context, cursor: string, view: ListView): CursorAnchor | undefined {
  const [body, mac, ...rest] = cursor.split('.');
  if (!body || !mac || rest.length > 0) throw invalid();
  const expected = Buffer.from(sign(ctx, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) throw invalid();
  const payload = parsed.data;
  if (payload.l !== view.list || payload.s !== view.sort || payload.f !== view.filter) return undefined;
  return { page: payload.p, direction: payload.d === 'a' ? 'after' : 'before', key: payload.k, id: payload.i };
}
