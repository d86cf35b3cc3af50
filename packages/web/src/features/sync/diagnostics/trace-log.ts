import { syncTraceMaxEntries, type TraceMessage } from '@store-console/contract';

/** One line of the diagnostics list: the message and a key that stays with it. */
export interface TraceEntry {
  key: number;
  message: TraceMessage;
}

/**
 * The diagnostics list's memory (at most 1000 entries, redrawn once a second). Messages are
 * received at any rate and kept in arrival order; `flush` runs on the 1 s tick and returns the new
 * list when something arrived, or null (nothing to redraw). While output is paused the screen keeps
 * what it shows and nothing is redrawn; what arrives meanwhile is kept, within the same cap, and
 * shows when output starts again. The oldest entries go first.
 */
export class TraceLog {
  private entries: readonly TraceEntry[] = [];
  private pending: TraceEntry[] = [];
  private nextKey = 0;

  constructor(private readonly max = syncTraceMaxEntries) {}

  receive(message: TraceMessage): void {
    this.pending.push({ key: this.nextKey, message });
    this.nextKey += 1;
    // Only the newest `max` can ever show: older pending ones are dropped at once.
    if (this.pending.length > this.max) this.pending.splice(0, this.pending.length - this.max);
  }

  /** Received and not shown yet (what a paused screen holds back). */
  get held(): number {
    return this.pending.length;
  }

  flush(paused: boolean): readonly TraceEntry[] | null {
    if (paused || this.pending.length === 0) return null;
    const merged = [...this.entries, ...this.pending];
    this.pending = [];
    this.entries = merged.length > this.max ? merged.slice(merged.length - this.max) : merged;
    return this.entries;
  }

  /**
   * Keeps only what `keep` accepts, shown and held alike: a new filter applies to the list on screen
   * too (the server applies it to what arrives next). Returns the list to show.
   */
  retain(keep: (message: TraceMessage) => boolean): readonly TraceEntry[] {
    this.entries = this.entries.filter((entry) => keep(entry.message));
    this.pending = this.pending.filter((entry) => keep(entry.message));
    return this.entries;
  }

  clear(): readonly TraceEntry[] {
    this.entries = [];
    this.pending = [];
    return this.entries;
  }
}
