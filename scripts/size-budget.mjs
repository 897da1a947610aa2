// The browser size budget of @templint/core (issue 6; the whole entry's set anew by issue 25): the built package bundled and minified for the
// browser by esbuild (platform browser, format esm), then gzipped with node:zlib at level 9.
//   (i)  the whole public entry, validator and catalog: at most 39.5 KB gzip (28 KB until issues 19, 22 and 26; the owner decides, see docs/performance.md);
//   (ii) an entry that imports only `countCharacters`: at most 1 KB gzip (tree-shaking works).
// Tooling-only metadata (each rule's `meta`, its description) lives in the rule's file, but only
// `@templint/core/meta` reads it: the whole entry's registry imports the rules alone, so tree-shaking drops every
// description; the meta entry's figure is printed beside the budgets, outside them.
// `node scripts/size-budget.mjs` (`pnpm size`) prints the figures and exits 1 past a budget;
// tests/size-budget.test.ts runs the same measurement in the test command. It bundles the built `dist/` (what a frontend installs),
// so build first (`tsc -b`; the root `test` script does).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TextDecoder } from 'node:util';
import { gzipSync } from 'node:zlib';
import process from 'node:process';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CORE_DIST = fileURLToPath(new URL('../packages/core/dist/index.js', import.meta.url));

/**
 * @typedef {object} Budget
 * @property {string} name what is bundled, for the report
 * @property {string} entry the entry module's source (imports `@templint/core` as a frontend would)
 * @property {number} limit the most gzip bytes allowed
 */

/** @type {readonly Budget[]} */
export const budgets = [
  { name: '@templint/core (whole entry: validator, rules, catalog)', entry: "export * from '@templint/core';", limit: 39.5 * 1024 },
  { name: '@templint/core countCharacters only', entry: "export { countCharacters } from '@templint/core';", limit: 1024 },
];

/** The tooling-only subpath: the rule descriptions, apart from the whole entry. */
export const META_ENTRY = "export * from '@templint/core/meta';";

/**
 * A rule's description function as esbuild minifies it (`description:()=>`, or a method's
 * `description(){`): one per rule in a bundle that keeps the descriptions, none in one that drops them.
 */
