// The plugin runs inside every ESLint process and editor: it must load templint's rules and the text
// library, never the CLI, the HTTP client (with valibot) or the preview. esbuild follows every import from
// the sources, ours and our dependencies' alike, and lists each file it read.
import { build, type Metafile } from 'esbuild';
import { describe, expect, test } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** esbuild's record of bundling an entry of the plugin (its package entry, or the engine it loads on the first file). */
async function bundle(entry: 'index.ts' | 'engine.ts', external: string[] = []): Promise<Metafile> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['@templint/source'],
    external,
    outfile: 'entry.js',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return result.metafile;
}

/** Every file an entry loads, relative to the repository root (esbuild visits re-exports it then leaves out, too). */
async function pluginInputs(entry: 'index.ts' | 'engine.ts'): Promise<string[]> {
  return Object.keys((await bundle(entry)).inputs);
}

/** The files whose code an entry's bundle holds (ESLint's JSON language is the user's, not in it). */
async function bundledInputs(entry: 'index.ts' | 'engine.ts'): Promise<string[]> {
  return Object.values((await bundle(entry, ['@eslint/json'])).outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([file]) => file));
}

const FORBIDDEN: readonly (readonly [string, RegExp])[] = [
  ["lint's CLI", /^packages\/lint\/src\/cli\//],
  ['the client', /^packages\/client\//],
  ['the preview', /^packages\/preview\//],
  ['valibot', /(^|\/)node_modules\/(\.pnpm\/)?valibot[@/]/],
];

describe("the plugin's imports", () => {
  test('reach core and the text library, and nothing of the CLI, the client, the preview or valibot', async () => {
    const entry = await pluginInputs('index.ts');
    const inputs = [...entry, ...(await pluginInputs('engine.ts'))];
    // The check below would pass on an empty list: first make sure the walk saw what the plugin does use.
    expect(inputs).toContain('packages/core/src/index.ts');
    expect(inputs).toContain('packages/lint/src/index.ts');
    expect(entry.some((input) => input.includes('node_modules/') && input.includes('@eslint/json'))).toBe(true);
    const found = FORBIDDEN.flatMap(([what, pattern]) => inputs.filter((input) => pattern.test(input)).map((input) => `${what}: ${input}`));
    expect(found).toEqual([]);
  });

  test("the package entry, which ESLint imports in every run, loads core's rule manifest and no rule or validator code", async () => {
    const entry = await bundledInputs('index.ts');
    expect(entry).toContain('packages/core/src/rules/manifest.ts');
    expect((await bundledInputs('engine.ts')).filter((input) => input.startsWith('packages/core/src/validator/'))).not.toEqual([]);
    expect(entry.filter((input) => /^packages\/core\/src\/(rules\/[^/]+\/|validator\/|model\/)/.test(input))).toEqual([]);
    expect(entry).not.toContain('packages/lint/src/index.ts');
  });

  test('the check above finds a forbidden input where there is one', () => {
    const [cli, client, preview, valibot] = FORBIDDEN.map(([, pattern]) => pattern);
    expect(cli?.test('packages/lint/src/cli/run.ts')).toBe(true);
    expect(client?.test('packages/client/src/index.ts')).toBe(true);
    expect(preview?.test('packages/preview/dist/index.js')).toBe(true);
    expect(valibot?.test('node_modules/.pnpm/valibot@1.5.0_typescript@6.0.3/node_modules/valibot/dist/index.js')).toBe(true);
    expect(cli?.test('packages/lint/src/lint-text.ts')).toBe(false);
  });
});
