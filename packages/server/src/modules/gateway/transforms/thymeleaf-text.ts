/**
 * Thymeleaf's TEXT template mode, the subset a gateway transform needs, written here because the
 * thymeleaf package has no TEXT mode (it parses everything as HTML):
 *
 *   [[${path}]] and [(${path})]       the value at a property path (`order.lines[0].sku`);
 *                                     objects as JSON, missing values as nothing
 *   [# th:each="item : ${path}"]…[/]  the body once per element of a list (an object: per entry,
 *                                     `item.key` and `item.value`); `item, stat : ${path}` adds
 *                                     stat.index, count, size, first, last, even, odd
 *   [# th:if="${path}"]…[/]           the body when the value is true as Thymeleaf says: not null,
 *   [# th:unless="${path}"]…[/]       not false, not 0, not "false", "off" or "no"
 *   [# th:text="${path}" /]           the value, as [[${path}]] (th:utext as [(${path})])
 *
 * Anything else in `[# …]` fails naming the construct, rather than passing through unchanged.
 */

import { megabytes } from './templates.ts';

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string }
  | { kind: 'each'; item: string; status: string | null; path: string; body: Node[] }
  | { kind: 'if'; negate: boolean; path: string; body: Node[] };

const pathPattern = /^[\w$]+(?:\s*(?:\.\s*[\w$]+|\[\s*\d+\s*\]))*$/;

function expressionPath(expression: string, construct: string): string {
  const match = /^\$\{([^}]*)\}$/.exec(expression.trim());
  if (!match) {
    throw new Error(`Unsupported expression ${expression.trim()} in ${construct} (the TEXT subset takes \${…} only)`);
  }
  const path = (match[1] ?? '').trim();
  if (!pathPattern.test(path)) {
    throw new Error(`Unsupported expression \${${path}} (the TEXT subset takes property paths only)`);
  }
  return path;
}

/** The one attribute of a `[# …]` element: its name and value. */
function attributeOf(inside: string, tag: string): { name: string; value: string } {
  const match = /^(?:th:block\s+)?(th:[\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')$/.exec(inside.trim());
  if (!match?.[1]) {
    throw new Error(
      `Unsupported Thymeleaf TEXT construct ${tag} (supported: th:each, th:if, th:unless, th:text, th:utext)`,
    );
  }
  return { name: match[1], value: match[2] ?? match[3] ?? '' };
}

const tokenPattern =
  /\[\[\s*(\$\{[^}]*\})\s*\]\]|\[\(\s*(\$\{[^}]*\})\s*\)\]|\[#((?:"[^"]*"|'[^']*'|[^\]"'/])*)(\/)?\s*\]|\[\/\s*(?:th:block\s*)?\]/g;

function parse(template: string): Node[] {
  const root: Node[] = [];
  const open: { nodes: Node[]; tag: string }[] = [{ nodes: root, tag: '' }];
  const current = () => open[open.length - 1]?.nodes ?? root;
  let at = 0;
  for (const match of template.matchAll(tokenPattern)) {
    const index = match.index ?? 0;
    if (index > at) current().push({ kind: 'text', text: template.slice(at, index) });
    at = index + match[0].length;
    const [tag, escaped, raw, element, selfClosing] = match;
    if (escaped !== undefined || raw !== undefined) {
      current().push({ kind: 'value', path: expressionPath(escaped ?? raw ?? '', tag) });
      continue;
    }
    if (element === undefined) {
      if (open.length === 1) throw new Error(`${tag} closes no [# …] element`);
      open.pop();
      continue;
    }
    const { name, value } = attributeOf(element, tag);
    if (name === 'th:text' || name === 'th:utext') {
      if (!selfClosing) throw new Error(`${tag} must close itself: [# ${name}="…" /]`);
      current().push({ kind: 'value', path: expressionPath(value, tag) });
      continue;
    }
    if (selfClosing) throw new Error(`${tag} has no body to repeat or show`);
    let node: Node;
    if (name === 'th:each') {
      const each = /^\s*([A-Za-z_$][\w$]*)\s*(?:,\s*([A-Za-z_$][\w$]*)\s*)?:\s*(.+)$/.exec(value);
      if (!each?.[1] || !each[3])
        throw new Error(`${tag}: th:each takes "item : \${list}" or "item, status : \${list}"`);
      node = { kind: 'each', item: each[1], status: each[2] ?? null, path: expressionPath(each[3], tag), body: [] };
    } else if (name === 'th:if' || name === 'th:unless') {
      node = { kind: 'if', negate: name === 'th:unless', path: expressionPath(value, tag), body: [] };
    } else {
      throw new Error(
        `Unsupported Thymeleaf TEXT construct ${tag} (supported: th:each, th:if, th:unless, th:text, th:utext)`,
      );
    }
    current().push(node);
    open.push({ nodes: node.body, tag });
  }
  if (open.length > 1) throw new Error(`${open[open.length - 1]?.tag} is never closed with [/]`);
  if (at < template.length) root.push({ kind: 'text', text: template.slice(at) });
  return root;
}

function own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

type Scope = { vars: Map<string, unknown>; model: unknown };

/** A path's value: its first name from the loop variables in scope, else from the model (own properties only). */
function lookup(scope: Scope, path: string): unknown {
  const [first = '', ...rest] = (path.match(/[^.[\]]+/g) ?? []).map((part) => part.trim());
  const start = scope.vars.has(first) ? scope.vars.get(first) : own(scope.model, first);
  return rest.reduce<unknown>((value, part) => own(value, part), start);
}

/** Thymeleaf's truth: null, false, 0, and the strings "false", "off" and "no" are false. */
function isTrue(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0) return false;
  if (typeof value === 'string') return !['false', 'off', 'no'].includes(value.toLowerCase());
  return true;
}

