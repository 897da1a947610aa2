// Checks what npm users get: packs every package (`pnpm pack`, so `workspace:*` becomes a version, as on
// publish) and checks each tarball:
//   - publint (packaging mistakes: exports to missing files, wrong formats), warnings count as errors;
//   - @arethetypeswrong/cli with the `esm-only` profile: types resolve under TypeScript's node16/nodenext
//     (ESM) and bundler resolution. The profile leaves out `node10` (no `exports` support) and importing
//     from CommonJS: the packages are ESM only, and their READMEs say so;
//   - its own rules: a LICENSE and a README, no `.tsbuildinfo`, every source map's sources inside the
//     tarball, no test files, and declaration files that import only what an install brings (neither
//     publint nor attw looks past the package: a project type-checking with `skipLibCheck: false` does).
// `node scripts/check-packages.mjs` (`pnpm check:packages`) runs after `tsc -b` and the CLI bundle, prints
// one line per package and exits 1 on any problem. The test command runs the same checks as tests
// (tests/packed-install.test.ts, on the tarballs it installs).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The published packages, in dependency order. */
export const PACKAGE_DIRS = ['core', 'lint', 'eslint-plugin', 'client', 'sandbox', 'preview'];
/** Files a package needs that neither publint nor attw can see are needed, by package folder. */
const NEEDED = /** @type {Record<string, string[]>} */ ({
  // The bin runs the esbuild bundle (scripts/bundle-cli.mjs), which no export names.
  lint: ['package/dist/cli/run.bundle.js'],
  // The bin's shim imports dist/main.js, which no export names.
  sandbox: ['package/dist/main.js'],
});
const PNPM = ['-y', 'pnpm@10.34.9'];

/**
 * @typedef {object} PackedPackage
 * @property {string} dir the folder under packages/
 * @property {string} name the package name
 * @property {string} tarball the absolute path of the packed .tgz
 */

/**
 * Packs every package into `destination` with pnpm, as publishing would.
 * @param {string} destination an existing folder
 * @returns {PackedPackage[]}
 */
export function packPackages(destination) {
  // One recursive pack: starting pnpm once per package costs seconds each.
  execFileSync('npx', [...PNPM, '-r', '--filter', './packages/*', 'pack', '--pack-destination', destination], { cwd: ROOT, stdio: 'pipe' });
  return PACKAGE_DIRS.map((dir) => {
    const manifest = /** @type {{ name: string, version: string }} */ (JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8')));
    const tarball = join(destination, `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`);
    if (!existsSync(tarball)) throw new Error(`pnpm pack wrote no ${tarball} for packages/${dir}`);
    return { dir, name: manifest.name, tarball };
  });
}

/**
 * The tarball's files, as paths under `package/`, and a reader for their text.
 * @param {string} tarball
 */
function tarballFiles(tarball) {
  const unpacked = mkdtempSync(join(tmpdir(), 'templint-unpack-'));
  execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
  const files = /** @type {string[]} */ (readdirSync(unpacked, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => posix.join(entry.parentPath.slice(unpacked.length + 1).split('\\').join('/'), entry.name)));
  return {
    files: new Set(files),
    /** @param {string} file */
    read: (file) => readFileSync(join(unpacked, file), 'utf8'),
    dispose: () => rmSync(unpacked, { recursive: true, force: true }),
  };
}

/**
 * What a package's declaration files import that installing the package does not bring: a package it
 * neither depends on nor names as a peer, or a Node built-in (whose types are @types/node's, not a
 * dependency). Each is "Cannot find module" in a user's type check under `skipLibCheck: false`.
 * @param {{ name: string, dependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} manifest
 * @param {Iterable<readonly [string, string]>} declarations each `.d.ts` file's path and text
 * @returns {string[]} problems, empty when every import is brought
 */
export function declarationImportProblems(manifest, declarations) {
  const brought = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const problems = [];
  for (const [file, text] of declarations) {
    const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(text, true, true);
    for (const specifier of [...importedFiles, ...typeReferenceDirectives].map((reference) => reference.fileName)) {
      if (specifier.startsWith('.')) continue;
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) {
        problems.push(`${file} imports ${specifier}: its types are @types/node's, which the package does not depend on`);
        continue;
      }
      const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
      if (!brought.has(name)) problems.push(`${file} imports ${specifier}: ${name} is neither a dependency nor a peer dependency`);
    }
  }
  return problems;
}

