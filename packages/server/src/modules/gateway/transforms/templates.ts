import Handlebars from 'handlebars';

/**
 * HANDLEBARS: an isolated instance without the `log` helper (a template cannot write to the
 * server's log) and with prototype access refused, so `{{constructor.constructor}}` finds nothing.
 * `{{json value}}` writes a value as JSON. Compiled templates are cached (by escaping and text).
 */
const handlebars = Handlebars.create();
handlebars.unregisterHelper('log');
handlebars.registerHelper('json', (value: unknown) => new handlebars.SafeString(JSON.stringify(value) ?? 'null'));

/**
 * What one render may do: block bodies run (nested {{#each}} over a 1,000-item list four deep would
 * otherwise run for hours) and characters written. Rendering is synchronous, so one counter serves
 * every render: it is reset as a render starts. `outputChars` is set per render (the step's cap).
 */
export const handlebarsLimits = { blocks: 100_000, outputChars: 16 * 1024 * 1024 };
let spent = { blocks: 0, chars: 0 };

function tooLarge(limit: number): Error {
  return new Error(`The template wrote more than ${megabytes(limit)}`);
}

export function megabytes(chars: number): string {
  return `${Math.round((chars / 1024 / 1024) * 100) / 100} MB`;
}

/** Counts what the compiled template appends to its output, failing as the cap is passed. */
function written(value: unknown): unknown {
  spent.chars += value === null || value === undefined ? 0 : String(value).length;
  if (spent.chars > handlebarsLimits.outputChars) throw tooLarge(handlebarsLimits.outputChars);
  return value;
}

type Append = (source: unknown, location: unknown, explicit: unknown) => unknown;
type CompilerClass = new () => { appendToBuffer: Append; compiler: unknown };

function isCompilerClass(value: unknown): value is CompilerClass {
  return typeof value === 'function' && typeof Reflect.get(value.prototype, 'appendToBuffer') === 'function';
}

/**
 * Handlebars' documented extension point, its JavaScriptCompiler: every `buffer += x` of a compiled
 * template becomes `buffer += helpers.__written(x, {})`, so `{{a}}` two hundred times over a 1 MB
 * value stops at the cap instead of building 200 MB (the trailing `{}` is the options object the
 * runtime's helper wrapper expects). A block's output is counted again where it is written, so
 * nested blocks reach the cap sooner: the cap bounds the work, not only the result.
 */
const BaseCompiler: unknown = Reflect.get(handlebars, 'JavaScriptCompiler');
if (!isCompilerClass(BaseCompiler)) throw new Error('handlebars has no JavaScriptCompiler');
const baseAppend: Append = BaseCompiler.prototype.appendToBuffer;
class CountingCompiler extends BaseCompiler {}
Object.assign(CountingCompiler.prototype, {
  compiler: CountingCompiler,
  appendToBuffer(this: object, source: unknown, location: unknown, explicit: unknown) {
    const parts = Array.isArray(source) ? source : [source];
    return Reflect.apply(baseAppend, this, [['helpers.__written(', ...parts, ', {})'], location, explicit]);
  },
});
Reflect.set(handlebars, 'JavaScriptCompiler', CountingCompiler);
handlebars.registerHelper('__written', written);

function counted(block: Handlebars.TemplateDelegate): Handlebars.TemplateDelegate {
  const run: Handlebars.TemplateDelegate = (context, options) => {
    spent.blocks += 1;
    if (spent.blocks > handlebarsLimits.blocks) {
      throw new Error(`The template ran more than ${handlebarsLimits.blocks} blocks (nested loops?)`);
    }
    return block(context, options);
  };
  // The compiled program's own properties (its block parameters' count, depth) go with it.
  return Object.assign(run, block);
}

function isHelperOptions(value: unknown): value is Handlebars.HelperOptions {
  return typeof value === 'object' && value !== null && 'fn' in value && typeof value.fn === 'function';
}

// The built-in block helpers (and a section over a list, blockHelperMissing) run their bodies counted.
for (const name of ['each', 'blockHelperMissing', 'with', 'if', 'unless']) {
  const original = handlebars.helpers[name];
  if (!original) continue;
  handlebars.registerHelper(name, function (this: unknown, ...args: unknown[]) {
    const options = args.at(-1);
    if (!isHelperOptions(options)) return Reflect.apply(original, this, args);
    const limited = { ...options, fn: counted(options.fn), inverse: counted(options.inverse) };
    return Reflect.apply(original, this, [...args.slice(0, -1), limited]);
  });
}

const compiled = new Map<string, Handlebars.TemplateDelegate>();
const maxCached = 200;

export function renderHandlebars(template: string, model: unknown, escapeHtml: boolean, maxChars: number): string {
  const key = `${escapeHtml ? 'e' : 'n'}:${template}`;
  let render = compiled.get(key);
  if (!render) {
    render = handlebars.compile(template, { noEscape: !escapeHtml, strict: false });
    if (compiled.size >= maxCached) compiled.delete(compiled.keys().next().value ?? '');
    compiled.set(key, render);
  }
  spent = { blocks: 0, chars: 0 };
  handlebarsLimits.outputChars = maxChars;
  return render(model, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
}

/**
 * A THYMELEAF template with markup (or a th: attribute inside a tag) goes to the thymeleaf package;
 * others are TEXT (thymeleaf-text.ts), whose `[# th:each="…"]` elements are not markup.
 */
export function isMarkupTemplate(template: string): boolean {
  return /^\s*</.test(template) || /<[^>]*\sth:[a-z-]+\s*=/i.test(template);
}
