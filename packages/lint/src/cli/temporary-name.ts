import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** The most bytes a file name may have on Linux, macOS and Windows file systems (NAME_MAX). */
export const MAX_NAME_BYTES = 255;

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

/**
 * The end of `text` that fits in `bytes` bytes of UTF-8, cut before a whole code point (never inside a
 * UTF-16 pair or a UTF-8 sequence): `text` itself when it fits. For a name built from a path, whose end
 * (the file's own name) says most.
 */
export function endWithinBytes(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  const characters = Array.from(text);
  let used = 0;
  let start = characters.length;
  while (start > 0) {
    const size = Buffer.byteLength(characters[start - 1] ?? '');
    if (used + size > bytes) break;
    used += size;
    start -= 1;
  }
  return characters.slice(start).join('');
}
