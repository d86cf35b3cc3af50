import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../../../platform/context.ts';
import { SecretBox } from '../../../platform/secret-box.ts';

/** The installation's gateway client certificate: one blob, its key sealed. */
const blobKey = 'gateway/client-certificate.json';
const stored = z.object({ cert: z.string(), sealedKey: z.string() });

export type GatewayCertificate = { cert: string; key: string };

const loaded = new WeakMap<Context, Promise<GatewayCertificate>>();

async function read(ctx: Context, box: SecretBox): Promise<GatewayCertificate | null> {
  const blob = await ctx.blobs.get(blobKey);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  const value = stored.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  return { cert: value.cert, key: box.open(value.sealedKey) };
}

async function create(ctx: Context): Promise<GatewayCertificate> {
  const box = new SecretBox(ctx.config.jwtSecret, 'gateway');
  // Replicas asking at once: one generates under the lock, the others then read what it stored.
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('gateway-client-certificate'))`);
    const existing = await read(ctx, box);
    if (existing) return existing;
    const now = new Date();
    // Loaded here, once per installation, not at every start (with its X.509 modules, 0.2 s).
    const { generate } = await import('selfsigned');
    const pems = await generate([{ name: 'commonName', value: `Store Console gateway ${ctx.config.publicUrl}` }], {
      keySize: 2048,
      algorithm: 'sha256',
      notBeforeDate: now,
      notAfterDate: new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', clientAuth: true },
      ],
    });
    const value = { cert: pems.cert, sealedKey: box.seal(pems.private) };
    await ctx.blobs.put(blobKey, Buffer.from(JSON.stringify(value)));
    return { cert: pems.cert, key: pems.private };
  });
}

/**
 * The gateway's client certificate, generated once per installation (10 years) and kept in blob
 * storage: what GET /gateway/certificate.pem publishes, and what an https upstream is shown when
 * the integration has no client certificate of its own.
 */
export function gatewayCertificate(ctx: Context): Promise<GatewayCertificate> {
  let certificate = loaded.get(ctx);
  if (!certificate) {
    certificate = create(ctx);
    loaded.set(ctx, certificate);
    // A failure (storage down) is not remembered: the next call tries again.
    certificate.catch(() => loaded.delete(ctx));
  }
  return certificate;
}
