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
  const { target, existing } = whatIsAt(fs, path);
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

/** The path a link leads to and what is there; the path itself and nothing when nothing is there yet. */
function whatIsAt(fs: CliFileSystem, path: string): { readonly target: string; readonly existing: FileStats | undefined } {
  try {
    const target = fs.realpathSync(path);
    return { target, existing: fs.statSync(target) };
  } catch {
    return { target: path, existing: undefined };
  }
}

/** Writes `bytes` into what is at `path` (a device, a FIFO): opened for writing, as it is. */
function writeThrough(fs: CliFileSystem, path: string, bytes: Uint8Array): string | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path, constants.O_WRONLY);
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
