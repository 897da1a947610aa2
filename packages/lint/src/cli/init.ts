// `templint init`: a first config, with `files` globs for the folders that already hold templates, and
// the account's catalog when a key and URL are given.
import { relative, resolve, sep } from 'node:path';
import type { InitArgs } from './args.js';
import { catalogJson, describeUnmapped, pullCatalog } from './catalog-pull.js';
import { DEFAULT_CONFIG_FILE } from './config.js';
import { decodeUtf8 } from '../read/decode-utf8.js';
import { createProject } from './project.js';
import { nodeFileSystem, type CliFileSystem } from './file-system.js';
import { expandInputs } from './files.js';
import { holdsCreateRequests } from './holds-create-requests.js';
import { MAX_LINTED_FILE_BYTES, readRegularFile } from '../read/read-file.js';
import type { CliIo } from './cli-io.js';
import { INIT_USAGE } from './usage.js';
import { writeWholeFile } from './write-whole-file.js';
import { terminalSafeLines } from '@templint/core/internal';

/** Where `init` writes the pulled catalog. */
export const CATALOG_FILE = 'templint.catalog.json';

/** The `files` of a project with no template yet. */
const DEFAULT_FILES: readonly string[] = ['templates/**/*.json'];

/** Runs `templint init`: 0 when the config (and catalog) was written, 2 otherwise; never overwrites a file. */
export async function runInit(args: InitArgs, io: CliIo): Promise<number> {
  if (args.help) {
    io.stdout.write(INIT_USAGE);
    return 0;
  }
  const fs = io.fs ?? nodeFileSystem;
  const configPath = resolve(io.cwd, DEFAULT_CONFIG_FILE);
  if (exists(fs, configPath)) {
    io.stderr.write(`templint: ${DEFAULT_CONFIG_FILE} already exists here; init does not overwrite it.\n`);
    return 2;
  }
  const catalogPath = resolve(io.cwd, CATALOG_FILE);
  // Checked before the pull: a catalog already here is the user's, and nothing is written or fetched.
  if (args.baseUrl !== undefined && exists(fs, catalogPath)) {
    io.stderr.write(
      `templint: ${CATALOG_FILE} already exists here; init does not overwrite it. Pull a fresh one with \`templint catalog pull --base-url ${args.baseUrl} --out ${CATALOG_FILE}\`, or run init without --base-url.\n`,
    );
    return 2;
  }
  const config: { files: string[]; catalog?: string } = { files: templateGlobs(io.cwd, fs) };
  if (args.baseUrl !== undefined) {
    const pulled = await pullCatalog(args.baseUrl, io, undefined);
    if (typeof pulled === 'string') {
      io.stderr.write(terminalSafeLines(pulled));
      return 2;
    }
    io.stderr.write(terminalSafeLines(describeUnmapped(pulled.unmapped)));
    const failure = writeWholeFile(fs, catalogPath, catalogJson(pulled.catalog), true);
    if (failure !== undefined) {
      io.stderr.write(`templint: cannot write ${CATALOG_FILE} (${failure}).\n`);
      return 2;
    }
    config.catalog = CATALOG_FILE;
  }
  const failure = writeWholeFile(fs, configPath, `${JSON.stringify(config, null, 2)}\n`, true);
  if (failure !== undefined) {
    io.stderr.write(`templint: cannot write ${DEFAULT_CONFIG_FILE} (${failure}).\n`);
    return 2;
  }
  io.stdout.write(`Wrote ${DEFAULT_CONFIG_FILE} (files: ${config.files.join(', ')}).\n`);
  if (config.catalog) io.stdout.write(`Wrote ${CATALOG_FILE}, your account's catalog; pull it again with \`templint catalog pull --base-url ${args.baseUrl ?? '<url>'} --out ${CATALOG_FILE}\`.\n`);
  else io.stdout.write(`The bundled example catalog is used until you pull yours: TEMPLINT_API_KEY=... templint catalog pull --base-url <url> --out ${CATALOG_FILE}, then add "catalog": "${CATALOG_FILE}" to the config.\n`);
  return 0;
}

/**
 * `files` globs that match exactly the JSON files holding create requests now: a folder whose JSON files
 * (below it too) are all templates gets one glob for all of them (`templates/` + `**` + `/*.json`), a folder that mixes them gets its templates
 * named one by one, and its subfolders are looked at the same way. The walk skips what a lint run skips
 * (the default ignores and .gitignore), so the config never makes a lint report a file that is not a
 * template (package.json, an i18n file, a generated folder). The default when none is found.
 */
function templateGlobs(cwd: string, fs: CliFileSystem): string[] {
  const project = createProject({ cwd, fs, config: undefined, lookup: false, commandLine: { rules: {} }, ignorePatterns: [], ignore: true });
  const root: Folder = { templates: 0, others: 0, files: [], folders: new Map() };
  for (const input of expandInputs(['.'], cwd, fs, project.filterFor)) {
    if (input.kind !== 'file' || !input.path.endsWith('.json')) continue;
    const read = readRegularFile(fs, input.path, { maxBytes: MAX_LINTED_FILE_BYTES });
    const decoded = typeof read === 'string' ? undefined : decodeUtf8(read.bytes);
    const template = decoded !== undefined && !('problem' in decoded) && holdsCreateRequests(decoded.text);
    const parts = relative(cwd, input.path).split(sep);
    const name = parts.pop() ?? '';
    let folder = root;
    const count = (at: Folder): void => {
      if (template) at.templates += 1;
      else at.others += 1;
    };
    count(folder);
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (next === undefined) {
        next = { templates: 0, others: 0, files: [], folders: new Map() };
        folder.folders.set(part, next);
      }
      folder = next;
      count(folder);
    }
    folder.files.push({ name, template });
  }
  const globs = folderGlobs(root, '');
  return globs.length === 0 ? [...DEFAULT_FILES] : globs.sort();
}

/** The JSON files found in a folder and below it. */
interface Folder {
  templates: number;
  others: number;
  readonly files: { readonly name: string; readonly template: boolean }[];
  readonly folders: Map<string, Folder>;
}

function folderGlobs(folder: Folder, path: string): string[] {
  if (folder.templates === 0) return [];
  if (folder.others === 0 && path !== '') return [`${path}/**/*.json`];
  const prefix = path === '' ? '' : `${path}/`;
  const globs = folder.files.filter((file) => file.template).map((file) => `${prefix}${file.name}`);
  for (const [name, child] of folder.folders) globs.push(...folderGlobs(child, `${prefix}${name}`));
  return globs;
}

function exists(fs: CliFileSystem, path: string): boolean {
  try {
    fs.statSync(path);
    return true;
  } catch {
    return false;
  }
}
