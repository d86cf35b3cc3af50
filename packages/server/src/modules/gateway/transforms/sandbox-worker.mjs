// The transforms that must not run on the server's event loop, in a piscina worker thread:
// JAVASCRIPT (QuickJS compiled to WebAssembly: no process, require, fetch or file system inside),
// XSLT (saxon-js: compiling a stylesheet takes ~0.3–0.8 s and a stylesheet can loop for ever) and
// THYMELEAF markup (jsdom, ~16 ms a call). Plain JavaScript on purpose: the same file serves the
// tsx development server, vitest and the tsc build (pool.ts resolves it from src/ in both), with no
// TypeScript loader needed for this file itself. The main thread terminates a worker that overruns its
// limit (pool.ts), so nothing here has to be interruptible except QuickJS, which has its own deadline.
// HANDLEBARS, THYMELEAF text, JOLT and AUTO are TypeScript (worker-steps.ts): the task names the
// module to import, its .ts file under tsx (development, tests) or the build's .js file.
//
// Nothing a transform writes reaches the process's stdout or stderr (where the server's log lines
// go): console output and xsl:message text are collected per task, a few lines and characters of
// them, and handed back with the reply; the main thread logs them as field values (transform-log.ts).
import { randomUUID } from 'node:crypto';
import { setPriority } from 'node:os';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline } from 'quickjs-emscripten-core';

// A transform thread yields the CPU to the request thread: on Linux a thread's nice value is its
// own, so this lowers this worker alone (raising nice needs no privilege). A looping step then
// slows the event loop less when the cores are busy. Nice 5 (a third of the request thread's
// weight), not 10: deadlines are wall-clock time, and at 10 a light script on a machine busy with
// other processes was starved past its 100 ms.
const transformNice = 5;
try {
  setPriority(transformNice);
} catch {
  // Not permitted on this platform: the worker keeps the process's priority.
}

/** The QuickJS WebAssembly module; dropped (and loaded anew, ~30 ms) if a run left it unusable. */
let quickjs;

/** What the main thread hears before the work that can block starts: its limit is counted from here. */
/**
 * Loads QuickJS and runs one small script: the first evaluation in a new WebAssembly instance is
 * slow (~100 ms, code compiled lazily), which must not count against a script's deadline.
 */
async function loadQuickJs() {
  const module = await newQuickJSWASMModuleFromVariant(variant);
  const runtime = module.newRuntime();
  const vm = runtime.newContext();
  vm.unwrapResult(
    // Strings joined in a loop too: a script's first concatenations otherwise take ~100 ms cold.
    vm.evalCode(
      'let s = "x"; for (let i = 0; i < 24; i++) s = s + s; JSON.stringify((function (x) { return { x: [x, String(x), s.length] }; })(JSON.parse("1")))',
    ),
  ).dispose();
  vm.dispose();
  runtime.dispose();
  return module;
}

// Loaded before the worker reports ready (piscina awaits this module): a JAVASCRIPT step never
// lands on a thread still loading QuickJS, so a light script behind a replaced worker is not slow.
try {
  quickjs = await loadQuickJs();
} catch {
  quickjs = undefined;
}

function started(port) {
  port?.postMessage('started');
  port?.close();
}

/** What one task may leave for the log: this many messages, each cut to this many characters. */
const messageLimits = { count: 20, chars: 1000 };
let messages = { kept: [], dropped: 0 };

function collect(text) {
  if (messages.kept.length >= messageLimits.count) {
    messages.dropped += 1;
    return;
  }
  const value = String(text);
  messages.kept.push(value.length > messageLimits.chars ? `${value.slice(0, messageLimits.chars)}…` : value);
}

for (const name of ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir']) {
  console[name] = (...args) => collect(args.map((arg) => (typeof arg === 'string' ? arg : messageOf(arg))).join(' '));
}

let stepsPromise;
/** worker-steps.ts (through tsx) or its build, worker-steps.js: the task says which. */
function loadSteps(url) {
  stepsPromise ??= (async () => {
    if (url.endsWith('.ts')) {
      const { register } = await import('tsx/esm/api');
      register();
    }
    return import(url);
  })();
  return stepsPromise;
}

