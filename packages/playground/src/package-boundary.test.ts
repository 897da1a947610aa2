// The playground runs in a browser tab: it loads core, the text library and the preview (it shows the
// message as the recipient sees it), never the CLI, the HTTP client (with valibot), the sandbox or a Node
// built-in. esbuild follows every import from the sources and lists each file it read.
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** Every file the playground's entry loads, relative to the repository root, and the Node built-ins it asks for. */
async function playgroundInputs(): Promise<{ inputs: string[]; builtins: string[] }> {
  const builtins: string[] = [];
  const result = await build({
    entryPoints: [new URL('main.ts', import.meta.url).pathname],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    conditions: ['@templint/source'],
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'node-builtins',
        setup(builder) {
          builder.onResolve({ filter: /^node:/ }, (args) => {
            builtins.push(args.path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return { inputs: Object.keys(result.metafile.inputs), builtins };
}

const FORBIDDEN: readonly (readonly [string, RegExp])[] = [
  ["lint's CLI", /^packages\/lint\/src\/cli\//],
  ['the client', /^packages\/client\//],
  ['the sandbox', /^packages\/sandbox\//],
  ['valibot', /(^|\/)node_modules\/(\.pnpm\/)?valibot[@/]/],
];

describe("the playground's imports", () => {
  test('reach core, the text library and the preview, and nothing of the CLI, the client, the sandbox, valibot or Node', async () => {
    const { inputs, builtins } = await playgroundInputs();
    // The checks below would pass on an empty list: first make sure the walk saw what the playground uses.
    expect(inputs).toContain('packages/core/src/index.ts');
    expect(inputs).toContain('packages/lint/src/text.ts');
    expect(inputs).toContain('packages/preview/src/index.ts');
    const found = FORBIDDEN.flatMap(([what, pattern]) => inputs.filter((input) => pattern.test(input)).map((input) => `${what}: ${input}`));
    expect(found).toEqual([]);
    expect(builtins).toEqual([]);
  });

  test('the check above finds a forbidden input where there is one', () => {
    const [cli, client, sandbox, valibot] = FORBIDDEN.map(([, pattern]) => pattern);
    expect(cli?.test('packages/lint/src/cli/run.ts')).toBe(true);
    expect(client?.test('packages/client/src/index.ts')).toBe(true);
    expect(sandbox?.test('packages/sandbox/src/server.ts')).toBe(true);
    expect(valibot?.test('node_modules/.pnpm/valibot@1.5.0_typescript@6.0.3/node_modules/valibot/dist/index.js')).toBe(true);
    expect(cli?.test('packages/lint/src/text.ts')).toBe(false);
  });
});
