// `templint catalog pull`: the account's lookup lists through @templint/client, written as a catalog
// file that diffs well. The API key comes from the environment only (never a flag: a flag lands in shell
// history and process lists), and is never printed or written.
import { resolve } from 'node:path';
import { createClient, TemplintClientError, type CatalogMapping, type UnmappedName } from '@templint/client';
import { defaultCatalog, type Catalog } from '@templint/core';
import { UsageError, type CatalogPullArgs } from './args.js';
import { readCatalogMapping } from './config.js';
import { nodeFileSystem, type CliFileSystem } from './file-system.js';
import { readSettingsFile } from '../read/read-settings-file.js';
import type { CliIo } from './cli-io.js';
import { CATALOG_PULL_USAGE } from './usage.js';
import { writeNamedFile } from './write-whole-file.js';
import { terminalSafe, terminalSafeLines } from '@templint/core/internal';

/** The environment variable that holds the API key. */
export const API_KEY_VARIABLE = 'TEMPLINT_API_KEY';

/** Runs `templint catalog pull`; 0 when the catalog was written, 2 when it could not be fetched or written. */
export async function runCatalogPull(args: CatalogPullArgs, io: CliIo): Promise<number> {
  if (args.help) {
    io.stdout.write(CATALOG_PULL_USAGE);
    return 0;
  }
  if (args.baseUrl === undefined) throw new UsageError('catalog pull needs --base-url <url>, the API\'s base URL; run "templint catalog pull --help"');
  const mapping = readCatalogMapping(args.config, io.cwd);
  const pulled = await pullCatalog(args.baseUrl, io, mapping);
  if (typeof pulled === 'string') {
    io.stderr.write(terminalSafeLines(pulled));
    return 2;
  }
  io.stderr.write(terminalSafeLines(describeUnmapped(pulled.unmapped)));
  const text = catalogJson(pulled.catalog);
  if (args.out === undefined) {
    io.stdout.write(text);
    return 0;
  }
  const fs = io.fs ?? nodeFileSystem;
  if (!mayWriteCatalogAt(fs, resolve(io.cwd, args.out))) {
    io.stderr.write(`templint: not writing the catalog over "${terminalSafe(args.out)}": the file there is not a catalog (a JSON object of lookup lists); it is left as it is. Name another --out, or delete it first.\n`);
    return 2;
  }
  const failure = await writeNamedFile(fs, resolve(io.cwd, args.out), text);
  if (failure !== undefined) {
    io.stderr.write(`templint: cannot write the catalog to "${args.out}" (${failure}).\n`);
    return 2;
  }
  io.stderr.write(`templint: wrote the catalog to ${args.out}.\n`);
  return 0;
}

/** The lists a catalog file has (`templateTypes`, `categories`, ...): the catalog's own keys. */
const CATALOG_LISTS: ReadonlySet<string> = new Set(Object.keys(defaultCatalog));

/**
 * Whether `--out` may write at `path`: nothing is there, or a catalog (a JSON object with one of the
 * catalog's lists), as an earlier pull wrote it. A template, the config or anything else there (a folder, a
 * FIFO, a file too large to be a catalog) is someone's, never replaced by a pull: a mistyped
 * `--out templint.config.json` replaced the config whole.
 */
function mayWriteCatalogAt(fs: CliFileSystem, path: string): boolean {
  try {
    // Nothing there, or an empty file, takes the catalog; a path that cannot be reached: the write says why.
    if (fs.statSync(path).size === 0) return true;
  } catch {
    return true;
  }
  const read = readSettingsFile(path, fs);
  return !('problem' in read) && isCatalogShaped(read.value);
}

/** A JSON object with one of the catalog's lists. */
function isCatalogShaped(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).some((key) => CATALOG_LISTS.has(key));
}

/** The account's catalog and the names that fell back, or a message for standard error. */
export async function pullCatalog(
  baseUrl: string,
  io: Pick<CliIo, 'env' | 'fetch'>,
  mapping: CatalogMapping | undefined,
): Promise<{ catalog: Catalog; unmapped: readonly UnmappedName[] } | string> {
  const apiKey = io.env[API_KEY_VARIABLE];
  if (!apiKey) return `templint: set ${API_KEY_VARIABLE} to your API key to pull the catalog (it is read from the environment only).\n`;
  let client;
  try {
    client = createClient({ baseUrl, apiKey, ...(mapping ? { catalogMapping: mapping } : {}), ...(io.fetch ? { fetch: io.fetch } : {}) });
  } catch (error) {
    // The client's option errors never echo the URL or the key.
    return `templint: --base-url: ${error instanceof Error ? error.message : String(error)}\n`;
  }
  try {
    return await client.getMappedCatalog();
  } catch (error) {
    if (error instanceof TemplintClientError) return `templint: could not pull the catalog: ${error.message}\n`;
    throw error;
  }
}

/** One line per name the mapping does not know, with the kind it fell back to and how to map it. */
export function describeUnmapped(unmapped: readonly UnmappedName[]): string {
  if (unmapped.length === 0) return '';
  const lines = unmapped.map(
    (name) => `  ${name.list}: id ${String(name.id)} ${JSON.stringify(name.name)} fell back to "${name.fellBackTo}"`,
  );
  const example = unmapped[0];
  const hint = example ? `{ "catalogMapping": { "${example.list}": { ${JSON.stringify(example.name)}: "<kind>" } } }` : '';
  return `templint: ${String(unmapped.length)} lookup name${unmapped.length === 1 ? '' : 's'} the mapping does not know (rules that need their kind will not run on them):\n${lines.join('\n')}\nMap them in templint.config.json, for example ${hint} (docs/client.md lists the kinds).\n`;
}

/** The catalog as pretty JSON that diffs well: lists sorted by id, keys sorted. */
export function catalogJson(catalog: Catalog): string {
  return `${JSON.stringify(sortedJson(catalog), null, 2)}\n`;
}

function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(sortedJson);
    // Lists of entries by id; anything else keeps its order.
    if (items.every((item) => typeof (item as { id?: unknown } | null)?.id === 'number')) {
      items.sort((a, b) => (a as { id: number }).id - (b as { id: number }).id);
    }
    return items;
  }
  if (typeof value === 'object' && value !== null) {
    const sorted: Record<string, unknown> = {};
    // Defined, not assigned: an own `__proto__` key is written back as a key, never set as the prototype.
    for (const key of Object.keys(value).sort()) Object.defineProperty(sorted, key, { value: sortedJson((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
    return sorted;
  }
  return value;
}
