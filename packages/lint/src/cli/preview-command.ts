// `templint preview`: a standalone HTML page per file, every request of it shown as the recipient sees
// it (@templint/preview), its diagnostics marked on the preview and listed beside it with their line and
// column in the file.
import { basename, relative, resolve, sep } from 'node:path';
import { createValidator, defaultCatalog } from '@templint/core';
import { UsageError, type PreviewArgs } from './args.js';
import { chooseLocale } from './choose-locale.js';
import { resolveSettings } from './config.js';
import { decodeUtf8 } from '../read/decode-utf8.js';
import { nodeFileSystem, realPathOr } from './file-system.js';
import { MAX_LINTED_FILE_BYTES, readRegularFile } from '../read/read-file.js';
import type { CliIo } from './cli-io.js';
import { previewPage } from './preview-page.js';
import { PREVIEW_USAGE } from './usage.js';
import { linkEscapeOf } from './link-escape.js';
import { writeNamedFile } from './write-whole-file.js';
import { writeFailureText } from './write-failure.js';
import { readStandardInput } from './standard-input.js';
import { MAX_NAME_BYTES, withinBytes } from './temporary-name.js';
import { terminalSafe } from '@templint/core/internal';

/** Runs `templint preview`: 0 when every page was written, 2 when a file could not be read or a page written. */
export async function runPreview(args: PreviewArgs, io: CliIo): Promise<number> {
  if (args.help) {
    io.stdout.write(PREVIEW_USAGE);
    return 0;
  }
  if (args.files.length === 0) throw new UsageError('preview needs a file: templint preview <file>... [-o <out.html>]');
  if (args.files.length > 1 && args.outputFile === undefined) throw new UsageError('preview of several files needs -o <directory> for their pages');
  const settings = resolveSettings({ config: args.config, catalog: args.catalog }, io.cwd);
  // The page's language as the lint run's: --locale, else the environment's when templint ships it.
  const locale = await chooseLocale(args.locale, io.env);
  const validator = createValidator({ ...settings.validateOptions, locale });
  const catalog = settings.validateOptions.catalog ?? defaultCatalog;
  const fs = io.fs ?? nodeFileSystem;
  let code = 0;
  // `-` is standard input, as for the lint command: shown as <stdin>, its page stdin.html among several.
  const paths = args.files.map((file) => (file === STDIN ? STDIN_PATH : resolve(io.cwd, file)));
  const names = pageNames(io.cwd, paths);
  // A page is never written over a file it shows (`preview t.json -o t.json` replaced the template).
  const shown = new Set(paths.flatMap((path) => [path, realPathOr(fs, path)]));
  const done = new Set<string>();
  for (const [index, file] of args.files.entries()) {
    const path = paths[index] ?? resolve(io.cwd, file);
    // A file named twice gets its one page once.
    if (done.has(path)) continue;
    done.add(path);
    const read = path === STDIN_PATH ? await readStandardInput(io) : readRegularFile(fs, path, { maxBytes: MAX_LINTED_FILE_BYTES });
    const decoded = typeof read === 'string' ? undefined : decodeUtf8(read.bytes);
    if (typeof read === 'string' || decoded === undefined || 'problem' in decoded) {
      io.stderr.write(`templint: ${terminalSafe(file)}: ${typeof read === 'string' ? read : (decoded && 'problem' in decoded ? decoded.problem.message : '')}\n`);
      code = 2;
      continue;
    }
    const page = previewPage(path === STDIN_PATH ? '<stdin>' : relative(io.cwd, path) || path, decoded.text, validator, catalog, args.theme, locale.code);
    if (args.outputFile === undefined) {
      io.stdout.write(page);
      continue;
    }
    const target = args.files.length === 1 ? resolve(io.cwd, args.outputFile) : resolve(io.cwd, args.outputFile, names.get(path) ?? `${pageStem(io.cwd, path)}.html`);
    if (shown.has(target) || shown.has(realPathOr(fs, target))) {
      io.stderr.write(`templint: not writing the preview over "${terminalSafe(relative(io.cwd, target) || target)}": it is a file to preview; name another -o.\n`);
      code = 2;
      continue;
    }
    // A page name templint made in the -o folder is not written through a link that leads outside the working
    // directory (found by QA: a committed `previews/a.html -> ../../.ssh/authorized_keys` was overwritten), as
    // --fix is not; a file named with -o itself is written through its link, as -o's report is.
    const escape = args.files.length === 1 ? undefined : linkEscapeOf(fs, target, io.cwd);
    if (escape !== undefined) {
      io.stderr.write(`templint: not writing the preview through "${terminalSafe(relative(io.cwd, target) || target)}": a symbolic link takes it outside the working directory (to ${terminalSafe(escape)}); remove the link or name another -o.\n`);
      code = 2;
      continue;
    }
    const failure = await writeNamedFile(fs, target, page);
    const shownTarget = relative(io.cwd, target) || target;
    if (failure !== undefined) {
      io.stderr.write(`templint: cannot write the preview to "${terminalSafe(shownTarget)}"${terminalSafe(writeFailureText(fs, io.cwd, shownTarget, failure))}.\n`);
      code = 2;
    } else io.stderr.write(`templint: wrote ${terminalSafe(shownTarget)}\n`);
  }
  return code;
}

/**
 * Each file's page name, unique among them, so no page overwrites another: a name two files would share
 * (`a/x.json` and `a_x.json`, or files outside the working folder with one base name) gets `-2`, `-3`, ...
 */
function pageNames(cwd: string, paths: readonly string[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const path of paths) {
    if (names.has(path)) continue;
    const stem = pageStem(cwd, path);
    let name = pageName(stem, '');
    for (let number = 2; taken.has(name); number += 1) name = pageName(stem, `-${String(number)}`);
    taken.add(name);
    names.set(path, name);
  }
  return names;
}

/**
 * `${stem}${suffix}.html` within the 255 bytes a file name may hold, the stem's start dropped when it is
 * longer: a file deep in folders gave a page name of its whole path, which no file system takes
 * (ENAMETOOLONG, no page). The end is kept, the file's own name.
 */
function pageName(stem: string, suffix: string): string {
  const ending = `${suffix}.html`;
  return `${withinBytes(stem, MAX_NAME_BYTES - Buffer.byteLength(ending), 'end')}${ending}`;
}

/** `templates/welcome.json` becomes `templates_welcome` (its page `templates_welcome.html`): pages of files with one name do not collide. */
function pageStem(cwd: string, path: string): string {
  if (path === STDIN_PATH) return 'stdin';
  const shown = relative(cwd, path).startsWith('..') ? basename(path) : relative(cwd, path);
  return shown.replace(/\.json$/u, '').split(sep).join('_');
}

const STDIN = '-';
/** Standard input among the paths: a NUL, which no file name holds, keeps it apart from every file. */
const STDIN_PATH = '\0stdin';
