// The plugin runs inside every ESLint process and editor: it must load templint's rules and the text
// library, never the CLI, the HTTP client (with valibot) or the preview. esbuild follows every import from
// the sources, ours and our dependencies' alike, and lists each file it read.
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** Every file the plugin's entry loads, relative to the repository root. */
async function pluginInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: [new URL('index.ts', import.meta.url).pathname],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['@templint/source'],
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

const FORBIDDEN: readonly (readonly [string, RegExp])[] = [
  ["lint's CLI", /^packages\/lint\/src\/cli\//],
  ['the client', /^packages\/client\//],
  ['the preview', /^packages\/preview\//],
  ['valibot', /(^|\/)node_modules\/(\.pnpm\/)?valibot[@/]/],
];

describe("the plugin's imports", () => {
  test('reach core and the text library, and nothing of the CLI, the client, the preview or valibot', async () => {
    const inputs = await pluginInputs();
    // The check below would pass on an empty list: first make sure the walk saw what the plugin does use.
    expect(inputs).toContain('packages/core/src/index.ts');
    expect(inputs).toContain('packages/lint/src/index.ts');
    expect(inputs.some((input) => input.includes('node_modules/') && input.includes('@eslint/json'))).toBe(true);
    const found = FORBIDDEN.flatMap(([what, pattern]) => inputs.filter((input) => pattern.test(input)).map((input) => `${what}: ${input}`));
    expect(found).toEqual([]);
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
