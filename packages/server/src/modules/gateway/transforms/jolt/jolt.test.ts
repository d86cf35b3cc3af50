import { describe, expect, it } from 'vitest';
import { applyJolt, compileJolt, JoltSpecError } from './index.js';

const shift = (spec: unknown) => ({ operation: 'shift', spec });

describe('applyJolt', () => {
  it('runs a single step or a chain', () => {
    const input = { a: { b: 1 } };
    expect(applyJolt(shift({ a: { b: 'x.y' } }), input)).toEqual({ x: { y: 1 } });
    const chain = [shift({ a: { b: 'x' } }), { operation: 'default', spec: { z: 2 } }, { operation: 'sort' }];
    expect(applyJolt(chain, input)).toEqual({ x: 1, z: 2 });
  });

  it('never modifies the caller’s input', () => {
    const input = { a: null, keep: [1, null] };
    applyJolt(
      [
        { operation: 'default', spec: { a: 1 } },
        { operation: 'remove', spec: { keep: '' } },
      ],
      input,
    );
    expect(input).toEqual({ a: null, keep: [1, null] });
  });

  it('reads ^ references from the context', () => {
    const spec = { operation: 'modify-overwrite-beta', spec: { greeting: "=concat(^hello, ' ', @(1,name))" } };
    expect(applyJolt(spec, { name: 'Ada' }, { hello: 'Hi' })).toEqual({ name: 'Ada', greeting: 'Hi Ada' });
  });

  it('keeps a "__proto__" key as data', () => {
    const output = applyJolt(shift({ '*': '&' }), JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(output)).toEqual(['__proto__']);
  });

  it('compiles once and runs many times', () => {
    const run = compileJolt(shift({ '*': 'out.&' }));
    expect(run({ a: 1 })).toEqual({ out: { a: 1 } });
    expect(run({ b: 2 })).toEqual({ out: { b: 2 } });
  });
});

describe('bad specs are refused with a clear message', () => {
  const cases: [string, unknown, RegExp][] = [
    ['not an object', 'shift', /expected \{"operation": …, "spec": …\}, got a string/],
    ['no operation', { spec: {} }, /"operation" should be a non-empty string/],
    ['unknown operation', { operation: 'shiftr', spec: {} }, /unknown operation "shiftr"; use one of shift, default/],
    ['no spec', { operation: 'shift' }, /operation "shift" needs a "spec"/],
    [
      'which chain step',
      [{ operation: 'sort' }, { operation: 'remove', spec: [] }],
      /remove expects a spec that is an object, got an array \(step 2\)/,
    ],
    ['shift spec not an object', shift('a.b'), /shift expects a spec that is an object, got a string/],
    ['wildcard in an output path', shift({ a: 'b.*' }), /an output path can not contain '\*' or '\$'/],
    ['children under @', shift({ '@': { a: 'b' } }), /"@" can not have children/],
    ['empty object in shift', shift({ a: {} }), /shift key "a" has an empty \{\} as its value/],
    ['bad shift value', shift({ a: 5 }), /shift key "a" should have an object, a string or an array of strings/],
    ['mixing * and &', shift({ 'a*&': 'x' }), /mixes '\*' with '&'/],
    ['bad array index', shift({ a: 'x[-1]' }), /bad explicit array index "-1"/],
    ['unbalanced @(', shift({ a: 'x.@(1,b' }), /unbalanced '@\('/],
    ['default wildcard', { operation: 'default', spec: { 'a*': 1 } }, /default key "a\*" is invalid/],
    ['remove value', { operation: 'remove', spec: { a: 'yes' } }, /remove key "a" should have "" or an object/],
    ['cardinality value', { operation: 'cardinality', spec: { a: 'FEW' } }, /should have "ONE" or "MANY"/],
    [
      'modify mixing index and key',
      { operation: 'modify-overwrite-beta', spec: { a: { '[0]': 1, b: 2 } } },
      /mixes array indexes and map keys/,
    ],
    ['modify & key', { operation: 'modify-default-beta', spec: { '&': 1 } }, /modify key "&" is not supported/],
  ];

  it.each(cases)('%s', (_name, spec, message) => {
    expect(() => applyJolt(spec, {})).toThrow(JoltSpecError);
    expect(() => applyJolt(spec, {})).toThrow(message);
  });
});

describe('limits', () => {
  it('refuses an array index from the input that would allocate a huge array', () => {
    const spec = shift({ '*': 'list[&]' });
    expect(applyJolt(spec, { '2': 'x' })).toEqual({ list: [null, null, 'x'] });
    expect(() => applyJolt(spec, { '999999999': 'x' })).toThrow(/array index 999999999 is above the limit/);
  });
});
