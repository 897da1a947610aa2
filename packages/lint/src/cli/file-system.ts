// The file-system calls the CLI makes, as one object: the real `node:fs` in the process, a wrapper that
// fails on purpose in tests (a full disk, a directory that cannot be read, an edit saved mid-write), as
// CliIo's streams are buffers in tests. Only what the CLI uses, synchronous as its reads always were.
import * as fs from 'node:fs';

/** The stats the CLI reads: what a file is, its size, mode, owner and modification time. */
export interface FileStats {
  isFile(): boolean;
  isDirectory(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  readonly size: number;
  readonly mode: number;
  readonly uid: number;
  readonly gid: number;
  readonly mtimeMs: number;
}

/** A directory entry: its name and what it is, without following a symbolic link. */
export interface DirectoryEntry {
  readonly name: string;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

/** The file-system calls of the CLI (node:fs's synchronous ones, same names and meanings). */
export interface CliFileSystem {
  statSync(path: string): FileStats;
  /** What is at `path` itself, a symbolic link not followed. */
  lstatSync(path: string): { isSymbolicLink(): boolean };
  /** Throws (EACCES) unless the process may write the file (root may write a read-only one, as with write(2)). */
  canWriteSync(path: string): void;
  realpathSync(path: string): string;
  readdirSync(path: string): DirectoryEntry[];
  openSync(path: string, flags: number, mode?: number): number;
  /**
   * Opens off the main thread: a FIFO with no reader yet holds this call, not the process, so a signal
   * still ends the wait (a synchronous open held it until SIGKILL).
   */
  openAsync(path: string, flags: number): Promise<number>;
  fstatSync(fd: number): FileStats;
  /** Reads up to `length` bytes at `position` into `buffer` from `offset`; 0 at the end of the file. */
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number;
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  fchmodSync(fd: number, mode: number): void;
  fchownSync(fd: number, uid: number, gid: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
  /** Creates a folder and the folders above it that are missing (none when it exists). */
  mkdirSync(path: string): void;
}

/** The real file system. */
export const nodeFileSystem: CliFileSystem = {
  statSync: (path) => fs.statSync(path),
  lstatSync: (path) => fs.lstatSync(path),
  canWriteSync: (path) => {
    fs.accessSync(path, fs.constants.W_OK);
  },
  mkdirSync: (path) => {
    fs.mkdirSync(path, { recursive: true });
  },
  realpathSync: (path) => fs.realpathSync(path),
  readdirSync: (path) => fs.readdirSync(path, { withFileTypes: true }),
  openSync: (path, flags, mode) => fs.openSync(path, flags, mode),
  openAsync: (path, flags) =>
    new Promise((resolve, reject) => {
      fs.open(path, flags, (error, fd) => {
        if (error) reject(error);
        else resolve(fd);
      });
    }),
  fstatSync: (fd) => fs.fstatSync(fd),
  readSync: (fd, buffer, offset, length, position) => fs.readSync(fd, buffer, offset, length, position),
  writeSync: (fd, buffer, offset, length) => fs.writeSync(fd, buffer, offset, length),
  fsyncSync: (fd) => {
    fs.fsyncSync(fd);
  },
  fchmodSync: (fd, mode) => {
    fs.fchmodSync(fd, mode);
  },
  fchownSync: (fd, uid, gid) => {
    fs.fchownSync(fd, uid, gid);
  },
  closeSync: (fd) => {
    fs.closeSync(fd);
  },
  renameSync: (from, to) => {
    fs.renameSync(from, to);
  },
  unlinkSync: (path) => {
    fs.unlinkSync(path);
  },
};

/** The error code of a failed call (`ENOENT`, `EACCES`...), or its message when it has none. */
export function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

/** Writes all of `bytes` at the descriptor's position (one `writeSync` may write only part). */
export function writeAll(fs: CliFileSystem, fd: number, bytes: Uint8Array): void {
  let written = 0;
  while (written < bytes.length) written += fs.writeSync(fd, bytes, written, bytes.length - written);
}

/** Closes a descriptor on a path that is already failing: the first error is the one reported. */
export function closeQuietly(fs: CliFileSystem, fd: number): void {
  try {
    fs.closeSync(fd);
  } catch {
    // Already failing: the first error is the one reported.
  }
}

/** Removes a file of ours (a temporary file, a half-written new one) if it is there. */
export function removeQuietly(fs: CliFileSystem, path: string): void {
  try {
    fs.unlinkSync(path);
  } catch {
    // Never created, or already gone.
  }
}

/** The real path of a file, or the path itself when it cannot be resolved (a file not written yet). */
export function realPathOr(fs: Pick<CliFileSystem, 'realpathSync'>, path: string): string {
  try {
    return fs.realpathSync(path);
  } catch {
    return path;
  }
}
