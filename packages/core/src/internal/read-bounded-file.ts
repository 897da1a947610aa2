// The one bounded read of a file, for every templint tool that reads files (the CLI's inputs and settings,
// the ESLint plugin's settings, the sandbox's catalog): a regular file only, refused before a byte is read
// otherwise (a FIFO would block, a device such as /dev/zero never ends), and no further than one byte past
// a limit. Free of node:fs (core stays browser-safe): the caller hands in its file-system calls, and words
// the outcome itself.

/** What a read needs to know of a file: what it is, and its size. */
export interface FileKind {
  isFile(): boolean;
  isDirectory(): boolean;
  readonly size: number;
}

/** The calls a bounded read makes (node:fs's synchronous ones). */
export interface BoundedReadCalls<Stats extends FileKind> {
  /** Opens for reading without waiting (node: `openSync(path, O_RDONLY | O_NONBLOCK)`): a FIFO must not block. */
  openToRead(path: string): number;
  fstatSync(fd: number): Stats;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: null): number;
  closeSync(fd: number): void;
}

/** A bounded read's outcome: the bytes and the stats read through the same descriptor, or why not. */
export type BoundedRead<Stats extends FileKind> =
  | { readonly kind: 'read'; readonly bytes: Uint8Array; readonly stats: Stats }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'directory' }
  | { readonly kind: 'not-regular'; readonly stats: Stats }
  | { readonly kind: 'too-large' };

/** Reads a regular file whole, up to `maxBytes`; what is checked is what is read (one descriptor). */
export function readBoundedFile<Stats extends FileKind>(calls: BoundedReadCalls<Stats>, path: string, maxBytes: number = Number.POSITIVE_INFINITY): BoundedRead<Stats> {
  let fd: number;
  try {
    fd = calls.openToRead(path);
  } catch (error) {
    return { kind: 'failed', error };
  }
  try {
    const stats = calls.fstatSync(fd);
    if (stats.isDirectory()) return { kind: 'directory' };
    if (!stats.isFile()) return { kind: 'not-regular', stats };
    const bytes = stats.size > maxBytes ? undefined : readAll(calls, fd, stats.size, maxBytes);
    return bytes === undefined ? { kind: 'too-large' } : { kind: 'read', bytes, stats };
  } catch (error) {
    return { kind: 'failed', error };
  } finally {
    calls.closeSync(fd);
  }
}

/**
 * Reads to the end (a file may grow while read: keep reading past the size first seen), or undefined once
 * it holds more than `maxBytes`.
 */
function readAll(calls: Pick<BoundedReadCalls<FileKind>, 'readSync'>, fd: number, size: number, maxBytes: number): Uint8Array | undefined {
  // One byte more than the size seen, so the read that finds the end needs no larger buffer.
  let buffer = new Uint8Array(size + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      const larger = new Uint8Array(buffer.length * 2);
      larger.set(buffer);
      buffer = larger;
    }
    const read = calls.readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) return buffer.subarray(0, length);
    length += read;
    if (length > maxBytes) return undefined;
  }
}

/** The error code of a failed call (`ENOENT`), else its message. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { readonly code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}
