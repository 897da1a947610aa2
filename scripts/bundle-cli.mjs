// Bundles what Node loads at start-up into a few modules, so Node reads them instead of some 150 files:
// - the CLI's work (packages/lint/dist/cli/run.js with @templint/core inlined) into dist/cli/run.bundle.js
//   and the chunks it shares with the worker or loads when asked for (`templint examples/`: about 100 ms
//   unbundled, 70 ms bundled, against 50 ms for `node -e 0`). The bin always runs the bundle
//   (cli/main.ts), so what the tests run is what the published package runs;
// - the ESLint plugin (packages/eslint-plugin/dist/index.js with @templint/core and the text library
//   inlined) into its dist/index.bundle.js, the file its package.json exports: importing it then costs
//   little more than importing @eslint/json (`pnpm bench`, section e).
// Run after `tsc -b`: the root `build`, `test`, `bench` and `examples` scripts do.
import { rmSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const common = /** @type {const} */ ({ bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });

// The worker of `--concurrency` is bundled the same way, beside it (run.ts starts lint-worker.bundle.js).
// The two share chunks, and what a lint run does not use (the other commands, with the client and the
// preview; each locale but the run's) is a chunk loaded when asked for: a run on one file loads the least
// (tests/cli-start-up.test.ts bundles with these options and checks what a run loads).
/**
 * The CLI's bundle: its entries (as built JavaScript in dist/, or as sources with `source`) and options.
 * @param {{ source?: boolean }} [options]
 * @returns {import('esbuild').BuildOptions}
 */
export function cliBundleOptions({ source = false } = {}) {
  const entry = (/** @type {string} */ name) => fileURLToPath(new URL(`../packages/lint/${source ? `src/cli/${name}.ts` : `dist/cli/${name}.js`}`, import.meta.url));
  return {
    ...common,
    entryPoints: { 'run.bundle': entry('run'), 'lint-worker.bundle': entry('lint-worker') },
    outdir: fileURLToPath(new URL('../packages/lint/dist/cli/', import.meta.url)),
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // momoa, diff and picomatch stay what package.json says they are: dependencies installed beside the CLI.
    external: ['@humanwhocodes/momoa', 'diff', 'picomatch'],
    ...(source ? { conditions: ['@templint/source'] } : {}),
  };
}

/** Builds every bundle (the chunks of an earlier build go first, so no stale one is packed). */
export async function bundleAll() {
  rmSync(fileURLToPath(new URL('../packages/lint/dist/cli/chunks/', import.meta.url)), { recursive: true, force: true });
  await build(cliBundleOptions());
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
}

// Run as a script (`node scripts/bundle-cli.mjs`), not when a test imports the options.
if (process.argv[1] !== undefined && pathToFileURL(process.argv[1]).href === import.meta.url) await bundleAll();
