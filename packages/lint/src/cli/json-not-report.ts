// `-o` writes a report over an earlier report, or over any text, as ESLint does; but never over JSON that is
// no report (a catalog, a names list, an account snapshot, package.json): a run may depend on such a file,
// and the report would replace it whole.
import type { CliFileSystem } from './file-system.js';
import { MAX_SETTINGS_FILE_BYTES } from '../read/read-settings-file.js';
import { readRegularFile } from '../read/read-file.js';

/** How templint's JSON reports start: `-f json` and `-f sarif` (`[]`, a run of no file, is checked whole). */
const REPORT_OPENINGS = ['[{"filePath":', '{"version":"2.1.0"'];

/** Enough of a file's start to tell: the longest opening, after a byte-order mark and blank space. */
const LOOKED_AT = 64;

/**
 * True when the file at `path` starts as JSON (`{` or `[` after blank space) and not as one of templint's
 * reports. Read by the one bounded reader, no further than a settings file may be: a larger file is no
 * settings file a run reads. A missing or unreadable file is false (the write says why it fails).
 */
export function holdsJsonThatIsNoReport(fs: CliFileSystem, path: string): boolean {
  const read = readRegularFile(fs, path, { maxBytes: MAX_SETTINGS_FILE_BYTES });
  if (typeof read === 'string') return false;
  const start = new TextDecoder().decode(read.bytes.subarray(0, LOOKED_AT)).replace(/^\uFEFF?\s*/, '');
  if (!start.startsWith('{') && !start.startsWith('[')) return false;
  // An empty list loses nothing, whether an earlier report of no file or a list of no names.
  if (start.trimEnd() === '[]') return false;
  return !REPORT_OPENINGS.some((opening) => start.startsWith(opening));
}
