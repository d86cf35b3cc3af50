import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import {
  type AgentChunkLine,
  type AgentExtraction,
  agentApiPrefix,
  agentChunkLineSchema,
  agentExtractionSchema,
} from '@store-console/contract';
import { call } from './call.ts';

/** Polls an extraction until it is no longer RUNNING. */
export async function finished(url: string, key: string, id: string): Promise<AgentExtraction> {
  for (;;) {
    const { status, body } = await call<AgentExtraction>(url, key, 'GET', `/extractions/${id}`);
    if (status !== 200) throw new Error(`GET extraction answered ${status}: ${JSON.stringify(body)}`);
    const extraction = agentExtractionSchema.parse(body);
    if (extraction.state !== 'RUNNING') return extraction;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type FetchedChunk = { status: number; headers: Headers; bytes: Buffer; lines: AgentChunkLine[] };

/** One chunk as the server fetches it: its bytes, headers and parsed lines (each checked against the contract). */
export async function fetchChunk(url: string, key: string, id: string, index: number): Promise<FetchedChunk> {
  const response = await fetch(`${url}${agentApiPrefix}/extractions/${id}/chunks/${index}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return { status: response.status, headers: response.headers, bytes, lines: [] };
  const text = gunzipSync(bytes).toString('utf8');
  const lines = text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => agentChunkLineSchema.parse(JSON.parse(l)));
  return { status: response.status, headers: response.headers, bytes, lines };
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every line of a finished extraction, chunk by chunk, checking each chunk's bytes against its checksum. */
export async function allLines(url: string, key: string, extraction: AgentExtraction): Promise<AgentChunkLine[]> {
  const lines: AgentChunkLine[] = [];
  for (const chunk of extraction.chunks) {
    const fetched = await fetchChunk(url, key, extraction.id, chunk.index);
    if (fetched.status !== 200) throw new Error(`chunk ${chunk.index} answered ${fetched.status}`);
    const digest = sha256(fetched.bytes);
    if (digest !== chunk.sha256 || fetched.headers.get('x-chunk-sha256') !== digest)
      throw new Error(`chunk ${chunk.index}: checksum mismatch`);
    if (fetched.lines.length !== chunk.rows || fetched.headers.get('x-chunk-rows') !== String(chunk.rows))
      throw new Error(`chunk ${chunk.index}: row count mismatch`);
    if (fetched.bytes.length !== chunk.bytes) throw new Error(`chunk ${chunk.index}: size mismatch`);
    lines.push(...fetched.lines);
  }
  return lines;
}

/** The big table's rows as text, one way for the lines and one for SQL, to compare with a checksum. */
export function lineText(row: Record<string, unknown> | null): string {
  if (!row) return 'null';
  return [row.ROWID, row.NAME ?? '~', row.AMOUNT, row.CREDAT, row.UPDATED].join('|');
}