/** The output or the reason it cannot be one: a step's output is capped, never cut short silently. */
function checkedOutput(output, task) {
  if (typeof output !== 'string') return { ok: false, error: 'The step produced no text' };
  if (output.length > task.maxChars)
    return { ok: false, error: `The output is larger than ${megabytes(task.maxChars)}` };
  return { ok: true, output };
}

function megabytes(chars) {
  return `${Math.round((chars / 1024 / 1024) * 100) / 100} MB`;
}

async function runTask(task) {
  if (task.kind === 'javascript') {
    quickjs ??= await loadQuickJs();
    started(task.port);
    return runJavascript(task);
  }
  if (task.kind === 'xslt') {
    const saxon = await loadSaxon();
    started(task.port);
    return runXslt(saxon, task);
  }
  if (task.kind === 'thymeleaf') {
    const engine = await loadThymeleaf();
    const steps = await loadSteps(task.steps);
    started(task.port);
    return checkedOutput(await runThymeleaf(engine, task, steps), task);
  }
  if (task.kind === 'plain') {
    const steps = await loadSteps(task.steps);
    started(task.port);
    return checkedOutput(steps.runPlainStep(task.step), task);
  }
  return { ok: false, error: `Unknown task ${String(task.kind)}` };
}

export default async function run(task) {
  messages = { kept: [], dropped: 0 };
  let reply;
  try {
    reply = await runTask(task);
  } catch (error) {
    reply = { ok: false, error: messageOf(error) };
  }
  return { ...reply, messages: messages.kept, droppedMessages: messages.dropped };
}

function messageOf(error) {
  if (error instanceof Error) return error.message;
  return String(error);
}

// ---- JAVASCRIPT ----------------------------------------------------------------------------------

const limitMessages = {
  interrupted: (task) => `The script ran longer than ${task.deadlineMs} ms`,
  'out of memory': (task) => `The script used more than ${Math.round(task.memoryBytes / 1048576)} MB`,
  'stack overflow': () => 'The script overflowed its stack (too deep recursion)',
};

/**
 * The script is the body of `function (input, contentType) { … }`, or a single expression; its value
 * is the output. `input` is the parsed JSON when the input is JSON, else the text.
 */
function runJavascript(task) {
  const module = quickjs;
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(task.memoryBytes);
  // Below the worker's native stack: a deeper QuickJS stack overflows the host instead of the script.
  runtime.setMaxStackSize(256 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + task.deadlineMs));
  const vm = runtime.newContext();
  const handles = [];
  const keep = (handle) => {
    handles.push(handle);
    return handle;
  };
  try {
    let fn = vm.evalCode(`(function (input, contentType) { return (\n${task.script}\n); })`);
    if (fn.error) {
      fn.error.dispose();
      fn = vm.evalCode(`(function (input, contentType) {\n${task.script}\n})`);
    }
    if (fn.error) return failure(vm, keep(fn.error), task);
    const callee = keep(fn.value);
    const json = keep(vm.getProp(vm.global, 'JSON'));
    let input = keep(vm.newString(task.input));
    if (task.inputIsJson) {
      const parsed = vm.callFunction(keep(vm.getProp(json, 'parse')), vm.undefined, input);
      if (parsed.error) return failure(vm, keep(parsed.error), task);
      input = keep(parsed.value);
    }
    const result = vm.callFunction(callee, vm.undefined, input, keep(vm.newString(task.contentType)));
    if (result.error) return failure(vm, keep(result.error), task);
    const value = keep(result.value);
    const type = vm.typeof(value);
    if (type === 'string') return readString(vm, value, keep, task, false);
    if (type === 'undefined') return { ok: false, error: 'The script returned nothing (return the output)' };
    const text = vm.callFunction(keep(vm.getProp(json, 'stringify')), vm.undefined, value);
    if (text.error) return failure(vm, keep(text.error), task);
    const serialized = keep(text.value);
    if (vm.typeof(serialized) !== 'string') return { ok: false, error: `The script returned a ${type}` };
    return readString(vm, serialized, keep, task, true);
  } catch (error) {
    // A failure of the host (its own stack, a WebAssembly trap): this module is not trusted again.
    quickjs = undefined;
    return { ok: false, error: `The script could not run: ${messageOf(error)}` };
  } finally {
    for (const handle of handles) if (handle.alive) handle.dispose();
    try {
      vm.dispose();
      runtime.dispose();
    } catch {
      quickjs = undefined;
    }
  }
}

