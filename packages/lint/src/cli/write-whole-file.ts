import { constants } from 'node:fs';
import { dirname } from 'node:path';
import { temporaryPathFor } from './temporary-name.js';
import { closeQuietly, errorCode, removeQuietly, writeAll, type CliFileSystem } from './file-system.js';

/**
 * Writes a new file (a report, a catalog, a preview page, a config) in one piece; the error code when it
 * cannot. A missing folder on the way is created, as ESLint does for `-o`. Replacing a file goes through a
 * temporary file in the same folder, flushed and renamed over it, so a full disk or a kill leaves the old
 * file whole, never a truncated one (issue 21). `exclusive` refuses to replace one (`EEXIST`) and removes
 * what it wrote when the write fails. On any failure no temporary file is left.
 */
export function writeWholeFile(fs: CliFileSystem, path: string, text: string, exclusive = false): string | undefined {
  const bytes = Buffer.from(text, 'utf8');
  try {
    fs.mkdirSync(dirname(path));
  } catch (error) {
    return errorCode(error);
  }
  if (exclusive) return writeNew(fs, path, bytes);
  const temporary = temporaryPathFor(path);
  const failure = writeNew(fs, temporary, bytes);
  if (failure !== undefined) return failure;
  try {
    fs.renameSync(temporary, path);
    return undefined;
  } catch (error) {
    removeQuietly(fs, temporary);
    return errorCode(error);
  }
}

/** Creates `path` (O_EXCL: never through a file someone else made) with `bytes`, flushed; removed again on failure. */
function writeNew(fs: CliFileSystem, path: string, bytes: Uint8Array): string | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o666);
  } catch (error) {
    return errorCode(error);
  }
  try {
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
