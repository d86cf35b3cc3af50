import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { FairShare } from './fair-share.ts';

/** A task that runs until the test ends it, recording the order tasks started in. */
function harness(share: FairShare) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const submit = (key: string, name: string) =>
    share.run(key, () => {
      started.push(name);
      return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the released slot's next task start (promise callbacks only, no timers).
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { started, submit, finish };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('fair share of the transform workers', () => {
  it("caps a key's running tasks at its share, so another key starts at once", async () => {
    const { started, submit } = harness(new FairShare({ slots: 4, perKey: 2, queuePerKey: 10 }));
    for (const n of [1, 2, 3, 4, 5]) void submit('hostile', `h${n}`);
    await settle();
    expect(started).toEqual(['h1', 'h2']);
    void submit('light', 'l1');
    await settle();
    expect(started).toEqual(['h1', 'h2', 'l1']);
  });

  it('hands a freed slot to the keys in turn, each key in its own FIFO order', async () => {
    const { started, submit, finish } = harness(new FairShare({ slots: 1, perKey: 1, queuePerKey: 10 }));
    void submit('a', 'a1');
    void submit('a', 'a2');
    void submit('a', 'a3');
    void submit('b', 'b1');
    void submit('b', 'b2');
    void submit('c', 'c1');
    await settle();
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2']) await finish(name);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it("answers 429 beyond a key's queue, other keys unaffected, and forgets idle keys", async () => {
    const share = new FairShare({ slots: 1, perKey: 1, queuePerKey: 2 });
    const { submit, finish } = harness(share);
    const runs = ['x1', 'x2', 'x3'].map((name) => submit('x', name));
    const refused = submit('x', 'x4');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 429 });
    const other = submit('y', 'y1');
    await settle();
    expect(share.usage('x')).toEqual({ running: 1, waiting: 2 });
    for (const name of ['x1', 'y1', 'x2', 'x3']) await finish(name);
    expect(await Promise.all([...runs, other])).toEqual(['x1', 'x2', 'x3', 'y1']);
    expect(share.usage('x')).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const share = new FairShare({ slots: 1, perKey: 1, queuePerKey: 2 });
    await expect(share.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await share.run('k', async () => 'next')).toBe('next');
  });
});
