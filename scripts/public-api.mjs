// The exported names of each package's main entry and public subpaths (values and types), read by the TypeScript compiler
// from the sources, as a user's editor sees them. The README lists them between markers;
// `pnpm docs:update` writes the lists and tests/public-api.test.ts fails when they are stale.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Package name (or public subpath) to its entry's source file. */
export const ENTRIES = {
  '@templint/core': 'packages/core/src/index.ts',
  '@templint/core/meta': 'packages/core/src/meta.ts',
  '@templint/core/model': 'packages/core/src/model.ts',
  '@templint/core/locales': 'packages/core/src/locales/index.ts',
  '@templint/core/locale': 'packages/core/src/locale/define-locale.ts',
  '@templint/lint': 'packages/lint/src/index.ts',
  '@templint/lint/cli': 'packages/lint/src/cli.ts',
  '@templint/eslint-plugin': 'packages/eslint-plugin/src/index.ts',
  '@templint/client': 'packages/client/src/index.ts',
  '@templint/sandbox': 'packages/sandbox/src/index.ts',
  '@templint/preview': 'packages/preview/src/index.ts',
};

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Every package's exported names, sorted.
 * @returns {Record<string, string[]>}
 */
export function publicApi() {
  const files = Object.values(ENTRIES).map((file) => ROOT + file);
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    customConditions: ['@templint/source'],
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  /** @type {Record<string, string[]>} */
  const result = {};
  for (const [name, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(ROOT + file);
    const symbol = source && checker.getSymbolAtLocation(source);
    result[name] = symbol ? checker.getExportsOfModule(symbol).map((item) => item.name).sort() : [];
  }
  return result;
}

/**
 * The README's markers around one package's list.
 * @param {string} name
 */
export function apiMarkers(name) {
  return { start: `<!-- api:${name}:start -->`, end: `<!-- api:${name}:end -->` };
}

/**
 * The list's text: the names as inline code, comma-separated.
 * @param {readonly string[]} names
 */
export function renderApi(names) {
  return names.map((name) => `\`${name}\``).join(', ');
}

/**
 * `readme` with every package's list written between its markers (markers that are missing are left so).
 * @param {string} readme
 * @param {Record<string, string[]>} api
 */
export function writeApiLists(readme, api) {
  let text = readme;
  for (const [name, names] of Object.entries(api)) {
    const { start, end } = apiMarkers(name);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from === -1 || to < from) continue;
    text = `${text.slice(0, from + start.length)}\n${renderApi(names)}\n${text.slice(to)}`;
  }
  return text;
}