export const DESCRIPTION_FUNCTION = /\bdescription(?::\(\)=>|\(\)\{|:function\(\)\{)/g;

/**
 * @typedef {object} Measurement
 * @property {string} name
 * @property {number} minified minified bytes
 * @property {number} gzip gzip bytes (level 9)
 * @property {number} limit the most gzip bytes allowed
 * @property {boolean} withinBudget
 */

/**
 * An entry bundled and minified for the browser, as a frontend's bundler would, with esbuild's metafile.
 * @param {string} entry
 * @param {import('esbuild').Plugin[]} [plugins]
 */
function bundle(entry, plugins = []) {
  return build({
    plugins,
    stdin: { contents: entry, resolveDir: ROOT, sourcefile: 'size-budget-entry.js', loader: 'js' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2023',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
}

/**
 * The minified code of an entry's bundle.
 * @param {string} entry
 * @param {import('esbuild').Plugin[]} [plugins]
 * @returns {Promise<Uint8Array>}
 */
async function bundledCode(entry, plugins = []) {
  return (await bundle(entry, plugins)).outputFiles[0]?.contents ?? new Uint8Array();
}

/**
 * The minified code of an entry's bundle, as text.
 * @param {string} entry
 * @returns {Promise<string>}
 */
export async function bundledText(entry) {
  return new TextDecoder().decode(await bundledCode(entry));
}

/**
 * Gzip bytes at level 9, as every figure here is measured.
 * @param {Uint8Array | string} code
 */
function gzipBytes(code) {
  return gzipSync(code, { level: 9 }).length;
}

/**
 * The files an entry's bundle loads, by path inside core's `dist` (such as `rules/descriptions.js`), each with
 * the minified bytes it puts in the output (0 when tree-shaking dropped all of it). A file the entry never
 * imports is absent.
 * @param {string} entry
 * @returns {Promise<Map<string, number>>}
 */
export async function bundledFiles(entry) {
  const result = await bundle(entry);
  const inDist = (/** @type {string} */ file) => file.replace(/^.*?core\/dist\//, '');
  const files = new Map(Object.keys(result.metafile.inputs).map((file) => [inDist(file), 0]));
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) files.set(inDist(file), input.bytesInOutput);
  }
  return files;
}

/**
 * Bundles, minifies and gzips each budget's entry.
 * @returns {Promise<Measurement[]>}
 */
export async function measureBudgets() {
  if (!existsSync(CORE_DIST)) throw new Error(`size-budget: ${CORE_DIST} is missing; build first (npx -y pnpm@10.34.9 build).`);
  /** @type {Measurement[]} */
  const measurements = [];
  for (const budget of budgets) {
    const code = await bundledCode(budget.entry);
    const gzip = gzipBytes(code);
    measurements.push({ name: budget.name, minified: code.length, gzip, limit: budget.limit, withinBudget: gzip <= budget.limit });
  }
  return measurements;
}

/**
 * One line per measurement: `name: 34.5 KB minified, 11.2 KB gzip (budget 12.0 KB): ok`.
 * @param {readonly Measurement[]} measurements
 * @returns {string}
 */
export function formatMeasurements(measurements) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
  return measurements
    .map(
      (m) =>
        `${m.name}: ${kb(m.minified)} minified (${String(m.minified)} B), ${kb(m.gzip)} gzip (${String(m.gzip)} B); ` +
        `budget ${kb(m.limit)} gzip: ${m.withinBudget ? 'ok' : `OVER by ${String(m.gzip - m.limit)} B`}`,
    )
    .join('\n');
}

/**
 * Where the whole entry's bytes come from: minified bytes per source folder, and the gzip size of its
 * string literals (messages, keys) against the rest of the code, for deciding what to cut.
 * @returns {Promise<string>}
 */
export async function breakdown() {
  const result = await bundle(budgets[0]?.entry ?? '');
  /** @type {Map<string, number>} */
  const byFolder = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const folder = file.replace(/^.*?core\/dist\//, '').replace(/\/[^/]*$/, '').replace(/^rules\/.*/, 'rules');
      byFolder.set(folder, (byFolder.get(folder) ?? 0) + input.bytesInOutput);
    }
  }
  const code = new TextDecoder().decode(result.outputFiles[0]?.contents ?? new Uint8Array());
  /** @type {string[]} */
  const strings = [];
  const rest = code.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, (literal) => {
    strings.push(literal);
    return '""';
  });
  const folders = [...byFolder].sort((a, b) => b[1] - a[1]).map(([folder, bytes]) => `  ${folder}: ${String(bytes)} B minified`);
  const figures = await sizeFigures();
  return [
    'Whole entry by source folder:',
    ...folders,
    `String literals: ${String(gzipBytes(strings.join('\n')))} B gzip; the code without them: ${String(gzipBytes(rest))} B gzip.`,
    `The same entry without the ${String(figures.approvalRules)} approval-authority rules (platform rules only): ${String(figures.platformRulesOnly)} B gzip.`,
    `The same entry with every rule's messages emptied (a floor, not shippable): ${String(figures.withoutMessages)} B gzip.`,
    `@templint/core/meta (rule descriptions, tooling only; not in the whole entry; it carries the rules it reads them from): ${String(figures.meta)} B gzip.`,
  ].join('\n');
}

/**
 * @typedef {object} SizeFigures gzip bytes of entries that are not budgets, for deciding what to cut
 * @property {number} platformRulesOnly the whole entry with only the platform's (spec) rules
 * @property {number} approvalRules how many rules that leaves out
 * @property {number} withoutMessages the whole entry with every rule's `messages` emptied
 * @property {number} meta `@templint/core/meta`
 */

/** @returns {Promise<SizeFigures>} */
export async function sizeFigures() {
  const lean = await withoutApprovalRules();
  const meta = await bundledCode(META_ENTRY);
  const silent = await bundledCode(budgets[0]?.entry ?? '', [emptyMessages]);
  return {
    platformRulesOnly: lean.gzip,
    approvalRules: lean.left,
    withoutMessages: gzipBytes(silent),
    meta: gzipBytes(meta),
  };
}

/**
 * Every rule module with `messages: {}`: what the entry would weigh if its messages lived elsewhere.
 * @type {import('esbuild').Plugin}
 */
const emptyMessages = {
  name: 'empty-messages',
  setup(builder) {
    builder.onLoad({ filter: /core[\\/]dist[\\/]rules[\\/][^\\/]+[\\/][^\\/.]+\.js$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      return { contents: withEmptyMessages(await readFile(args.path, 'utf8')), loader: 'js' };
    });
  },
};

/**
 * The module's text with the object after `messages: ` replaced by `{}` (braces matched outside strings), or,
 * in a rule made by a factory (`maxLengthRule`), the string after `message: ` replaced by `''`.
 * @param {string} source
 * @returns {string}
 */
export function withEmptyMessages(source) {
  const start = source.indexOf('messages: {');
  if (start === -1) return source.replace(/\bmessage:\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/, "message: ''");
  let depth = 0;
  /** @type {string | undefined} */
  let quote;
  for (let index = start + 'messages: '.length; index < source.length; index += 1) {
    const character = source[index];
    if (quote !== undefined) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = undefined;
    } else if (character === "'" || character === '"' || character === '`') quote = character;
    else if (character === '{') depth += 1;
    else if (character === '}') {
      depth -= 1;
      if (depth === 0) return `${source.slice(0, start)}messages: {}${source.slice(index + 1)}`;
    }
  }
  return source;
}

