import { constants } from 'node:fs';
import { dirname } from 'node:path';
import { temporaryPathFor } from './temporary-name.js';
import { closeQuietly, errorCode, removeQuietly, writeAll, type CliFileSystem } from './file-system.js';
import type { ReadFile } from '../read/read-file.js';

/**
 * Replaces a file's content as write-file-atomic does: the new bytes go to a temporary file in the same
 * folder (so the rename stays on one file system), with the original's mode (and owner, where we may set
 * it), flushed to disk, then renamed over the original, and the folder flushed. Readers see the old file
 * or the new one, never half of either. Right before the rename the original is compared with what was
 * read (size, modification time, then content): an edit saved meanwhile is kept and the fix is not
 * written. On any failure the original is untouched and the temporary file removed. A symbolic link is
 * followed, so the link stays a link. Returns undefined when written, else a message for the user.
 */
export function writeFileAtomic(fs: CliFileSystem, path: string, bytes: Uint8Array, read: ReadFile): string | undefined {
  let target: string;
  try {
    target = fs.realpathSync(path);
  } catch (error) {
    return `Cannot write the fixed file (${errorCode(error)}); the file is unchanged.`;
  }
  try {
    // A read-only file stays as it is, as ESLint's write would leave it: the rename alone would replace it.
    fs.canWriteSync(target);
  } catch (error) {
    return `Cannot write the fixed file (${errorCode(error)}); the file is unchanged.`;
  }
  const temporary = temporaryPathFor(target);
  let fd: number | undefined;
  try {
    // O_EXCL: never write through a file that someone else made under this name.
    fd = fs.openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  } catch (error) {
    // A writable file in a folder that is not (found by QA: "EACCES" alone named no culprit; ESLint writes such a file in place).
    if (errorCode(error) === 'EACCES') return 'Cannot write the fixed file (EACCES): its folder is not writable, and templint writes a fixed file beside it first, so a failure never leaves half a file; the file is unchanged.';
    return `Cannot write the fixed file (${errorCode(error)}); the file is unchanged.`;
  }
  try {
    writeAll(fs, fd, bytes);
    if (process.getuid?.() === 0 && (read.stats.uid !== 0 || read.stats.gid !== 0)) fs.fchownSync(fd, read.stats.uid, read.stats.gid);
    // After chown, which may clear set-id bits.
    fs.fchmodSync(fd, read.stats.mode & 0o7777);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    if (changedSinceRead(fs, target, read)) {
      removeQuietly(fs, temporary);
      return 'The file changed after templint read it: the fixes were not written (run --fix again).';
    }
    fs.renameSync(temporary, target);
  } catch (error) {
    if (fd !== undefined) closeQuietly(fs, fd);
    removeQuietly(fs, temporary);
    return `Cannot write the fixed file (${errorCode(error)}); the file is unchanged.`;
  }
  flushDirectory(fs, dirname(target));
  return undefined;
}

/** True when the file's size, modification time or content differ from what was read. */
function changedSinceRead(fs: CliFileSystem, path: string, read: ReadFile): boolean {
  const stats = fs.statSync(path);
  if (stats.size !== read.stats.size || stats.mtimeMs !== read.stats.mtimeMs) return true;
  // A same-size save within the clock's resolution keeps size and time: compare the bytes.
  const fd = fs.openSync(path, constants.O_RDONLY);
  try {
    const now = new Uint8Array(read.bytes.length + 1);
    let length = 0;
    for (;;) {
      const count = fs.readSync(fd, now, length, now.length - length, null);
      if (count === 0) break;
      length += count;
      if (length === now.length) return true;
    }
    return length !== read.bytes.length || !Buffer.from(now.buffer, 0, length).equals(read.bytes);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes the rename itself durable; a folder that cannot be flushed (some file systems) is no failure. */
function flushDirectory(fs: CliFileSystem, directory: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(directory, constants.O_RDONLY);
    fs.fsyncSync(fd);
  } catch {
    // The file is written and renamed; only its durability across a power cut is less certain.
  } finally {
    if (fd !== undefined) closeQuietly(fs, fd);
  }
}
