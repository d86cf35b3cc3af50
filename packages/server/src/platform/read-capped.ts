import type { Readable } from 'node:stream';

/**
 * Reads a reply body as UTF-8 text of at most `maxBytes`. Past that the body is destroyed (read no
 * further) and the caller's own error, `tooLarge()`, is thrown.
 */
export async function readCapped(body: Readable, maxBytes: number, tooLarge: () => Error): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > maxBytes) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