/**
 * What a lean entry would weigh: the whole entry with the rule registry cut down to the rules of the
 * platform's own specification (every rule whose `source` is `spec`). For sizing only.
 * @returns {Promise<{ gzip: number, left: number }>}
 */
async function withoutApprovalRules() {
  /** @type {{ rules: readonly { id: string, source: string }[] }} */
  const core = await import(new URL('../packages/core/dist/index.js', import.meta.url).href);
  const kept = core.rules.filter((rule) => rule.source !== 'approval').map((rule) => rule.id);
  const camel = (/** @type {string} */ id) => id.replace(/-([a-z])/g, (_, letter) => String(letter).toUpperCase());
  const registry = [
    ...kept.map((id) => `import { ${camel(id)} } from './${id}/${id}.js';`),
    `export const rules = [${kept.map(camel).join(', ')}];`,
  ].join('\n');
  /** @type {import('esbuild').Plugin} */
  const leanRegistry = {
    name: 'lean-registry',
    setup(builder) {
      builder.onLoad({ filter: /core[\\/]dist[\\/]rules[\\/]index\.js$/ }, (args) => ({ contents: registry, resolveDir: args.path.replace(/[\\/]index\.js$/, ''), loader: 'js' }));
    },
  };
  return { gzip: gzipBytes(await bundledCode(budgets[0]?.entry ?? '', [leanRegistry])), left: core.rules.length - kept.length };
}

/** The locales a frontend imports one of beside core (issue 22), by code and subpath. */
export const LOCALE_SUBPATHS = ['pt-BR', 'es', 'hi', 'id'];

/**
 * What one locale adds to a frontend's bundle of core: the whole entry with the locale's subpath, minus the
 * whole entry alone, beside the locale's own module bundled alone (gzip bytes; minified bytes in brackets).
 * @returns {Promise<string>}
 */
export async function localeFigures() {
  const whole = budgets[0]?.entry ?? '';
  const base = await bundledCode(whole);
  const lines = [];
  for (const code of LOCALE_SUBPATHS) {
    const withLocale = await bundledCode(`${whole}\nexport * from '@templint/core/locales/${code}';`);
    const alone = await bundledCode(`export * from '@templint/core/locales/${code}';`);
    lines.push(
      `  ${code}: adds ${String(gzipBytes(withLocale) - gzipBytes(base))} B gzip (${String(withLocale.length - base.length)} B minified); alone ${String(gzipBytes(alone))} B gzip (${String(alone.length)} B minified)`,
    );
  }
  return `The whole entry and one locale (@templint/core/locales/<code>):\n${lines.join('\n')}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Piped into `head`, which leaves early: the figures asked for are printed, the rest is not an error.
  process.stdout.on('error', (error) => {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  try {
    const measurements = await measureBudgets();
    console.log(formatMeasurements(measurements));
    console.log(await breakdown());
    console.log(await localeFigures());
    if (measurements.some((m) => !m.withinBudget)) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  }
}
