import { AppError } from '../../../platform/errors.ts';

export type FairShareLimits = {
  /** Tasks running at once across every key (the pool's threads). */
  slots: number;
  /** Tasks of one key running at once: a key that saturates its share waits on its own work. */
  perKey: number;
  /** Tasks of one key waiting at once; beyond it the key is told to try again. */
  queuePerKey: number;
};

/** `turn`: when the key was last given a slot (0: never), the key longest without one goes first. */
type Share = { running: number; waiting: (() => void)[]; turn: number };

/**
 * Shares a fixed number of slots (the transform workers) between keys (a store's executions, an
 * operator's previews): each key has its own FIFO queue and at most `perKey` running tasks, and a
 * freed slot goes to the next key in round-robin order, so a key with many queued tasks takes turns
 * with a key that has one. piscina's own queue is a single FIFO for every caller, which is what let
 * one store's loops delay every other store's one-line script.
 */
export class FairShare {
  private readonly shares = new Map<string, Share>();
  private turns = 0;
  private running = 0;

  constructor(
    readonly limits: FairShareLimits,
    private readonly busy = 'The transform workers are busy with your earlier work; try again',
  ) {}

  /** Runs `work` when the key's turn comes; a full queue is a 429 without running it. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    await this.acquire(key);
    try {
      return await work();
    } finally {
      this.release(key);
    }
  }

  /** What the key has running and waiting (for tests and metrics). */
  usage(key: string): { running: number; waiting: number } {
    const share = this.shares.get(key);
    return { running: share?.running ?? 0, waiting: share?.waiting.length ?? 0 };
  }

  private acquire(key: string): Promise<void> {
    let share = this.shares.get(key);
    if (!share) {
      share = { running: 0, waiting: [], turn: 0 };
      this.shares.set(key, share);
    }
    if (share.waiting.length >= this.limits.queuePerKey) {
      this.forgetIfIdle(key, share);
      return Promise.reject(AppError.rateLimited(this.busy));
    }
    const queue = share.waiting;
    const waiting = new Promise<void>((resolve) => {
      queue.push(resolve);
    });
    this.dispatch();
    return waiting;
  }

  private release(key: string): void {
    const share = this.shares.get(key);
    if (share) {
      share.running -= 1;
      this.forgetIfIdle(key, share);
    }
    this.running -= 1;
    this.dispatch();
  }

  private dispatch(): void {
    while (this.running < this.limits.slots) {
      const key = this.nextKey();
      if (key === undefined) return;
      const share = this.shares.get(key);
      const start = share?.waiting.shift();
      if (!share || !start) return;
      share.running += 1;
      this.turns += 1;
      share.turn = this.turns;
      this.running += 1;
      start();
    }
  }

  /** Round robin: of the keys with a waiting task and room in their share, the one served longest ago. */
  private nextKey(): string | undefined {
    let next: string | undefined;
    let nextTurn = Number.POSITIVE_INFINITY;
    for (const [key, share] of this.shares) {
      if (share.waiting.length > 0 && share.running < this.limits.perKey && share.turn < nextTurn) {
        next = key;
        nextTurn = share.turn;
      }
    }
    return next;
  }

  private forgetIfIdle(key: string, share: Share): void {
    if (share.running > 0 || share.waiting.length > 0) return;
    this.shares.delete(key);
  }
}
