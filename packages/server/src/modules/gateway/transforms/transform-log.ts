import type { TransformLogger } from '../types.ts';

/**
 * What a transform wrote (xsl:message, a library's console) reaches the server's log only as a
 * field value of a fixed message, so it is escaped JSON text and never a line of its own, and only
 * so many lines per caller (`share`: a store, an operator's previews) and window: 5,000 messages a
 * call do not reach the log, a summary line says how many were dropped.
 */
export const transformLogLimits = { linesPerWindow: 50, windowMs: 60_000 };

type Window = { started: number; logged: number; dropped: number };

export class TransformMessageLog {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits = transformLogLimits,
    private readonly now: () => number = Date.now,
  ) {}

  write(
    log: TransformLogger | undefined,
    share: string,
    step: { index: number; type: string },
    messages: readonly string[],
    droppedInWorker: number,
  ): void {
    if (!log || (messages.length === 0 && droppedInWorker === 0)) return;
    const window = this.windowOf(log, share);
    const droppedBefore = window.dropped;
    for (const message of messages) {
      if (window.logged >= this.limits.linesPerWindow) {
        window.dropped += 1;
        continue;
      }
      window.logged += 1;
      log.info({ share, step: step.index, stepType: step.type, transformMessage: message }, 'transform message');
    }
    window.dropped += droppedInWorker;
    if (droppedBefore === 0 && window.dropped > 0) {
      log.warn(
        { share, windowSeconds: this.limits.windowMs / 1000 },
        'transform messages dropped until the window ends',
      );
    }
  }

  /** The caller's current window; a finished one with drops is summed up in one line. */
  private windowOf(log: TransformLogger, share: string): Window {
    const now = this.now();
    const current = this.windows.get(share);
    if (current && now - current.started < this.limits.windowMs) return current;
    if (current && current.dropped > 0) log.warn({ share, dropped: current.dropped }, 'transform messages dropped');
    // Windows of callers gone quiet are forgotten as others start (the map stays small).
    for (const [key, window] of this.windows) {
      if (now - window.started >= this.limits.windowMs && window.dropped === 0) this.windows.delete(key);
    }
    const fresh = { started: now, logged: 0, dropped: 0 };
    this.windows.set(share, fresh);
    return fresh;
  }
}

const shared = new TransformMessageLog();

export function logTransformMessages(
  log: TransformLogger | undefined,
  share: string,
  step: { index: number; type: string },
  messages: readonly string[],
  droppedInWorker: number,
): void {
  shared.write(log, share, step, messages, droppedInWorker);
}
