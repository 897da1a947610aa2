import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PACKAGES, packageSourceFolders as packageSources, sourceFiles } from './support/package-sources.js';

// Hidden state is anything a module could change as it runs, shared by every caller: facts about a request
// live on its model, what depends on options on a validator, what a tool keeps across files on an object its
// caller owns. The rule applied, line by line at module level (no indentation):
//   - no `let` or `var`;
//   - no collection made with `new Map/Set/WeakMap/WeakSet`, unless it is typed `ReadonlyMap` /
//     `ReadonlySet` (a lookup table built once from constants) and the file never calls a writing method
//     (`set`, `add`, `delete`, `clear`) on it: the type stops a write elsewhere, the second check a cast.
const MUTABLE_BINDING = /^(?:export )?(?:let|var) (\w+)/gm;
const COLLECTION = /^(?:export )?const (\w+)\s*(:[^=]+)?=\s*new (?:Map|Set|WeakMap|WeakSet)\b/gm;

/** The module-level state in one file's text, one line of explanation per finding. */
function moduleState(text: string): string[] {
  const found = [...text.matchAll(MUTABLE_BINDING)].map((match) => `let/var ${match[1] ?? ''}`);
  for (const match of text.matchAll(COLLECTION)) {
    const name = match[1] ?? '';
    const readonly = /^:\s*Readonly(?:Map|Set)</.test(match[2]?.trim() ?? '');
    if (!readonly) found.push(`mutable collection ${name}`);
    else if (new RegExp(`\\b${name}(?:\\s+as\\s+[^)]*\\))?\\.(?:set|add|delete|clear)\\(`).test(text)) found.push(`read-only collection ${name} is written`);
  }
  return found;
}

describe('every package', () => {
  test('keeps no mutable state at module level', () => {
    const sources = packageSources();
    // Every package has sources to check; a package moved or renamed must not drop out unseen.
    expect(sources.length).toBeGreaterThanOrEqual(6);
    const offenders = sources.flatMap((source) =>
      sourceFiles(source).flatMap((file) => moduleState(readFileSync(file, 'utf8')).map((finding) => `${relative(PACKAGES, file)}: ${finding}`)),
    );
    expect(offenders).toEqual([]);
  });

  test('the check above finds module-level state where there is some', () => {
    expect(moduleState('import x from "y";\nlet last: string | undefined;\n')).toEqual(['let/var last']);
    expect(moduleState('export let count = 0;\n')).toEqual(['let/var count']);
    expect(moduleState('const cache = new WeakMap<object, string>();\n')).toEqual(['mutable collection cache']);
    expect(moduleState('const seen: Set<string> = new Set();\n')).toEqual(['mutable collection seen']);
    expect(moduleState("const KINDS: ReadonlySet<string> = new Set(['a']);\n(KINDS as Set<string>).add('b');\n")).toEqual(['read-only collection KINDS is written']);
    expect(moduleState("const KINDS: ReadonlySet<string> = new Set(['a']);\nexport const has = (kind: string): boolean => KINDS.has(kind);\n")).toEqual([]);
    expect(moduleState("const KINDS: ReadonlyMap<string, number> = new Map();\nexport function f(): void {\n  (KINDS as Map<string, number>).set('b', 1);\n}\n")).toEqual([
      'read-only collection KINDS is written',
    ]);
    expect(moduleState('function f() {\n  let local = 1;\n  const map = new Map();\n}\n')).toEqual([]);
    expect(moduleState("const KINDS: ReadonlySet<string> = new Set(['a']);\n")).toEqual([]);
  });
});