/**
 * A QuickJS string as the output, its length checked first: concatenation builds ropes, so a script
 * can return a 2^28-character string inside its 32 MB, which QuickJS then cannot copy out (the copy
 * needs that memory) and quickjs-emscripten read as ''. Too long, or not read whole, is a failure.
 */
function readString(vm, handle, keep, task, json) {
  const length = vm.getNumber(keep(vm.getProp(handle, 'length')));
  if (length > task.maxChars) {
    return {
      ok: false,
      error: `The script's output is larger than ${megabytes(task.maxChars)} (${length} characters)`,
    };
  }
  const output = vm.getString(handle);
  if (output.length !== length) {
    return { ok: false, error: `The script's output (${length} characters) could not be read within its memory` };
  }
  return { ok: true, output, json };
}

function failure(vm, handle, task) {
  const dumped = vm.dump(handle);
  const message = typeof dumped === 'object' && dumped !== null ? String(dumped.message ?? '') : String(dumped);
  const name = typeof dumped === 'object' && dumped !== null ? String(dumped.name ?? 'Error') : 'Error';
  const limit = limitMessages[message];
  if (limit && name === 'InternalError') return { ok: false, error: limit(task) };
  if (message === 'out of memory') return { ok: false, error: limitMessages['out of memory'](task) };
  return { ok: false, error: `${name}: ${message}` };
}

// ---- XSLT ----------------------------------------------------------------------------------------

let saxonPromise;
/** Set while compiling: the compiled package (SEF) fn:transform hands to SaxonJS.XPath.sefToJSON. */
let captured;

/**
 * saxon-js, with what a stylesheet could reach outside the transform taken away: the JavaScript
 * global object (the js: namespace, ixsl:window()), files and URLs (doc(), unparsed-text(),
 * xsl:include) and written result documents. The checks below refuse the ways around it.
 */
function loadSaxon() {
  saxonPromise ??= import('saxon-js').then(({ default: SaxonJS }) => {
    const platform = SaxonJS.getPlatform();
    platform.globalObject = Object.freeze(Object.create(null));
    const deny = (what) => () => {
      throw new Error(`${what} is not available to a transform`);
    };
    platform.readFile = deny('Reading files');
    platform.resourcePromise = deny('Reading files or URLs');
    platform.makeHttpRequest = deny('HTTP');
    platform.writeFileSync = deny('Writing files');
    platform.writeFileAsync = deny('Writing files');
    // xsl:message went to console.warn, i.e. the server's stderr: now it is a message of the task.
    platform.getDefaultDeliverMessage = () => (node) => collect(messageText(SaxonJS, node));
    // Every serialized result (the principal one, xsl:result-document) is written through a writer
    // saxon-js makes in Serializer.gi: wrapped, it counts characters as they are written and stops
    // the transform at the cap, instead of returning 400 MB after the work.
    const makeSerializer = SaxonJS.Serializer.gi;
    SaxonJS.Serializer.gi = function counting(properties, writer, ...rest) {
      return makeSerializer.call(this, properties, countingWriter(writer), ...rest);
    };
    const sefToJSON = SaxonJS.XPath.sefToJSON;
    SaxonJS.XPath.sefToJSON = function capture(...args) {
      const sef = sefToJSON.apply(this, args);
      if (captured === null) captured = JSON.stringify(sef, (key, value) => (key === 'parentNode' ? undefined : value));
      return sef;
    };
    return SaxonJS;
  });
  return saxonPromise;
}

/** Characters the current XSLT task may still write. */
let xsltBudget = { left: Number.POSITIVE_INFINITY, max: 0 };

function countingWriter(writer) {
  if (!writer || typeof writer.write !== 'function') return writer;
  const counted = Object.create(writer);
  counted.write = (text) => {
    xsltBudget.left -= String(text).length;
    if (xsltBudget.left < 0) throw new Error(`The output is larger than ${megabytes(xsltBudget.max)}`);
    writer.write(text);
  };
  return counted;
}

function messageText(SaxonJS, node) {
  try {
    return String(SaxonJS.XPath.evaluate('string(.)', node));
  } catch {
    return String(node);
  }
}