/**
 * templint's own tarball rules: what publint and attw do not look at.
 * @param {string} tarball
 * @param {string} dir the package's folder under packages/
 * @returns {string[]} problems, empty when the tarball is fine
 */
export function contentProblems(tarball, dir) {
  const { files, read, dispose } = tarballFiles(tarball);
  try {
    const problems = [];
    for (const needed of ['package/LICENSE', 'package/README.md', 'package/CHANGELOG.md', 'package/package.json', ...(NEEDED[dir] ?? [])]) {
      if (!files.has(needed)) problems.push(`${needed} is missing (build first: tsc -b && node scripts/bundle-cli.mjs)`);
    }
    const manifest = /** @type {{ name: string }} */ (JSON.parse(read('package/package.json')));
    const declarations = [...files].filter((file) => file.endsWith('.d.ts')).map((file) => /** @type {const} */ ([file, read(file)]));
    problems.push(...declarationImportProblems(manifest, declarations));
    for (const file of files) {
      if (file.endsWith('.tsbuildinfo')) problems.push(`${file}: build state is not for users`);
      if (/\.test(-support|-d)?\./.test(file)) problems.push(`${file}: a test file`);
      if (!file.endsWith('.map')) continue;
      const map = /** @type {{ sources?: string[], sourceRoot?: string }} */ (JSON.parse(read(file)));
      for (const source of map.sources ?? []) {
        const resolved = posix.normalize(posix.join(posix.dirname(file), map.sourceRoot ?? '', source));
        if (!files.has(resolved)) problems.push(`${file}: its source ${source} is not in the tarball`);
      }
    }
    return problems;
  } finally {
    dispose();
  }
}

/**
 * publint's messages on a tarball, warnings raised to errors.
 * @param {string} tarball
 * @returns {Promise<string[]>}
 */
export async function publintProblems(tarball) {
  const data = readFileSync(tarball);
  const arrayBuffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
  const { messages, pkg } = await publint({ pack: { tarball: arrayBuffer }, level: 'warning', strict: true });
  return messages.map((message) => `publint ${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
}

/**
 * attw's verdict on a tarball with the esm-only profile.
 * @param {string} tarball
 * @returns {Promise<string[]>} attw's report when it finds a problem, else empty
 */
export async function attwProblems(tarball) {
  const attw = join(ROOT, 'node_modules', '.bin', 'attw');
  try {
    await promisify(execFile)(attw, [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color', '--no-emoji']);
    return [];
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    return [`attw (esm-only profile) found problems:\n${stdout}${stderr}`];
  }
}

/**
 * Every check on every package, packed into a temporary folder.
 * @returns {Promise<Map<string, string[]>>} problems by package name
 */
export async function checkPackages() {
  const destination = mkdtempSync(join(tmpdir(), 'templint-pack-'));
  try {
    const packed = packPackages(destination);
    // attw starts TypeScript in each process: run them side by side.
    const verdicts = await Promise.all(packed.map(({ tarball }) => attwProblems(tarball)));
    const report = new Map();
    for (const [index, { dir, name, tarball }] of packed.entries()) {
      report.set(name, [...contentProblems(tarball, dir), ...(await publintProblems(tarball)), ...(verdicts[index] ?? [])]);
    }
    return report;
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = await checkPackages();
  for (const [name, problems] of report) {
    console.log(problems.length === 0 ? `${name}: publint, attw (esm-only) and tarball contents pass` : `${name}:`);
    for (const problem of problems) console.log(`  ${problem}`);
  }
  if ([...report.values()].some((problems) => problems.length > 0)) process.exitCode = 1;
}

