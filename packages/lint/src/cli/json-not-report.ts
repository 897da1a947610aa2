// `-o` writes a report over an earlier report, or over any text, as ESLint does; but never over JSON that is
// no report (a catalog, a names list, an account snapshot, package.json): a run may depend on such a file,
// and the report would replace it whole.
import { constants } from 'node:fs';
import type { CliFileSystem } from './file-system.js';

/** How templint's JSON reports start: `-f json` and `-f sarif` (`[]`, a run of no file, is checked whole). */
const REPORT_OPENINGS = ['[{"filePath":', '{"version":"2.1.0"'];

/** Enough of a file's start to tell: the longest opening, after a byte-order mark and blank space. */
const LOOKED_AT = 64;

/**
 * True when the file at `path` starts as JSON (`{` or `[` after blank space) and not as one of templint's
 * reports. Reads at most `LOOKED_AT` bytes; a missing or unreadable file is false (the write says why it fails).
 */
export function holdsJsonThatIsNoReport(fs: CliFileSystem, path: string): boolean {
  let start: string;
  try {
    const fd = fs.openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      if (!fs.fstatSync(fd).isFile()) return false;
      const bytes = new Uint8Array(LOOKED_AT);
      const read = fs.readSync(fd, bytes, 0, LOOKED_AT, 0);
      start = new TextDecoder().decode(bytes.subarray(0, read)).replace(/^\uFEFF?\s*/, '');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return false;
  }
  if (!start.startsWith('{') && !start.startsWith('[')) return false;
  // An empty list loses nothing, whether an earlier report of no file or a list of no names.
  if (start.trimEnd() === '[]') return false;
  return !REPORT_OPENINGS.some((opening) => start.startsWith(opening));
}
