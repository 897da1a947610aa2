import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** The most bytes a file name may have on Linux, macOS and Windows file systems (NAME_MAX). */
const MAX_NAME_BYTES = 255;

/**
 * The temporary file a write goes through before its rename: hidden, beside `path` (so the rename stays on
 * one file system), `.NAME.templint-PID-RANDOM.tmp`, never ending in `.json` (a walk never picks it up).
 * NAME is cut, at a character boundary, so the whole stays within 255 bytes: a 245-character file name
 * could never be fixed when the temporary name was longer than the system allows (ENAMETOOLONG).
 */
export function temporaryPathFor(path: string): string {
  const suffix = `.templint-${String(process.pid)}-${randomBytes(6).toString('hex')}.tmp`;
  const room = MAX_NAME_BYTES - 1 - Buffer.byteLength(suffix);
  let name = basename(path);
  if (Buffer.byteLength(name) > room) {
    // Whole code points only: cutting a UTF-16 pair or a UTF-8 sequence would make the name invalid.
    let bytes = 0;
    let cut = '';
    for (const character of name) {
      bytes += Buffer.byteLength(character);
      if (bytes > room) break;
      cut += character;
    }
    name = cut;
  }
  return join(dirname(path), `.${name}${suffix}`);
}
