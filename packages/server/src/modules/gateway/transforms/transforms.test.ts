import type { Transform } from '@store-console/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { closeTransforms, runTransforms } from './index.ts';

const step = (
  type: Transform['type'],
  value = '',
  inputContentType: Transform['inputContentType'] = '*/*',
  outputContentType: Transform['outputContentType'] = '*/*',
): Transform => ({
  type,
  value,
  inputContentType,
  outputContentType,
  description: '',
});
const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });

async function output(steps: Transform[], input: { body: string; contentType: string }) {
  const run = await runTransforms(steps, input);
  if (!run.ok) throw new Error(run.error);
  return run.output;
}

afterAll(() => closeTransforms());

describe('RAW and AUTO', () => {
  it('RAW passes the body through and relabels it', async () => {
    expect(await output([step('RAW', '', '*/*', 'text/plain')], json({ a: 1 }))).toEqual({
      body: '{"a":1}',
      contentType: 'text/plain',
    });
    expect(await output([step('RAW')], { body: 'x', contentType: 'text/xml' })).toEqual({
      body: 'x',
      contentType: 'text/xml',
    });
  });

  it('AUTO converts JSON to XML and back, attributes and text kept, values as strings', async () => {
    const order = {
      order: {
        '@_id': '7',
        line: [
          { sku: 'A', qty: '2' },
          { sku: 'B', qty: '010' },
        ],
        note: { '@_lang': 'en', '#text': 'Fragile & <dry>' },
      },
    };
    const xml = await output([step('AUTO', '', 'application/json', 'text/xml')], json(order));
    expect(xml).toEqual({
      body: '<order id="7"><line><sku>A</sku><qty>2</qty></line><line><sku>B</sku><qty>010</qty></line><note lang="en">Fragile &amp; &lt;dry&gt;</note></order>',
      contentType: 'text/xml',
    });
    const back = await output([step('AUTO', '', '*/*', 'application/json')], xml);
    expect(JSON.parse(back.body)).toEqual(order);
  });

  it('AUTO writes JSON keys that are not XML names with SQL/XML escapes, and reads them back', async () => {
    const items = {
      '@odata.context': 'https://api.businesscentral.dynamics.com/v2.0/$metadata#companies(1)/items',
      value: [{ '@odata.etag': 'W/"1"', id: '1', '2nd price': '4000', a_x: 'kept', 'émoji🚀': 'ok' }],
    };
    const xml = await output([step('AUTO', '', 'application/json', 'text/xml')], json(items));
    expect(xml.body).toBe(
      '<root><_x0040_odata.context>https://api.businesscentral.dynamics.com/v2.0/$metadata#companies(1)/items</_x0040_odata.context>' +
        '<value><_x0040_odata.etag>W/&quot;1&quot;</_x0040_odata.etag><id>1</id><_x0032_nd_x0020_price>4000</_x0032_nd_x0020_price>' +
        '<a_x005F_x>kept</a_x005F_x><émoji_x0001F680_>ok</émoji_x0001F680_></value></root>',
    );
    const back = await output([step('AUTO', '', '*/*', 'application/json')], xml);
    // One <value> reads back as one value, not a list of one (see auto.ts); the keys are as they were.
    expect(JSON.parse(back.body)).toEqual({ root: { ...items, value: items.value[0] } });
    const empty = await runTransforms([step('AUTO', '', 'application/json', 'text/xml')], json({ '': '1' }));
    expect(empty.ok ? '' : empty.error).toBe('Step 1 (AUTO) failed: An empty JSON key cannot be an XML name');
  });

  it('AUTO wraps JSON without a single root in <root>, and reads an XML declaration away', async () => {
    expect((await output([step('AUTO', '', '*/*', 'text/xml')], json({ a: '1', b: '2' }))).body).toBe(
      '<root><a>1</a><b>2</b></root>',
    );
    expect((await output([step('AUTO', '', '*/*', 'text/xml')], json([1, 2]))).body).toBe(
      '<root><item>1</item><item>2</item></root>',
    );
    const parsed = await output([step('AUTO', '', 'text/xml', 'application/json')], {
      body: '<?xml version="1.0"?><a><b>1</b></a>',
      contentType: 'text/xml',
    });
    expect(parsed.body).toBe('{"a":{"b":"1"}}');
  });

  it('AUTO converts forms to JSON (repeated fields as lists) and back, and XML to a form', async () => {
    const fromForm = await output([step('AUTO', '', '*/*', 'application/json')], {
      body: 'a=1&b=x+y&b=z',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(fromForm.body).toBe('{"a":"1","b":["x y","z"]}');
    const toForm = await output(
      [step('AUTO', '', '*/*', 'application/x-www-form-urlencoded')],
      json({ a: 1, b: ['x y', 'z'], c: null }),
    );
    expect(toForm.body).toBe('a=1&b=x+y&b=z&c=');
    const nested = await runTransforms([step('AUTO', '', 'text/xml', 'application/x-www-form-urlencoded')], {
      body: '<f><q>1</q></f>',
      contentType: 'text/xml',
    });
    expect(nested.ok ? '' : nested.error).toBe(
      'Step 1 (AUTO) failed: The form field "f" must be a string, number, boolean or a list of them',
    );
  });

  it('AUTO takes text as a string and gives any body as text', async () => {
    expect(
      (
        await output([step('AUTO', '', 'text/plain', 'application/json')], {
          body: 'hi "you"',
          contentType: 'text/plain',
        })
      ).body,
    ).toBe('"hi \\"you\\""');
    expect(
      (await output([step('AUTO', '', 'text/plain', 'text/xml')], { body: 'a<b', contentType: 'text/plain' })).body,
    ).toBe('<text>a&#60;b</text>');
    expect(await output([step('AUTO', '', '*/*', 'text/plain')], json({ a: 1 }))).toEqual({
      body: '{"a":1}',
      contentType: 'text/plain',
    });
  });

  it('a failing step stops the run and says which step failed and why', async () => {
    const run = await runTransforms([step('RAW'), step('AUTO', '', 'text/xml', 'application/json'), step('RAW')], {
      body: '<a>',
      contentType: 'text/xml',
    });
    expect(run.ok).toBe(false);
    if (run.ok) return;
    expect(run.failedStep).toBe(2);
    expect(run.error).toMatch(/^Step 2 \(AUTO\) failed: The input is not valid XML/);
    expect(run.steps.map((s) => [s.index, s.error === null])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(run.steps[0]?.output).toBe('<a>');
    expect(run.steps[1]?.output).toBeNull();
  });
});

describe('HANDLEBARS', () => {
  it('renders the parsed input, unescaped for JSON, escaped for XML, with a json helper', async () => {
    const tpl =
      '{"names":[{{#each items}}"{{name}}"{{#unless @last}},{{/unless}}{{/each}}],"first":{{json items.[0]}} }';
    expect((await output([step('HANDLEBARS', tpl)], json({ items: [{ name: 'A&B' }, { name: 'C' }] }))).body).toBe(
      '{"names":["A&B","C"],"first":{"name":"A&B"} }',
    );
    expect(
      (await output([step('HANDLEBARS', '<n>{{name}}</n>', '*/*', 'text/xml')], json({ name: 'A&B<' }))).body,
    ).toBe('<n>A&amp;B&lt;</n>');
  });

  it('finds nothing through the prototype and has no log helper', async () => {
    const tpl =
      '[{{constructor}}][{{constructor.constructor}}][{{__proto__}}][{{#with "x"}}{{constructor.name}}{{/with}}]';
    expect((await output([step('HANDLEBARS', tpl)], json({ a: 1 }))).body).toBe('[][][][]');
    const logged = await runTransforms([step('HANDLEBARS', '{{log "hi"}}')], json({}));
    expect(logged.ok).toBe(false);
  });

  it('stops a template that loops or writes without bound (in a worker), by its counters', async () => {
    const list = Array.from({ length: 1000 }, (_, i) => i);
    const nested =
      '{{#each a}}{{#each @root.a}}{{#each @root.a}}{{#each @root.a}}x{{/each}}{{/each}}{{/each}}{{/each}}';
    const sections = '{{#a}}{{#@root.a}}{{#@root.a}}{{#if true}}x{{/if}}{{/@root.a}}{{/@root.a}}{{/a}}';
    for (const tpl of [nested, sections]) {
      const run = await runTransforms([step('HANDLEBARS', tpl)], json({ a: list }));
      expect(run.ok).toBe(false);
      if (!run.ok) expect(run.error).toMatch(/ran more than 100000 blocks/);
    }
    const big = { a: list.slice(0, 200), big: 'y'.repeat(100_000) };
    const wide = await runTransforms([step('HANDLEBARS', '{{#each a}}{{@root.big}}{{/each}}')], json(big));
    expect(wide.ok).toBe(false);
    if (!wide.ok) expect(wide.error).toMatch(/wrote more than 16 MB/);
    // Each of the three was stopped by its counters (their errors above), not by the step's deadline.
    // Block parameters, @index and else branches still work through the counted helpers.
    const tpl =
      '{{#each items as |item i|}}{{i}}:{{item.n}}{{@index}}{{else}}none{{/each}}{{#with items.[0] as |f|}}{{f.n}}{{/with}}';
    expect((await output([step('HANDLEBARS', tpl)], json({ items: [{ n: 'a' }, { n: 'b' }] }))).body).toBe('0:a01:b1a');
    expect((await output([step('HANDLEBARS', tpl)], json({ items: [] }))).body).toBe('none');
  });
});

describe('JOLT', () => {
  it('applies the JSON spec to the JSON input', async () => {
    const spec = JSON.stringify([
      { operation: 'shift', spec: { order: { id: 'orderId', lines: { '*': { sku: 'skus[]' } } } } },
    ]);
    expect(await output([step('JOLT', spec)], json({ order: { id: 7, lines: [{ sku: 'A' }, { sku: 'B' }] } }))).toEqual(
      {
        body: '{"orderId":7,"skus":["A","B"]}',
        contentType: 'application/json',
      },
    );
  });

  it('refuses an output the spec multiplies past 16 MB, quickly and without building it', async () => {
    const targets = Array.from({ length: 3000 }, (_, i) => `b${i}`);
    const copies = JSON.stringify([{ operation: 'shift', spec: { a: targets } }]);
    // The size check's own error, not the step's deadline: the output was measured, never built.
    const run = await runTransforms([step('JOLT', copies)], json({ a: 'x'.repeat(900_000) }));
    expect(run.ok).toBe(false);
    if (!run.ok) expect(run.error).toMatch(/^Step 1 \(JOLT\) failed: The output is larger than 16 MB/);
    expect((await output([step('JOLT', copies)], json({ a: 'x' }))).body).toContain('"b2999":"x"');
  });

  it('reports a JOLT step that fails (bad spec) as a failing step', async () => {
    const run = await runTransforms([step('JOLT', 'not json')], json({ a: 1 }));
    expect(run.ok).toBe(false);
    if (!run.ok) expect(run.error).toMatch(/^Step 1 \(JOLT\) failed: The JOLT spec is not valid JSON/);
  });
});
