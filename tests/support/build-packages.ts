// vitest globalSetup for the projects whose tests run built output (the templint and sandbox bins, ESLint
// loading the plugin, the playground bundle, the packed packages, the scripts that read core's dist/):
// builds what the root `build` script builds, but only when it is missing or older than its sources.
// So `vitest run` on a fresh clone needs no manual build, and after the `test` script's own build the
// check is one walk over the sources. Test files are left out of the walk: no built output runs them.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The packages Node itself loads in tests; `tsc -b` on the build roots builds every one (references). */
const PACKAGES = ['core', 'client', 'sandbox', 'preview', 'lint', 'eslint-plugin'] as const;
const BUILD_ROOTS = ['packages/lint', 'packages/eslint-plugin', 'packages/sandbox'] as const;
const CLI_BUNDLE = join(ROOT, 'packages/lint/dist/cli/run.bundle.js');

function modified(path: string): number {
  return existsSync(path) ? statSync(path).mtimeMs : Number.NEGATIVE_INFINITY;
}

function isTestFile(name: string): boolean {
  return /\.test(-support)?\.ts$/.test(name);
}

/** The newest modification among a package's compiled sources and its tsconfig. */
function newestSource(name: string): number {
  const folder = join(ROOT, 'packages', name);
  let newest = Math.max(modified(join(folder, 'tsconfig.json')), modified(join(ROOT, 'tsconfig.base.json')));
  for (const entry of readdirSync(join(folder, 'src'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !isTestFile(entry.name)) newest = Math.max(newest, modified(join(entry.parentPath, entry.name)));
  }
  return newest;
}

function buildInfo(name: string): string {
  return join(ROOT, '.tsbuild', `${name}.tsbuildinfo`);
}

function isStale(name: string): boolean {
  return !existsSync(join(ROOT, 'packages', name, 'dist/index.js')) || newestSource(name) > modified(buildInfo(name));
}

function run(script: string, args: readonly string[]): void {
  execFileSync(process.execPath, [join(ROOT, script), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
}

export default function buildPackages(): void {
  if (PACKAGES.some(isStale)) {
    try {
      run('node_modules/typescript/bin/tsc', ['-b', ...BUILD_ROOTS]);
    } catch (error) {
      // A type error still emits (tsc -b does), so the tests run and say what they see; `pnpm test`'s
      // own `tsc -b` step is where type errors fail the run.
      const output = (error as { stdout?: Buffer }).stdout?.toString() ?? String(error);
      console.warn(`build-packages: tsc -b reported errors; testing what it emitted.\n${output}`);
    }
  }
  // The bundle inlines the CLI and every package of ours it imports.
  if (modified(CLI_BUNDLE) < Math.max(...PACKAGES.map((name) => modified(buildInfo(name))))) {
    run('scripts/bundle-cli.mjs', []);
  }
}
