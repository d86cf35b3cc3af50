import Handlebars from 'handlebars';

/**
 * HANDLEBARS: an isolated instance without the `log` helper (a template cannot write to the
 * server's log) and with prototype access refused, so `{{constructor.constructor}}` finds nothing.
 * `{{json value}}` writes a value as JSON. Compiled templates are cached (by escaping and text).
 */
const handlebars = Handlebars.create();
handlebars.unregisterHelper('log');
handlebars.registerHelper('json', (value: unknown) => new handlebars.SafeString(JSON.stringify(value) ?? 'null'));

const compiled = new Map<string, Handlebars.TemplateDelegate>();
const maxCached = 200;

export function renderHandlebars(template: string, model: unknown, escapeHtml: boolean): string {
  const key = `${escapeHtml ? 'e' : 'n'}:${template}`;
  let render = compiled.get(key);
  if (!render) {
    render = handlebars.compile(template, { noEscape: !escapeHtml, strict: false });
    if (compiled.size >= maxCached) compiled.delete(compiled.keys().next().value ?? '');
    compiled.set(key, render);
  }
  return render(model, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
}

/** A THYMELEAF template with markup (or a th: attribute) goes to the thymeleaf package; others are TEXT. */
export function isMarkupTemplate(template: string): boolean {
  return /^\s*</.test(template) || /\sth:[a-z-]+\s*=/i.test(template);
}

function own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

/** `a.b[0].c` over own properties only. */
function lookup(model: unknown, path: string): unknown {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  return parts.reduce<unknown>((value, part) => own(value, part.trim()), model);
}

/**
 * Thymeleaf's TEXT mode, the subset we support: inlined expressions `[[${path}]]` and
 * `[(${path})]` with a property path (`order.lines[0].sku`); objects are written as JSON, missing
 * values as nothing. The thymeleaf package has no TEXT mode (it parses everything as HTML).
 */
export function renderThymeleafText(template: string, model: unknown): string {
  return template.replace(/\[\[\$\{([^}]*)\}\]\]|\[\(\$\{([^}]*)\}\)\]/g, (_match, a?: string, b?: string) => {
    const path = (a ?? b ?? '').trim();
    if (!/^[\w$]+(?:\s*(?:\.\s*[\w$]+|\[\s*\d+\s*\]))*$/.test(path)) {
      throw new Error(`Unsupported expression \${${path}} (the TEXT subset takes property paths only)`);
    }
    const value = lookup(model, path);
    if (value === undefined || value === null) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}
