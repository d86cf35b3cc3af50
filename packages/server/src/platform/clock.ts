/**
 * Where the application reads the time (token expiry, the refresh leeway): one clock on the
 * context, so a test moves time forward instead of sleeping through it. Times the database keeps
 * (the job queue's expiry, the sign-in throttle) stay on the database's own clock: every replica
 * then agrees on them.
 */
export type Clock = {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
};

export const systemClock: Clock = { now: () => Date.now() };
