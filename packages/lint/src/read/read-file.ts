import { constants } from 'node:fs';
import { errorCode, type CliFileSystem, type FileStats } from './file-system.js';

/** A file read whole, with the stats it had when read (compared again before --fix writes it). */
export interface ReadFile {
  readonly bytes: Uint8Array;
  readonly stats: FileStats;
}

/**
 * Reads a regular file. Anything else named `*.json` (a FIFO, a device such as `/dev/zero`, a socket)
 * is refused before a byte is read: a FIFO would block the run forever and a device never ends. The
 * file is opened without blocking and checked through its own descriptor, so what is checked is what is
 * read. Returns a message (for a fatal problem) when the file cannot be read.
 */
export function readRegularFile(fs: CliFileSystem, path: string): ReadFile | string {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    fd = fs.openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return `Cannot read the file (${errorCode(error)}).`;
  }
  try {
    const stats = fs.fstatSync(fd);
    if (stats.isDirectory()) return 'Cannot read the file: it is a directory.';
    if (!stats.isFile()) return `Not a regular file (${kindOf(stats)}): only regular files are linted.`;
    return { bytes: readAll(fs, fd, stats.size), stats };
  } catch (error) {
    return `Cannot read the file (${errorCode(error)}).`;
  } finally {
    fs.closeSync(fd);
  }
}

/** Reads to the end (a file may grow while read: keep reading past the size first seen). */
function readAll(fs: CliFileSystem, fd: number, size: number): Uint8Array {
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
  }
}

function kindOf(stats: FileStats): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}
