// Builds the playground (packages/playground) into packages/playground/dist: index.html, playground.css
// and ONE classic script bundled and minified by esbuild, so the page works opened from that folder
// (file://: no ES module loading across files, no server). The starter templates are every file of
// examples/valid, put into the bundle here. It bundles the packages' built dist/ as any frontend would:
// run `tsc -b` first (`pnpm run playground:build` does).
//
// Run: npx tsc -b && node scripts/build-playground.mjs
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import process from 'node:process';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PACKAGE = `${ROOT}packages/playground/`;
/** Where the built site goes. */
export const PLAYGROUND_DIST = `${PACKAGE}dist/`;

/**
 * The starter templates: every examples/valid file, its text as written (the page names each in its
 * language: packages/playground/src/locales/).
 * @returns {{ id: string, text: string }[]}
 */
export function readStarters() {
  const folder = `${ROOT}examples/valid/`;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const id = name.slice(0, -'.json'.length);
      return { id, text: readFileSync(folder + name, 'utf8') };
    });
}

/**
 * Builds the site into `outdir` and measures the script.
 * @param {{ outdir?: string }} [options]
 * @returns {Promise<{ outdir: string, scriptBytes: number, gzipBytes: number, shares: Record<string, number> }>}
 */
export async function buildPlayground({ outdir = PLAYGROUND_DIST } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: [`${PACKAGE}src/main.ts`],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { TEMPLINT_STARTERS: JSON.stringify(readStarters()) },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]?.contents ?? new Uint8Array();
  writeFileSync(`${outdir}playground.js`, script);
  copyFileSync(`${PACKAGE}src/index.html`, `${outdir}index.html`);
  copyFileSync(`${PACKAGE}src/playground.css`, `${outdir}playground.css`);
  return { outdir, scriptBytes: script.byteLength, gzipBytes: gzipSync(script, { level: 9 }).byteLength, shares: shares(result.metafile) };
}

/**
 * The minified bytes each part of the bundle brings: templint's packages (with the JSON parser lint
 * uses for fix positions), the editor (CodeMirror and its Lezer parser), the starters, the page's code.
 * @param {import('esbuild').Metafile} metafile
 * @returns {Record<string, number>}
 */
function shares(metafile) {
  /** @type {Record<string, number>} */
  const bytes = { templint: 0, editor: 0, starters: 0, page: 0 };
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const part = /packages\/(core|lint|preview)\/|@humanwhocodes\+momoa/.test(input)
        ? 'templint'
        : /node_modules/.test(input)
          ? 'editor'
          : input.includes('TEMPLINT_STARTERS')
            ? 'starters'
            : 'page';
      bytes[part] = (bytes[part] ?? 0) + bytesInOutput;
    }
  }
  return bytes;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { scriptBytes, gzipBytes, shares: parts } = await buildPlayground();
    const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(`build-playground: wrote packages/playground/dist/ (playground.js ${kb(scriptBytes)} minified, ${kb(gzipBytes)} gzipped)`);
    console.log(`build-playground: minified, templint ${kb(parts.templint ?? 0)}, editor ${kb(parts.editor ?? 0)}, starters ${kb(parts.starters ?? 0)}, page ${kb(parts.page ?? 0)}`);
  } catch (error) {
    const errors = /** @type {{ errors?: { text: string, location?: { file: string, line: number } | null }[] }} */ (error).errors;
    if (!errors) throw error;
    for (const item of errors) console.error(`build-playground: ${item.location ? `${item.location.file}:${String(item.location.line)}: ` : ''}${item.text}`);
    console.error('build-playground: did `npx tsc -b` run first? The playground bundles the packages\' dist/.');
    process.exit(1);
  }
}
