import { constants } from 'node:fs';
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
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    fd = fs.openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return `Cannot read the file (${codeOf(error)}).`;
  }
  try {
    const stats = fs.fstatSync(fd);
    if (stats.isDirectory()) return 'Cannot read the file: it is a directory.';
    if (!stats.isFile()) return `Not a regular file (${kindOf(stats)}): only regular files are ${limits.use ?? 'linted'}.`;
    const maxBytes = limits.maxBytes ?? Number.POSITIVE_INFINITY;
    const bytes = stats.size > maxBytes ? undefined : readAll(fs, fd, stats.size, maxBytes);
    if (bytes === undefined) return `The file is larger than ${sizeOf(maxBytes)}, the most templint reads from it.`;
    return { bytes, stats };
  } catch (error) {
    return `Cannot read the file (${codeOf(error)}).`;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Reads to the end (a file may grow while read: keep reading past the size first seen), or undefined once
 * it holds more than `maxBytes`.
 */
function readAll(fs: ReadFileSystem, fd: number, size: number, maxBytes: number): Uint8Array | undefined {
  // One byte more than the size seen, so the read that finds the end needs no larger buffer.
  let buffer = new Uint8Array(size + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      const larger = new Uint8Array(buffer.length * 2);
      larger.set(buffer);
      buffer = larger;
    }
    const read = fs.readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) return buffer.subarray(0, length);
    length += read;
    if (length > maxBytes) return undefined;
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

function codeOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}
