import { constants } from 'node:fs';
import { dirname } from 'node:path';
import { temporaryPathFor } from './temporary-name.js';
import { closeQuietly, errorCode, removeQuietly, writeAll, type CliFileSystem, type FileStats } from './file-system.js';

/**
 * Writes a new file (a report, a catalog, a preview page, a config) in one piece; the error code when it
 * cannot. A missing folder on the way is created, as ESLint does for `-o`. Replacing a regular file goes
 * through a temporary file in the same folder, flushed and renamed over it (keeping its mode), so a full
 * disk or a kill leaves the old file whole, never a truncated one (issue 21); through a symbolic link, the
 * file it names is replaced and the link stays. What is not a regular file (`/dev/null`, a FIFO) is written
 * through, as ESLint writes it: renaming over it replaced the device with a file. `exclusive` refuses to
 * replace anything (`EEXIST`) and removes what it wrote when the write fails. On any failure no temporary
 * file is left.
 */
export function writeWholeFile(fs: CliFileSystem, path: string, text: string, exclusive = false): string | undefined {
  const bytes = Buffer.from(text, 'utf8');
  try {
    fs.mkdirSync(dirname(path));
  } catch (error) {
    return errorCode(error);
  }
  if (exclusive) return writeNew(fs, path, bytes);
  const { target, existing, linkToNothing } = whatIsAt(fs, path);
  // The link stays: the file it names is made through it (it replaced the link with a file).
  if (linkToNothing) return writeThrough(fs, path, bytes, constants.O_CREAT | constants.O_TRUNC);
  if (existing?.isDirectory()) return 'EISDIR';
  if (existing && !existing.isFile()) return writeThrough(fs, target, bytes);
  const temporary = temporaryPathFor(target);
  const failure = writeNew(fs, temporary, bytes, existing?.mode);
  if (failure !== undefined) return failure;
  try {
    fs.renameSync(temporary, target);
    return undefined;
  } catch (error) {
    removeQuietly(fs, temporary);
    return errorCode(error);
  }
}

/**
 * writeWholeFile for a file the user names (`-o`, `preview -o`, `catalog pull --out`): a FIFO there (`mkfifo`,
 * `-o >(gzip > report.gz)`) is opened off the main thread, so a run waiting for a reader that never comes
 * still ends on SIGINT or SIGTERM (found by QA: only SIGKILL ended it), as ESLint's does.
 */
export async function writeNamedFile(fs: CliFileSystem, path: string, text: string): Promise<string | undefined> {
  const { target, existing } = whatIsAt(fs, path);
  if (!existing?.isFIFO()) return writeWholeFile(fs, path, text);
  let fd: number | undefined;
  try {
    fd = await fs.openAsync(target, constants.O_WRONLY);
    writeAll(fs, fd, Buffer.from(text, 'utf8'));
    fs.closeSync(fd);
    return undefined;
  } catch (error) {
    if (fd !== undefined) closeQuietly(fs, fd);
    return errorCode(error);
  }
}

interface WhatIsAt {
  /** The path a link leads to, or the path itself. */
  readonly target: string;
  readonly existing: FileStats | undefined;
  /** A symbolic link to a file not made yet. */
  readonly linkToNothing?: boolean;
}

/**
 * What is at `path`. A link whose end has no path (`/dev/stdout` in a pipeline leads to `pipe:[…]`, and so
 * does `/dev/fd/63` of `>(…)`) is the pipe, written through at the path (found by QA: it was taken for
 * nothing, and the report renamed over `/dev/stdout`).
 */
function whatIsAt(fs: CliFileSystem, path: string): WhatIsAt {
  try {
    const target = fs.realpathSync(path);
    return { target, existing: fs.statSync(target) };
  } catch {
    try {
      return { target: path, existing: fs.statSync(path) };
    } catch {
      return { target: path, existing: undefined, linkToNothing: isLink(fs, path) };
    }
  }
}

function isLink(fs: CliFileSystem, path: string): boolean {
  try {
    return fs.lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Writes `bytes` into what is at `path` (a device, a FIFO, a link's new file): opened for writing, as it is. */
function writeThrough(fs: CliFileSystem, path: string, bytes: Uint8Array, flags = 0): string | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path, constants.O_WRONLY | flags, 0o666);
    writeAll(fs, fd, bytes);
    fs.closeSync(fd);
    return undefined;
  } catch (error) {
    if (fd !== undefined) closeQuietly(fs, fd);
    return errorCode(error);
  }
}

/**
 * Creates `path` (O_EXCL: never through a file someone else made) with `bytes`, flushed, with the mode of
 * the file it replaces when it replaces one; removed again on failure.
 */
function writeNew(fs: CliFileSystem, path: string, bytes: Uint8Array, mode?: number): string | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o666);
  } catch (error) {
    return errorCode(error);
  }
  try {
    if (mode !== undefined) fs.fchmodSync(fd, mode & 0o7777);
    writeAll(fs, fd, bytes);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    return undefined;
  } catch (error) {
    closeQuietly(fs, fd);
    removeQuietly(fs, path);
    return errorCode(error);
  }
}