/** What one render may do beside its output cap: loop bodies run (nested loops multiply). */
export const thymeleafTextLimits = { iterations: 1_000_000 };

export function renderThymeleafText(template: string, model: unknown, maxChars: number): string {
  const nodes = parse(template);
  const out: string[] = [];
  let chars = 0;
  let iterations = 0;
  const write = (text: string) => {
    chars += text.length;
    // Counted as the text is produced: `[(${a})]` two hundred times over a 1 MB value stops at the cap.
    if (chars > maxChars) throw new Error(`The template wrote more than ${megabytes(maxChars)}`);
    out.push(text);
  };
  const render = (list: Node[], scope: Scope) => {
    for (const node of list) {
      if (node.kind === 'text') write(node.text);
      else if (node.kind === 'value') {
        const value = lookup(scope, node.path);
        if (value !== undefined && value !== null)
          write(typeof value === 'object' ? (JSON.stringify(value) ?? '') : String(value));
      } else if (node.kind === 'if') {
        if (isTrue(lookup(scope, node.path)) !== node.negate) render(node.body, scope);
      } else {
        const value = lookup(scope, node.path);
        const items: unknown[] = Array.isArray(value)
          ? value
          : typeof value === 'object' && value !== null
            ? Object.entries(value).map(([key, entry]) => ({ key, value: entry }))
            : value === undefined || value === null
              ? []
              : [value];
        items.forEach((item, index) => {
          iterations += 1;
          if (iterations > thymeleafTextLimits.iterations) {
            throw new Error(`The template ran more than ${thymeleafTextLimits.iterations} loop bodies (nested loops?)`);
          }
          const vars = new Map(scope.vars).set(node.item, item);
          if (node.status) {
            const size = items.length;
            vars.set(node.status, {
              index,
              count: index + 1,
              size,
              first: index === 0,
              last: index === size - 1,
              even: (index + 1) % 2 === 0,
              odd: (index + 1) % 2 === 1,
            });
          }
          render(node.body, { vars, model: scope.model });
        });
      }
    }
  };
  render(nodes, { vars: new Map(), model });
  return out.join('');
}
