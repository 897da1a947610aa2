// A walk's work grows with the tree, not with its depth times its size: the folders' real paths (which
// tell a folder reached twice, through a link, from a new one) are worked out from the parent's, and the
// file system is asked only for the walk's start and for links. Its work is counted, not timed: the
// folders a `realpathSync` looks at (node's looks at every folder on the path it is given).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { nodeFileSystem, type CliFileSystem } from './file-system.js';
import { expandInputs } from './files.js';

const root = mkdtempSync(join(tmpdir(), 'templint-walk-growth-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A chain of `depth` folders, a file in every one, and a link at the bottom back to the top. */
function chain(depth: number): string {
  const top = join(root, `chain-${String(depth)}`);
  let folder = top;
  for (let level = 0; level < depth; level += 1) {
    folder = join(folder, 'd');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'a.json'), '{}');
  }
  symlinkSync(top, join(folder, 'up'));
  return top;
}

function walkWork(depth: number): { files: number; folders: number } {
  const top = chain(depth);
  let folders = 0;
  const fs: CliFileSystem = {
    ...nodeFileSystem,
    realpathSync: (path) => {
      folders += path.split('/').length;
      return nodeFileSystem.realpathSync(path);
    },
  };
  const inputs = [...expandInputs([top], root, fs)];
  return { files: inputs.filter((input) => input.kind === 'file').length, folders };
}

describe('a walk down a deep tree', () => {
  test('looks at folders in proportion to the tree at 4x the depth', () => {
    const small = walkWork(50);
    const large = walkWork(200);
    // Every file once; the link back up is not walked again.
    expect([small.files, large.files]).toEqual([50, 200]);
    // Resolving each folder whole looked at n²/2 folders: 16x the work at 4x the depth.
    expect(large.folders).toBeLessThan(6 * small.folders);
  });
});
