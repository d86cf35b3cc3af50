import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentExtraction, ExtractionCheckpoint, ExtractionChunk } from '@store-console/contract';
import type { AgentConfig } from '../config.ts';
import { DatabaseError, type Driver } from '../drivers/driver.ts';
import { tooMany } from '../errors.ts';
import { ChunkWriter } from './chunk-writer.ts';
import type { ExtractionPlan } from './plan.ts';
import { changePages, fullPages, type Page } from './readers.ts';

type Chunk = ExtractionChunk & { file: string };

type Entry = Omit<AgentExtraction, 'chunks'> & {
  chunks: Chunk[];
  dir: string;
  controller: AbortController;
  run: Promise<void>;
  expiry?: NodeJS.Timeout;
};

/** `run-{pid}-{random}`: one directory per agent, so agents sharing a work directory never touch each other's chunks. */
const runDirPattern = /^run-(\d+)-[0-9a-f]+$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The agent's extractions: each reads its plan in the background into chunk files under the
 * agent's work directory and is polled, fetched and cancelled by id. At most `maxConcurrent` run at
 * once. A finished one (and its chunks) is forgotten after the retention; chunks left by an agent
 * that stopped are deleted when the next one starts.
 */
export class Extractions {
  private readonly entries = new Map<string, Entry>();
  private readonly root: string;
  private readonly runDir: string;
  private readonly retentionMs: number;
  private readonly maxConcurrent: number;

  constructor(config: AgentConfig) {
    this.root = config.workDir ?? join(tmpdir(), 'store-console-agent');
    this.runDir = join(this.root, `run-${process.pid}-${randomBytes(6).toString('hex')}`);
    this.retentionMs = config.extractions.retentionSeconds * 1000;
    this.maxConcurrent = config.extractions.maxConcurrent;
  }

  /** Creates this agent's directory and deletes the ones of agents no longer running. */
  async open(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    for (const name of await readdir(this.root)) {
      const match = runDirPattern.exec(name);
      if (match && !alive(Number(match[1]))) await rm(join(this.root, name), { recursive: true, force: true });
    }
    await mkdir(this.runDir, { recursive: true });
  }

  /** Refuses one more extraction beyond the cap (429), before the request's tables are even checked. */
  checkCapacity(): void {
    const running = [...this.entries.values()].filter((e) => e.state === 'RUNNING').length;
    if (running >= this.maxConcurrent) {
      throw tooMany(`The agent already runs ${running} extractions (at most ${this.maxConcurrent}): try again later`);
    }
  }

  start(driver: Driver, plan: ExtractionPlan): string {
    this.checkCapacity();
    const id = randomUUID();
    const entry: Entry = {
      id,
      state: 'RUNNING',
      mode: plan.mode,
      checkpoint: null,
      chunks: [],
      rowsRead: 0,
      endPosition: plan.endPosition,
      dir: join(this.runDir, id),
      controller: new AbortController(),
      run: Promise.resolve(),
    };
    this.entries.set(id, entry);
    entry.run = this.execute(entry, driver, plan);
    return id;
  }

  get(id: string): AgentExtraction | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const { dir: _dir, controller: _controller, run: _run, expiry: _expiry, chunks, ...shown } = entry;
    return { ...shown, chunks: chunks.map(({ file: _file, ...chunk }) => chunk) };
  }

  chunk(id: string, index: number): Chunk | undefined {
    return this.entries.get(id)?.chunks[index];
  }

  /**
   * Stops a running or finished extraction (CANCELLED at once) and deletes its chunks: none is served from now
   * on, and the files go as soon as the run has left its current page. The entry stays until the
   * retention ends, so a poller sees CANCELLED.
   */
  cancel(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    entry.controller.abort();
    // A finished one too: its chunks are gone, so a server that resumes must not take it as done.
    if (entry.state === 'RUNNING' || entry.state === 'DONE') entry.state = 'CANCELLED';
    entry.chunks = [];
    void entry.run.then(() => rm(entry.dir, { recursive: true, force: true })).catch(() => {});
    return true;
  }

  /** Stops every run and deletes this agent's chunks. */
  async close(): Promise<void> {
    for (const entry of this.entries.values()) {
      entry.controller.abort();
      clearTimeout(entry.expiry);
    }
    await Promise.allSettled([...this.entries.values()].map((e) => e.run));
    this.entries.clear();
    await rm(this.runDir, { recursive: true, force: true });
  }

  private async execute(entry: Entry, driver: Driver, plan: ExtractionPlan): Promise<void> {
    const signal = entry.controller.signal;
    const open: { writer: ChunkWriter | null; table: string; checkpoint: ExtractionCheckpoint | null } = {
      writer: null,
      table: '',
      checkpoint: null,
    };
    const finishChunk = async () => {
      const writer = open.writer;
      if (!writer) return;
      open.writer = null;
      const written = await writer.finish();
      // A chunk finished after a cancel is not listed (its directory is being deleted).
      if (signal.aborted) return;
      entry.chunks.push({ index: entry.chunks.length, table: open.table, file: writer.path, ...written });
      entry.rowsRead += written.rows;
      entry.checkpoint = open.checkpoint;
    };
    let failure: unknown;
    try {
      await mkdir(entry.dir, { recursive: true });
      const pages: AsyncGenerator<Page> =
        plan.mode === 'FULL' ? fullPages(driver, plan, signal) : changePages(driver, plan, signal);
      for await (const page of pages) {
        if (open.writer && open.table !== page.table) await finishChunk();
        for (const line of page.lines) {
          if (signal.aborted) break;
          const lineBytes = Buffer.byteLength(line.text) + 1;
          if (open.writer && !open.writer.fits(plan.chunkRows, lineBytes)) await finishChunk();
          if (!open.writer) {
            open.writer = new ChunkWriter(join(entry.dir, `${entry.chunks.length}.ndjson.gz`));
            open.table = page.table;
          }
          await open.writer.write(line.text, lineBytes);
          open.checkpoint = line.checkpoint;
        }
        if (signal.aborted) break;
      }
      if (!signal.aborted) await finishChunk();
    } catch (error) {
      failure = error;
    }
    await open.writer?.discard().catch(() => {});
    if (entry.state === 'RUNNING') {
      if (signal.aborted) entry.state = 'CANCELLED';
      else if (failure === undefined) entry.state = 'DONE';
      else {
        entry.state = 'FAILED';
        entry.error = failureMessage(failure);
      }
    }
    entry.expiry = setTimeout(() => void this.forget(entry.id), this.retentionMs);
    entry.expiry.unref();
  }

  private async forget(id: string): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    await rm(entry.dir, { recursive: true, force: true });
  }
}

/** A database's own words (never credentials); anything else is the agent's, printed on its stderr. */
function failureMessage(error: unknown): string {
  if (error instanceof DatabaseError) return error.message;
  process.stderr.write(`Agent extraction error: ${(error as Error).stack ?? String(error)}\n`);
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `The agent failed writing a chunk (${code})` : 'The agent failed';
}
