// The sandbox's catalog file, read as the CLI and the ESLint plugin read settings files: a regular file only
// (a FIFO would block start-up, a device such as /dev/zero never ends: both refused before a byte is read),
// at most MAX_SETTINGS_FILE_BYTES, UTF-8. (The sandbox cannot import the CLI's reader: the CLI's tests
// depend on the sandbox.)
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { MAX_SETTINGS_FILE_BYTES } from '@templint/core/internal';

/** The file's text, or why it cannot be read (a clause: "not a regular file (a FIFO)"). */
export function readCatalogFile(path: string): { readonly text: string } | { readonly problem: string } {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { problem: `cannot read the file (${codeOf(error)})` };
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return { problem: 'cannot read the file: it is a folder' };
    if (!stats.isFile()) return { problem: 'not a regular file: only regular files are read as a catalog' };
    const tooLarge = { problem: `the file is larger than ${String(MAX_SETTINGS_FILE_BYTES / 1024 / 1024)} MiB, the most the sandbox reads from it` };
    if (stats.size > MAX_SETTINGS_FILE_BYTES) return tooLarge;
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(stats.size + 1, 1024), MAX_SETTINGS_FILE_BYTES + 1));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      length += read;
      // A file may grow while it is read.
      if (length > MAX_SETTINGS_FILE_BYTES) return tooLarge;
    }
    try {
      return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(Buffer.concat(chunks, length)) };
    } catch {
      return { problem: 'not valid UTF-8' };
    }
  } catch (error) {
    return { problem: `cannot read the file (${codeOf(error)})` };
  } finally {
    closeSync(fd);
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'an error';
}
