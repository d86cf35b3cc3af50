// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Thymeleaf expressions are ${…} in plain strings
import type { Transform } from '@store-console/contract';
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeTransforms, runTransforms } from './index.ts';

const step = (
  type: Transform['type'],
  value: string,
  outputContentType: Transform['outputContentType'] = '*/*',
): Transform => ({
  type,
  value,
  inputContentType: '*/*',
  outputContentType,
  description: '',
});
const xml = (body: string) => ({ body, contentType: 'text/xml' });
const stylesheet = (body: string, top = '') =>
  `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:output method="xml" omit-xml-declaration="yes"/>${top}<xsl:template match="/">${body}</xsl:template></xsl:stylesheet>`;

async function run(steps: Transform[], input: { body: string; contentType: string }) {
  const result = await runTransforms(steps, input);
  return result.ok ? { output: result.output.body, contentType: result.output.contentType } : { error: result.error };
}

afterAll(() => closeTransforms());

describe('XSLT', () => {
  const count = stylesheet('<total count="{count(//item)}"><xsl:value-of select="sum(//item/@qty)"/></total>');

  it('transforms XML with a compiled stylesheet, and the second run uses the cached compilation', async () => {
    const input = xml('<order><item qty="2"/><item qty="3"/></order>');
    // The pool as it is, watched: what each run hands its worker shows whether a compilation was reused.
    const handed = vi.spyOn(Piscina.prototype, 'run');
    try {
      const first = await runTransforms([step('XSLT', count)], input);
      const second = await runTransforms([step('XSLT', count)], input);
      expect(first.ok && first.output).toEqual({ body: '<total count="2">5</total>', contentType: 'text/xml' });
      expect(second.ok && second.output).toEqual({ body: '<total count="2">5</total>', contentType: 'text/xml' });
      // The first run sends the stylesheet to compile; the second sends the compiled package only.
      const [compile, reuse] = handed.mock.calls.map(([task]) => task);
      expect(compile).toMatchObject({ kind: 'xslt', stylesheet: count, sef: undefined });
      expect(reuse).toMatchObject({ kind: 'xslt', stylesheet: '', sef: expect.any(String) });
      expect(handed).toHaveBeenCalledTimes(2);
    } finally {
      handed.mockRestore();
    }
  });

  it('reports a stylesheet error, non-XML input and bad XML input as the failing step', async () => {
    expect((await run([step('XSLT', stylesheet('<xsl:value-of select="1 +"/>'))], xml('<a/>'))).error).toMatch(
      /^Step 1 \(XSLT\) failed: Static error in XPath/,
    );
    expect((await run([step('XSLT', count)], { body: '{}', contentType: 'application/json' })).error).toBe(
      'Step 1 (XSLT) failed: XSLT needs XML input, not application/json (add an AUTO step before it)',
    );
    expect((await run([step('XSLT', count)], xml('<a>'))).error).toMatch(/^Step 1 \(XSLT\) failed: /);
  });

  it('reaches no files, URLs, environment or JavaScript', async () => {
    const tries: [string, string, RegExp][] = [
      ['<x><xsl:value-of select="unparsed-text(\'file:///etc/hostname\')"/></x>', '', /Reading files/],
      ['<x><xsl:copy-of select="doc(\'file:///etc/passwd\')"/></x>', '', /failed/],
      ['<x><xsl:value-of select="environment-variable(\'PATH\')"/></x>', '', /^<x\/>$|^<x><\/x>$/],
      [
        '<x><xsl:value-of select="ixsl:eval(\'1+1\')" xmlns:ixsl="http://saxonica.com/ns/interactiveXSLT"/></x>',
        '',
        /the ixsl: and js: extensions/,
      ],
      [
        '<x><xsl:value-of select="js:eval(\'1+1\')" xmlns:js="http://saxonica.com/ns/globalJS"/></x>',
        '',
        /the ixsl: and js: extensions/,
      ],
      [
        "<x><xsl:value-of select=\"function-lookup(QName('http://saxonica.com/ns/interactive' || 'XSLT', 'eval'), 1)('1+1')\"/></x>",
        '',
        /function-lookup/,
      ],
      ['<x><xsl:evaluate xpath="\'1+1\'"/></x>', '', /xsl:evaluate/],
      ['<x><i:x xmlns:i="http://saxonica.com/ns/interactiveXSL&#x54;"/></x>', '', /the ixsl: and js: extensions/],
      [
        '<x><xsl:value-of select="1" use-when="js:eval(\'1\')" xmlns:js="http://saxonica.com/ns/global&#74;S"/></x>',
        '',
        /the ixsl: and js: extensions/,
      ],
      [
        '<x><xsl:value-of select="fn:transform#1" xmlns:fn="http://www.w3.org/2005/xpath-functions"/></x>',
        '',
        /transform\(\)/,
      ],
      ['<x/>', '<xsl:include href="file:///etc/hostname"/>', /failed/],
    ];
    for (const [body, top, expected] of tries) {
      const result = await run([step('XSLT', stylesheet(body, top))], xml('<a/>'));
      expect(result.error ?? result.output, body).toMatch(expected);
    }
  });
});

