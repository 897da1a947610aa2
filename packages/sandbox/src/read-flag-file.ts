// A file a sandbox flag names (--catalog, --flow-ids), read as the CLI and the ESLint plugin read settings files: through core's one
// bounded read (a regular file only: a FIFO would block start-up, a device such as /dev/zero never ends;
// both refused before a byte is read), at most MAX_SETTINGS_FILE_BYTES, UTF-8.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { errorCodeOf, MAX_SETTINGS_FILE_BYTES, readBoundedFile } from '@templint/core/internal';

const NODE_CALLS = {
  openToRead: (path: string) => openSync(path, constants.O_RDONLY | constants.O_NONBLOCK),
  fstatSync,
  readSync: (fd: number, buffer: Uint8Array, offset: number, length: number, position: null) => readSync(fd, buffer, offset, length, position),
  closeSync,
};

/** The file's text, or why it cannot be read (a clause: "not a regular file"). */
export function readFlagFile(path: string): { readonly text: string } | { readonly problem: string } {
  const read = readBoundedFile(NODE_CALLS, path, MAX_SETTINGS_FILE_BYTES);
  switch (read.kind) {
    case 'failed':
      return { problem: `cannot read the file (${errorCodeOf(read.error)})` };
    case 'directory':
      return { problem: 'cannot read the file: it is a folder' };
    case 'not-regular':
      return { problem: 'not a regular file: only regular files are read' };
    case 'too-large':
      return { problem: `the file is larger than ${String(MAX_SETTINGS_FILE_BYTES / 1024 / 1024)} MiB, the most the sandbox reads from it` };
    case 'read':
      try {
        return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(read.bytes) };
      } catch {
        return { problem: 'not valid UTF-8' };
      }
  }
}
