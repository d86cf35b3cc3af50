import type { Transform } from '@store-console/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { closeTransforms, runTransforms, transformLimits } from './index.ts';

const js = (value: string, outputContentType: Transform['outputContentType'] = '*/*'): Transform => ({
  type: 'JAVASCRIPT',
  value,
  inputContentType: '*/*',
  outputContentType,
  description: '',
});
const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });

async function run(script: string, input = json({ a: 1 })) {
  const result = await runTransforms([js(script)], input);
  return result.ok ? { output: result.output.body, contentType: result.output.contentType } : { error: result.error };
}

afterAll(() => closeTransforms());

describe('JAVASCRIPT', () => {
  it('takes an expression or a function body; objects come back as JSON, strings as they are', async () => {
    expect(
      await run('({ total: input.items.reduce((s, i) => s + i.qty, 0) })', json({ items: [{ qty: 2 }, { qty: 3 }] })),
    ).toEqual({
      output: '{"total":5}',
      contentType: 'application/json',
    });
    expect(await run('const n = input.a + 1;\nreturn "n=" + n + " " + contentType;')).toEqual({
      output: 'n=2 application/json',
      contentType: 'application/json',
    });
    expect(await run('input.toUpperCase()', { body: 'abc', contentType: 'text/plain' })).toEqual({
      output: 'ABC',
      contentType: 'text/plain',
    });
  });

  it('reports a script error, a missing return value and invalid JSON input as the failing step', async () => {
    expect(await run('throw new TypeError("bad order")')).toEqual({
      error: 'Step 1 (JAVASCRIPT) failed: TypeError: bad order',
    });
    expect(await run('const x = 1;')).toEqual({
      error: 'Step 1 (JAVASCRIPT) failed: The script returned nothing (return the output)',
    });
    expect((await run('input', { body: '{', contentType: 'application/json' })).error).toMatch(
      /^Step 1 \(JAVASCRIPT\) failed: SyntaxError/,
    );
  });

  it('finds no process, require, fetch or host through constructors, and cannot import', async () => {
    const probe = `[typeof process, typeof require, typeof fetch, typeof setTimeout, typeof globalThis.Deno,
      (() => { try { return typeof globalThis.constructor.constructor('return process')(); } catch (e) { return 'threw'; } })(),
      (() => { try { return typeof (function () {}).constructor('return this')().process; } catch (e) { return 'threw'; } })()]`;
    expect(await run(probe)).toEqual({
      // The Function constructor builds sandboxed code: 'return process' throws a ReferenceError.
      output: '["undefined","undefined","undefined","undefined","undefined","threw","undefined"]',
      contentType: 'application/json',
    });
    // import() gives a promise that never loads anything (no module loader, no job queue run).
    expect(await run('import("node:fs")')).toEqual({ output: '{}', contentType: 'application/json' });
    const imported = await run(
      'let r; import("node:fs").then(() => { r = "loaded"; }, (e) => { r = String(e); }); return r ?? "pending";',
    );
    expect(imported.output).not.toBe('loaded');
  });

  it('stops an endless loop at the deadline while other transforms and the event loop go on', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const endless = runTransforms([js('while (true) {}')], json({}));
    const others = await Promise.all([
      runTransforms([{ ...js(''), type: 'RAW' }], json({ b: 2 })),
      runTransforms([js('input.b * 2')], json({ b: 21 })),
    ]);
    const stopped = await endless;
    clearInterval(ticker);
    expect(stopped.ok ? '' : stopped.error).toBe(
      `Step 1 (JAVASCRIPT) failed: The script ran longer than ${transformLimits.javascriptDeadlineMs} ms`,
    );
    expect(others.map((o) => (o.ok ? o.output.body : o.error))).toEqual(['{"b":2}', '42']);
    // The main thread kept ticking while the script spun in its worker.
    expect(ticks).toBeGreaterThan(5);
  });

  it('stops a memory bomb at the memory cap, or a slow one at the deadline, and the pool still serves', async () => {
    const big = await run('"x".repeat(64 * 1024 * 1024).length');
    expect(big.error).toMatch(/more than 32 MB|InternalError/);
    // Stopped is what counts (the deadline's or the cap's error), not how long it took on this machine.
    const slow = await run('const a = []; while (true) a.push("x".repeat(100000) + Math.random());');
    expect(slow.error).toMatch(/ran longer than 100 ms|more than 32 MB/);
    const deep = await run('function f(n) { return f(n + 1) + 1; } return f(0);');
    expect(deep.error).toMatch(/stack/);
    expect(await run('input.a + 1')).toEqual({ output: '2', contentType: 'application/json' });
  });
});
