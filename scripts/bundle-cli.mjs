// Bundles what Node loads at start-up into one module each, so Node reads one file instead of some 150:
// - the CLI's work (packages/lint/dist/cli/run.js with @templint/core inlined) into dist/cli/run.bundle.js
//   (`templint examples/`: about 100 ms unbundled, 70 ms bundled, against 50 ms for `node -e 0`). The bin
//   always runs the bundle (cli/main.ts), so what the tests run is what the published package runs;
// - the ESLint plugin (packages/eslint-plugin/dist/index.js with @templint/core and the text library
//   inlined) into its dist/index.bundle.js, the file its package.json exports: importing it then costs
//   little more than importing @eslint/json (`pnpm bench`, section e).
// Run after `tsc -b`: the root `build`, `test`, `bench` and `examples` scripts do.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const common = /** @type {const} */ ({ bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });

// The worker of `--concurrency` is bundled the same way, beside it (run.ts starts lint-worker.bundle.js).
for (const name of ['run', 'lint-worker']) {
  await build({
    ...common,
    entryPoints: [fileURLToPath(new URL(`../packages/lint/dist/cli/${name}.js`, import.meta.url))],
    outfile: fileURLToPath(new URL(`../packages/lint/dist/cli/${name}.bundle.js`, import.meta.url)),
    // momoa, diff and picomatch stay what package.json says they are: dependencies installed beside the CLI.
    external: ['@humanwhocodes/momoa', 'diff', 'picomatch'],
  });
}

// The plugin's entry and its engine (loaded by the entry on first use) share core's code through chunks;
// the chunks of an earlier build go first, so no stale one is packed.
rmSync(fileURLToPath(new URL('../packages/eslint-plugin/dist/chunks/', import.meta.url)), { recursive: true, force: true });
await build({
  ...common,
  entryPoints: {
    'index.bundle': fileURLToPath(new URL('../packages/eslint-plugin/dist/index.js', import.meta.url)),
    'engine.bundle': fileURLToPath(new URL('../packages/eslint-plugin/dist/engine.js', import.meta.url)),
  },
  outdir: fileURLToPath(new URL('../packages/eslint-plugin/dist/', import.meta.url)),
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // ESLint and @eslint/json are peers: the config must register the user's own `json` plugin object.
  external: ['@eslint/json', 'eslint'],
});
