import { parse as parseWithLocations } from '@humanwhocodes/momoa';
import { lineAndColumn } from '../syntax/line-column.js';
import { cleanParseMessage } from '../syntax/parse-message.js';
import { decodeUtf8 } from './decode-utf8.js';
import * as nodeFs from 'node:fs';
import { readRegularFile, type ReadFileSystem } from './read-file.js';

import { MAX_SETTINGS_FILE_BYTES } from '@templint/core/internal';

export { MAX_SETTINGS_FILE_BYTES };

const NODE_FS: ReadFileSystem = {
  openSync: (path, flags) => nodeFs.openSync(path, flags),
  fstatSync: (fd) => nodeFs.fstatSync(fd),
  readSync: (fd, buffer, offset, length, position) => nodeFs.readSync(fd, buffer, offset, length, position),
  closeSync: (fd) => {
    nodeFs.closeSync(fd);
  },
};

/** A settings file's JSON value and its text, or what makes it unreadable (a sentence, for a fatal problem). */
export type SettingsFile = { readonly value: unknown; readonly text: string } | { readonly problem: string };

/**
 * The one reader of every settings file templint reads (the config, a catalog, existing names, Flow ids,
 * `--config`, the ESLint plugin's catalog setting): a regular file only (a FIFO would block the run, a
 * device such as `/dev/zero` never ends: both are refused before a byte is read), at most
 * `MAX_SETTINGS_FILE_BYTES`, UTF-8 (a byte-order mark allowed), and JSON.
 */
export function readSettingsFile(path: string, fs: ReadFileSystem = NODE_FS): SettingsFile {
  const read = readRegularFile(fs, path, { maxBytes: MAX_SETTINGS_FILE_BYTES, use: 'read as settings' });
  if (typeof read === 'string') return { problem: asClause(read) };
  const decoded = decodeUtf8(read.bytes);
  if ('problem' in decoded) return { problem: asClause(decoded.problem.message) };
  const text = decoded.text.startsWith('\uFEFF') ? decoded.text.slice(1) : decoded.text;
  try {
    return { value: JSON.parse(text) as unknown, text };
  } catch (error) {
    return { problem: `not valid JSON (${withLineAndColumn((error as Error).message, text)})` };
  }
}

/** The parser's message with its offset ("at position 36") said as a line and column, as an editor shows them. */
function withLineAndColumn(message: string, text: string): string {
  // "Unexpected end of JSON input" says where: at the end.
  if (!/ at position \d+/u.test(message)) return message.startsWith('Unexpected end') ? message : (locatedByMomoa(text) ?? message);
  return message.replace(/ at position (\d+)(?: \(line \d+ column \d+\))?/u, (_, offset: string) => {
    const { line, column } = lineAndColumn(text, Number(offset));
    return ` at line ${String(line)}, column ${String(column)}`;
  });
}

/** A sentence as the clause settings messages end with ("file: field: problem"): lower case, no full stop. */
function asClause(sentence: string): string {
  const clause = sentence.endsWith('.') ? sentence.slice(0, -1) : sentence;
  return clause.charAt(0).toLowerCase() + clause.slice(1);
}

/**
 * Where momoa (the parser the linted files are read with) finds the text's first mistake, in its words:
 * for an unexpected token (a `//` comment, an unquoted word) V8 gives no position, only an excerpt of the
 * file, several lines of it as they are.
 */
function locatedByMomoa(text: string): string | undefined {
  try {
    parseWithLocations(text, { mode: 'json' });
  } catch (error) {
    const { line, column, message } = error as { line?: unknown; column?: unknown; message?: unknown };
    if (typeof line !== 'number' || typeof column !== 'number' || typeof message !== 'string') return undefined;
    // The position is said once, in templint's words.
    const said = cleanParseMessage(message);
    return `${said.endsWith('.') ? said.slice(0, -1) : said} at line ${String(line)}, column ${String(column)}`;
  }
  return undefined;
}
