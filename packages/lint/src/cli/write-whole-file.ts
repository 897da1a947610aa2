import { constants } from 'node:fs';
import { dirname } from 'node:path';
import { errorCode, writeAll, type CliFileSystem } from './file-system.js';

/**
 * Writes a new file (a report, a catalog, a preview page, a config) in one piece, replacing any file of
 * that name; the error code when it cannot. `exclusive` refuses to replace one (`EEXIST`). A missing
 * folder on the way is created, as ESLint does for `-o`.
 */
export function writeWholeFile(fs: CliFileSystem, path: string, text: string, exclusive = false): string | undefined {
  let fd: number | undefined;
  try {
    fs.mkdirSync(dirname(path));
    const flags = constants.O_WRONLY | constants.O_CREAT | (exclusive ? constants.O_EXCL : constants.O_TRUNC);
    fd = fs.openSync(path, flags, 0o666);
    writeAll(fs, fd, Buffer.from(text, 'utf8'));
    return undefined;
  } catch (error) {
    return errorCode(error);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
