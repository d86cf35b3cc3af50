import { describe, expect, it } from 'vitest';
import { anyWaiting, pollWhile } from './poll-while.ts';

const query = <T>(data: T | undefined, status: 'pending' | 'error' | 'success' = 'success') => ({
  state: { data, status },
});

describe('pollWhile', () => {
  it('polls while the predicate holds and stops otherwise', () => {
    const interval = pollWhile((data: number[] | undefined) => anyWaiting(data, (n) => n > 0), 5_000);
    expect(interval(query([0, 1]))).toBe(5_000);
    expect(interval(query([0, 0]))).toBe(false);
    expect(interval(query(undefined, 'pending'))).toBe(false);
  });

  it('polls at the idle interval when one is given', () => {
    const interval = pollWhile((data: boolean | undefined) => data === true, 1_000, 30_000);
    expect(interval(query(true))).toBe(1_000);
    expect(interval(query(false))).toBe(30_000);
  });

  it('gives the predicate the query, e.g. to stop after an error', () => {
    const interval = pollWhile((data: boolean | undefined, q) => q.state.status !== 'error' && data === true, 1_000);
    expect(interval(query(true, 'error'))).toBe(false);
  });
});
