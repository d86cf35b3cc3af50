import { AppError } from '../../../platform/errors.ts';

/**
 * How many requests of one caller (a store's executions, an operator's previews) run at once, in
 * memory: a counter per key, nothing written (execution's path stays free of database round trips).
 * What it bounds is one caller's share of the transform workers, the upstream connections and the
 * event loop, so one store's slow transforms or upstream cannot starve every other store's.
 */
export class InFlight {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly refusal: string,
  ) {}

  /** Runs `work` as one of the key's requests; beyond `max` at once, 429 without running it. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) throw AppError.rateLimited(this.refusal);
    this.counts.set(key, count + 1);
    try {
      return await work();
    } finally {
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left <= 0) this.counts.delete(key);
      else this.counts.set(key, left);
    }
  }
}