const xpathFunctions = '(?:Q\\{http://www\\.w3\\.org/2005/xpath-functions\\})?';
/**
 * What a stylesheet may not contain: the JavaScript bridges (ixsl:, js:), the functions and
 * instructions that build calls at run time (which could reach them past this check), and a DOCTYPE
 * (entities could spell them). Checked on the text (character references decoded) before compiling,
 * since use-when and static variables run while compiling, and on the compiled package after.
 */
const forbiddenSource = [
  [/<!DOCTYPE/i, 'a DOCTYPE'],
  [/interactiveXSLT|saxonica\.com\/ns\/globalJS/, 'the ixsl: and js: extensions'],
  [/<[\w.-]*:?evaluate[\s/>]/, 'xsl:evaluate'],
  [/function-lookup/, 'function-lookup()'],
  [/load-xquery-module/, 'load-xquery-module()'],
  [/(?<![\w.-])transform\s*[(#]/, 'transform()'],
];
const forbiddenCompiled = [
  [/interactiveXSLT|saxonica\.com\/ns\/globalJS/, 'the ixsl: and js: extensions'],
  [/"N":"evaluate"/, 'xsl:evaluate'],
  [new RegExp(`"name":"${xpathFunctions}(?:function-lookup|transform|load-xquery-module)"`), 'dynamic function calls'],
];

function decodeReferences(text) {
  return text.replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (_match, code) =>
    String.fromCodePoint(code[0].toLowerCase() === 'x' ? Number.parseInt(code.slice(1), 16) : Number(code)),
  );
}

function refuse(text, rules) {
  for (const [pattern, what] of rules) {
    if (pattern.test(text)) throw new Error(`A stylesheet may not use ${what}`);
  }
}

/**
 * Compiles through fn:transform's 'stylesheet-text' (saxon-js's own run-time compiler) and keeps
 * the compiled package it produces, so the main thread can cache it: the initial template asked for
 * does not exist, so nothing of the stylesheet runs here.
 */
function compileXslt(SaxonJS, stylesheet) {
  refuse(decodeReferences(stylesheet), forbiddenSource);
  captured = null;
  try {
    SaxonJS.XPath.evaluate(
      "transform(map{'stylesheet-text': $xsl, 'initial-template': QName('urn:store-console:compile-only', $name), 'delivery-format': 'raw'})",
      null,
      { params: { xsl: stylesheet, name: `t${randomUUID().replaceAll('-', '')}` } },
    );
  } catch (error) {
    if (captured === null) throw error;
  }
  const sef = captured;
  captured = undefined;
  if (typeof sef !== 'string') throw new Error('The stylesheet could not be compiled');
  refuse(sef, forbiddenCompiled);
  return sef;
}

function runXslt(SaxonJS, task) {
  const sef = task.sef ?? compileXslt(SaxonJS, task.stylesheet);
  xsltBudget = { left: task.maxChars, max: task.maxChars };
  const output = SaxonJS.XPath.evaluate(
    "transform(map{'package-text': $sef, 'source-node': parse-xml($input), 'delivery-format': 'serialized'})?output",
    null,
    { params: { sef, input: task.input } },
  );
  const checked = checkedOutput(String(output ?? ''), task);
  return checked.ok ? { ...checked, sef: task.sef ? undefined : sef } : checked;
}

// ---- THYMELEAF -----------------------------------------------------------------------------------

let thymeleafPromise;

function loadThymeleaf() {
  // No template resolver: th:insert / th:replace cannot load files.
  thymeleafPromise ??= import('thymeleaf').then(
    ({ TemplateEngine, STANDARD_CONFIGURATION }) => new TemplateEngine(STANDARD_CONFIGURATION),
  );
  return thymeleafPromise;
}

/** The package renders in HTML mode: a fragment comes back inside <html><head></head><body>. */
async function runThymeleaf(engine, task, steps) {
  const output = await engine.process(task.template, steps.thymeleafModel(task.input, task.inType));
  if (/^\s*(?:<!doctype|<html[\s>])/i.test(task.template)) return output;
  const body = /^<html><head><\/head><body>([\s\S]*)<\/body><\/html>$/.exec(output);
  return body ? body[1] : output;
}
