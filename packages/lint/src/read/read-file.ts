import { constants } from 'node:fs';
import { errorCodeOf, readBoundedFile } from '@templint/core/internal';
import type { CliFileSystem, FileStats } from '../cli/file-system.js';

/** The calls a read makes: the CLI's file system (faults injected in tests) or node:fs. */
export type ReadFileSystem = Pick<CliFileSystem, 'openSync' | 'fstatSync' | 'readSync' | 'closeSync'>;

/** A file read whole, with the stats it had when read (compared again before --fix writes it). */
export interface ReadFile {
  readonly bytes: Uint8Array;
  readonly stats: FileStats;
}

/**
 * The most templint reads of a file it lints (named or found by a walk): a larger one is a fatal problem
 * for that file, the others still linted. JSON.parse cannot take a text much past 512 MiB at all, and a
 * template file is a few kilobytes; the bound keeps a stray export or disk image from taking the run's memory.
 */
export const MAX_LINTED_FILE_BYTES: number = 256 * 1024 * 1024;

/**
 * What Node.js puts in a folder listing for a byte of a file name that is not UTF-8 (a name from an old
 * Latin-1 system, `lat\xe9.json`): such a name cannot be opened again as read, so it reads as missing.
 */
const LOST_BYTE = '\uFFFD';
const NAME_NOT_UTF8 = 'Cannot read the file: its name is not valid UTF-8 (shown with \u{FFFD}), and Node.js cannot open it by that name; rename it.';

/** How a caller bounds a read and words a refusal. */
export interface ReadLimits {
  /** Refuse a file larger than this many bytes (read no further than one byte past it). */
  readonly maxBytes?: number;
  /** What the file is for, ending the "not a regular file" message: `linted` by default. */
  readonly use?: string;
}

/**
 * Reads a regular file. Anything else named `*.json` (a FIFO, a device such as `/dev/zero`, a socket)
 * is refused before a byte is read: a FIFO would block the run forever and a device never ends. The
 * file is opened without blocking and checked through its own descriptor, so what is checked is what is
 * read. Returns a message (for a fatal problem) when the file cannot be read.
 */
export function readRegularFile(fs: ReadFileSystem, path: string, limits: ReadLimits = {}): ReadFile | string {
  const calls = {
    openToRead: (file: string) => fs.openSync(file, constants.O_RDONLY | constants.O_NONBLOCK),
    fstatSync: (fd: number) => fs.fstatSync(fd),
    readSync: (fd: number, buffer: Uint8Array, offset: number, length: number, position: null) => fs.readSync(fd, buffer, offset, length, position),
    closeSync: (fd: number) => {
      fs.closeSync(fd);
    },
  };
  const maxBytes = limits.maxBytes ?? Number.POSITIVE_INFINITY;
  const read = readBoundedFile(calls, path, maxBytes);
  switch (read.kind) {
    case 'read':
      return { bytes: read.bytes, stats: read.stats };
    case 'failed':
      return errorCodeOf(read.error) === 'ENOENT' && path.includes(LOST_BYTE) ? NAME_NOT_UTF8 : `Cannot read the file (${errorCodeOf(read.error)}).`;
    case 'directory':
      return 'Cannot read the file: it is a directory.';
    case 'not-regular':
      return `Not a regular file (${kindOf(read.stats)}): only regular files are ${limits.use ?? 'linted'}.`;
    case 'too-large':
      return `The file is larger than ${sizeOf(maxBytes)}, the most templint reads from it.`;
  }
}

function kindOf(stats: FileStats): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}

function sizeOf(bytes: number): string {
  const mebibytes = bytes / 1024 / 1024;
  return Number.isInteger(mebibytes) ? `${String(mebibytes)} MiB` : `${String(bytes)} bytes`;
}
