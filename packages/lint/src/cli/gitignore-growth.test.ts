// A tree with a `.gitignore` in every folder: each folder's entries are judged by the rules of every
// folder above, so the rules a walk applies grow as depth² (git's own count too), and the work must grow no
// faster. Reading each path relative to each rule's folder (`path.relative`, then a pattern scanning the
// whole path) made it depth³: 1,200 deep took 124 s. Counted in characters read, not timed.
import { join } from 'node:path';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, test } from 'vitest';
import { createFileFilter, globTest, type FilterWork } from './file-filter.js';
import { gitignoreRules } from './gitignore.js';

const ROOT = '/repo';

/** The folders of a chain `depth` deep, each with a `.gitignore` naming a folder of its own and `*.log`. */
function chain(depth: number): string[] {
  const folders = [ROOT];
  for (let level = 1; level <= depth; level += 1) folders.push(join(folders[level - 1] ?? ROOT, 'd'));
  return folders;
}

/** What a walk asks of each folder's filter: the folder below it, a log file, and its own named folders. */
function walkWork(depth: number): { work: number; ignored: string[] } {
  const work: FilterWork = { characters: 0 };
  const ignored: string[] = [];
  const folders = chain(depth);
  const rules = [];
  for (const [level, folder] of folders.entries()) {
    rules.push(...gitignoreRules(`generated${String(level)}\n*.log\n/build-${String(level)}/\n`, folder));
    const filter = createFileFilter({ baseDir: ROOT, files: undefined, ignores: [], ignorePatterns: [], cwd: ROOT, gitignore: [...rules], directory: folder, work });
    const shown = (path: string): string => path.slice(ROOT.length + 1).replace(/(?:d\/)+/gu, 'd…/');
    for (const name of ['d', 'generated0', `generated${String(level)}`, 'build-0', `build-${String(level)}`]) {
      if (filter.ignoresDirectory(join(folder, name)) && level === depth) ignored.push(shown(join(folder, name)));
    }
    if (filter.choose(join(folder, 'a.log')) === 'skip' && level === depth) ignored.push(shown(join(folder, 'a.log')));
  }
  return { work: work.characters, ignored };
}

describe('a walk of a tree with a .gitignore in every folder', () => {
  test('applies each rule as git does: unanchored names at any depth below, /anchored ones in their folder only', () => {
    // At the bottom: generated0 (from the top) and its own generatedN, *.log, and its own /build-N/;
    // build-0 is anchored to the top folder.
    expect(walkWork(3).ignored).toEqual(['d…/generated0', 'd…/generated3', 'd…/build-3', 'd…/a.log']);
  });

  test('reads characters in proportion to the rules it applies at 2x the depth (depth², not depth³)', () => {
    const small = walkWork(100).work;
    const large = walkWork(200).work;
    // Quadratic: 4x; each path read relative to each rule's folder: 8x.
    expect(large).toBeLessThan(5 * small);
  });
});

describe('globTest', () => {
  test('answers as picomatch does, dotfiles included', () => {
    const part = fc.constantFrom('a', 'b', '.x', '*', '**', '?', 'a*', '*.json', '[ab]', 'a.json', '\\(');
    const glob = fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
    const path = fc.array(fc.constantFrom('a', 'b', '.x', 'a.json', 'ab', '(', 'b.json'), { minLength: 0, maxLength: 4 }).map((parts) => parts.join('/'));
    fc.assert(
      fc.property(glob, path, (pattern, candidate) => {
        expect(globTest(pattern)(candidate)).toBe(picomatch(pattern, { dot: true })(candidate));
      }),
    );
  });
});