describe('THYMELEAF', () => {
  it('renders markup templates without the HTML wrapper the package adds', async () => {
    const template = '<order><id th:text="${id}">0</id><line th:each="l : ${lines}" th:text="${l.sku}"></line></order>';
    expect(
      await run([step('THYMELEAF', template, 'text/xml')], {
        body: JSON.stringify({ id: 7, lines: [{ sku: 'A&B' }, { sku: 'C' }] }),
        contentType: 'application/json',
      }),
    ).toEqual({
      output: '<order><id>7</id><line>A&amp;B</line><line>C</line></order>',
      contentType: 'text/xml',
    });
  });

  it('renders TEXT loops and conditionals, and names what the TEXT subset does not take', async () => {
    const order = {
      id: 'SO-7',
      lines: [
        { sku: 'A', qty: 2, gift: false },
        { sku: 'B', qty: 0, gift: 'yes' },
      ],
      notes: { packing: 'fragile' },
    };
    const template =
      '[# th:each="line, stat : ${lines}"][(${stat.count})]/[(${stat.size})] [[${line.sku}]]' +
      '[# th:if="${line.qty}"] x[(${line.qty})][/][# th:unless="${line.qty}"] none[/]' +
      '[# th:if="${line.gift}"] (gift)[/][# th:if="${stat.last}"].[/][# th:unless="${stat.last}"]; [/][/]' +
      ' [# th:each="note : ${notes}"][(${note.key})]=[# th:text="${note.value}" /][/] for [(${id})]';
    const rendered = await run([step('THYMELEAF', template, 'text/plain')], {
      body: JSON.stringify(order),
      contentType: 'application/json',
    });
    expect(rendered.error).toBeUndefined();
    expect(rendered.output).toBe('1/2 A x2; 2/2 B none (gift). packing=fragile for SO-7');
    const refused = async (text: string) =>
      (await run([step('THYMELEAF', text)], { body: '{"a":[1]}', contentType: 'application/json' })).error;
    expect(await refused('[# th:with="x=${a}"][/]')).toBe(
      'Step 1 (THYMELEAF) failed: Unsupported Thymeleaf TEXT construct [# th:with="x=${a}"] (supported: th:each, th:if, th:unless, th:text, th:utext)',
    );
    expect(await refused('[# th:each="x : ${a}"][[${x}]]')).toBe(
      'Step 1 (THYMELEAF) failed: [# th:each="x : ${a}"] is never closed with [/]',
    );
    expect(await refused('[# th:if="${a} and ${b}"]y[/]')).toMatch(/Unsupported expression \$\{a\} and \$\{b\}/);
  });

  it('renders TEXT templates with inlined property paths', async () => {
    const template =
      'Order [[${order.id}]] for [(${order.customer.name})]: [[${order.lines[1].sku}]] [[${order.lines}]][[${missing}]]';
    const input = { order: { id: 7, customer: { name: 'Ann' }, lines: [{ sku: 'A' }, { sku: 'B' }] } };
    expect(
      await run([step('THYMELEAF', template, 'text/plain')], {
        body: JSON.stringify(input),
        contentType: 'application/json',
      }),
    ).toEqual({
      output: 'Order 7 for Ann: B [{"sku":"A"},{"sku":"B"}]',
      contentType: 'text/plain',
    });
    expect(
      (
        await run([step('THYMELEAF', '[[${a.constructor}]][[${a.__proto__}]]')], {
          body: '{"a":{}}',
          contentType: 'application/json',
        })
      ).output,
    ).toBe('');
    expect(
      (await run([step('THYMELEAF', '[[${a + 1}]]')], { body: '{"a":1}', contentType: 'application/json' })).error,
    ).toBe('Step 1 (THYMELEAF) failed: Unsupported expression ${a + 1} (the TEXT subset takes property paths only)');
  });
});
