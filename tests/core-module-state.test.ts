import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const SOURCE = fileURLToPath(new URL('../packages/core/src/', import.meta.url));

/** Core's own source files (not tests, not test support). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Module-level variables, and module-level collections a module could fill as it runs, are hidden state:
// facts about a request live on its model, and what depends on options lives on a validator.
// A collection typed `ReadonlySet` / `ReadonlyMap` is a constant table, not state.
const MODULE_STATE = /^(?:export )?(?:let|var) |^(?:export )?const \w+(?::(?!\s*Readonly)[^=]+)?\s*=\s*new (?:Map|Set|WeakMap|WeakSet)\b/m;

describe('core', () => {
  test('keeps no mutable state at module level', () => {
    const offenders = sourceFiles(SOURCE).filter((file) => MODULE_STATE.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(SOURCE, file))).toEqual([]);
  });

  test('the check above finds module-level state where there is some', () => {
    expect(MODULE_STATE.test('import x from "y";\nlet last: string | undefined;\n')).toBe(true);
    expect(MODULE_STATE.test('const cache = new WeakMap<object, string>();\n')).toBe(true);
    expect(MODULE_STATE.test('function f() {\n  let local = 1;\n}\n')).toBe(false);
    expect(MODULE_STATE.test("const KINDS: ReadonlySet<string> = new Set(['a']);\n")).toBe(false);
  });
});
