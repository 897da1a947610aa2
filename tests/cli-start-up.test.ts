// A lint run (a pre-commit hook's, on a file or two) loads what linting needs and nothing more: the other
// commands (with the HTTP client, valibot and the preview), the locales other than the run's and jsdiff are
// loaded when asked for (docs/performance.md, the CLI at the sizes of real repositories). The CLI is bundled
// with the options of scripts/bundle-cli.mjs, from the sources, and the modules the run's entry loads before
// it runs are followed through its static imports; a dynamic import is loaded only when asked for.
import { build, type Metafile } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { cliBundleOptions } from '../scripts/bundle-cli.mjs';

const ROOT = new URL('../', import.meta.url).pathname;

async function metafile(): Promise<Metafile> {
  const { metafile: meta } = await build({ ...cliBundleOptions({ source: true }), absWorkingDir: ROOT, write: false, metafile: true, logLevel: 'silent' });
  return meta;
}

/** The outputs an entry loads before it runs: itself and every chunk it imports statically, transitively. */
function loadedAtStart(meta: Metafile, entry: string): { readonly inputs: Set<string>; readonly externals: Set<string> } {
  const outputs = new Set<string>();
  const externals = new Set<string>();
  const visit = (output: string): void => {
    if (outputs.has(output)) return;
    outputs.add(output);
    for (const imported of meta.outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external === true) externals.add(imported.path);
      else visit(imported.path);
    }
  };
  const start = Object.keys(meta.outputs).find((output) => output.endsWith(`/${entry}.js`));
  if (start) visit(start);
  const inputs = new Set([...outputs].flatMap((output) => Object.entries(meta.outputs[output]?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0).map(([file]) => file)));
  return { inputs, externals };
}

/** Everything the bundle holds anywhere (what a command or locale loads when asked for). */
function bundled(meta: Metafile): Set<string> {
  return new Set(Object.values(meta.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([file]) => file)));
}

const NOT_AT_START: readonly (readonly [string, RegExp])[] = [
  // The config's `catalogMapping` check is the one part of the client a lint run reads.
  ['the client', /^packages\/client\/src\/(?!catalog-mapping-option\.ts$)/],
  ['valibot', /(^|\/)node_modules\/(\.pnpm\/)?valibot[@/]/],
  ['the preview', /^packages\/preview\//],
  ['another command', /^packages\/lint\/src\/cli\/(catalog-pull|init|preview-command|preview-page)\.ts$/],
  ['a translated locale', /^packages\/core\/src\/locales\/(pt-BR|es|hi|id)\.ts$/],
];

describe('what a lint run loads before it lints', () => {
  test.each(['run.bundle', 'lint-worker.bundle'])('%s: the rules and the text library, not the other commands, the client, the preview or the locales it does not speak', async (entry) => {
    const meta = await metafile();
    const { inputs, externals } = loadedAtStart(meta, entry);
    // The checks below would pass on an empty list: first make sure the walk saw what a run does use.
    expect(inputs).toContain('packages/core/src/validator/create-validator.ts');
    expect(inputs).toContain('packages/lint/src/lint-text.ts');
    expect(inputs).toContain('packages/lint/src/cli/lint-file.ts');
    const found = NOT_AT_START.flatMap(([what, pattern]) => [...inputs].filter((input) => pattern.test(input)).map((input) => `${what}: ${input}`));
    expect(found).toEqual([]);
    // jsdiff is loaded by the first diff a run prints (--fix-dry-run), never at start.
    expect([...externals].filter((name) => !name.startsWith('node:')).sort()).toEqual(['@humanwhocodes/momoa', 'picomatch']);
    // Left out at start, yet in the bundle: a run that asks for them loads them.
    const all = bundled(meta);
    expect(all).toContain('packages/core/src/locales/pt-BR.ts');
    expect(all).toContain('packages/lint/src/cli/catalog-pull.ts');
    expect(all).toContain('packages/client/src/client.ts');
    expect([...all].some((input) => input.startsWith('packages/preview/src/'))).toBe(true);
  });

  test('the check above finds what it looks for where it is', () => {
    const [client, valibot, preview, command, locale] = NOT_AT_START.map(([, pattern]) => pattern);
    expect(client?.test('packages/client/src/client.ts')).toBe(true);
    expect(client?.test('packages/client/src/catalog-mapping-option.ts')).toBe(false);
    expect(valibot?.test('node_modules/.pnpm/valibot@1.5.0_typescript@6.0.3/node_modules/valibot/dist/index.js')).toBe(true);
    expect(preview?.test('packages/preview/src/index.ts')).toBe(true);
    expect(command?.test('packages/lint/src/cli/catalog-pull.ts')).toBe(true);
    expect(command?.test('packages/lint/src/cli/lint-file.ts')).toBe(false);
    expect(locale?.test('packages/core/src/locales/hi.ts')).toBe(true);
    expect(locale?.test('packages/core/src/locales/en.ts')).toBe(false);
  });
});
