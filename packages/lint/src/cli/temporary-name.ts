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
  const name = withinBytes(basename(path), room, 'start');
  return join(dirname(path), `.${name}${suffix}`);
}

/**
 * The start or the end of `text` that fits in `bytes` bytes of UTF-8, cut before a whole code point (cutting
 * a UTF-16 pair or a UTF-8 sequence would make the name invalid): `text` itself when it fits. A name built
 * from a path keeps its end (the file's own name says most).
 */
export function withinBytes(text: string, bytes: number, keep: 'start' | 'end'): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  const characters = Array.from(text);
  if (keep === 'end') characters.reverse();
  let used = 0;
  let count = 0;
  for (const character of characters) {
    used += Buffer.byteLength(character);
    if (used > bytes) break;
    count += 1;
  }
  const kept = characters.slice(0, count);
  return (keep === 'end' ? kept.reverse() : kept).join('');
}
