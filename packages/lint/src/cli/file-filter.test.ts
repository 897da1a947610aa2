import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { commandLineGlob, createFileFilter, isGlob } from './file-filter.js';
import { holdsCreateRequests } from './holds-create-requests.js';
import { useColor } from './color.js';

const filter = (settings: { files?: string[]; ignores?: string[]; ignorePatterns?: string[] } = {}) =>
  createFileFilter({ baseDir: '/app', files: settings.files, ignores: settings.ignores ?? [], ignorePatterns: settings.ignorePatterns ?? [], cwd: '/app/sub' });

describe('file filter', () => {
  test('default ignores skip dependency, VCS and build folders anywhere, but not files of those names', () => {
    const plain = filter();
    for (const folder of ['/app/node_modules', '/app/a/node_modules', '/app/.git', '/app/dist', '/app/x/build', '/app/coverage']) expect(plain.ignoresDirectory(folder)).toBe(true);
    expect(plain.ignoresDirectory('/app/templates')).toBe(false);
    expect(plain.choose('/app/dist.json')).toBe('sniff');
  });

  test('without "files" a walk sniffs *.json; with "files" it lints their matches, relative to the config', () => {
    expect(filter().choose('/app/a.txt')).toBe('skip');
    const withFiles = filter({ files: ['templates/**/*.json'] });
    expect(withFiles.choose('/app/templates/x/y.json')).toBe('lint');
    expect(withFiles.choose('/app/other/y.json')).toBe('skip');
    // As ESLint's `files` (minimatch with `dot`): a glob's `*` and `**` take dotfiles and dot folders too.
    expect(withFiles.choose('/app/templates/.hidden.json')).toBe('lint');
    expect(withFiles.choose('/app/templates/.drafts/y.json')).toBe('lint');
  });

  test('ignores: folders with a trailing slash, later "!" un-ignores, --ignore-pattern relative to cwd', () => {
    const f = filter({ ignores: ['legacy/', 'templates/*.json', '!templates/keep.json'], ignorePatterns: ['drafts/**'] });
    expect(f.ignoresDirectory('/app/legacy')).toBe(true);
    expect(f.choose('/app/legacy.json')).toBe('sniff');
    expect(f.choose('/app/templates/a.json')).toBe('skip');
    expect(f.choose('/app/templates/keep.json')).toBe('sniff');
    expect(f.ignoresDirectory('/app/sub/drafts')).toBe(true);
    expect(f.ignoresDirectory('/app/drafts')).toBe(false);
    expect(f.skips('/app/legacy/deep/a.json')).toBe(true);
  });

  test('a glob past the most templint compiles is a settings error naming where it came from, not a crash', () => {
    // picomatch's own refusal ("Input length: 70000") starts at 64 KiB; templint's bound is a path's.
    expect(() => filter({ ignorePatterns: ['a'.repeat(70_000)] })).toThrow(/^--ignore-pattern: cannot use the glob "a{80}\.\.\." \(70000 characters; the most is 4096\)/);
  });

  test('command-line globs: classes, braces, and dotfiles, as ESLint 10\'s', () => {
    expect(isGlob('templates/[ab].json')).toBe(true);
    expect(isGlob('templates/a.json')).toBe(false);
    // A path is matched from the glob's base, the folder before its first wildcard.
    const glob = commandLineGlob('templates/**/{a,b}[0-9].json');
    expect(glob.base).toBe('templates');
    expect(glob.matches('x/a1.json')).toBe(true);
    expect(glob.matches('x/c1.json')).toBe(false);
    expect(commandLineGlob('templates/*.json').matches('.a.json')).toBe(true);
    expect(commandLineGlob('templates/**/*.json').matches('.drafts/a.json')).toBe(true);
    expect(commandLineGlob('../*/templates/*.json')).toMatchObject({ base: '..' });
    expect(commandLineGlob('../*/templates/*.json').matches('app/templates/a.json')).toBe(true);
  });
});

describe('holdsCreateRequests', () => {
  test('finds requests, arrays of them, and broken templates; skips other JSON', () => {
    expect(holdsCreateRequests('{"chat_template_data":{}}')).toBe(true);
    expect(holdsCreateRequests('[{"a":1},{"provider_integration_chat_id":"p"}]')).toBe(true);
    expect(holdsCreateRequests('{ "chat_template_data": ')).toBe(true);
    expect(holdsCreateRequests('{"name":"shop","dependencies":{}}')).toBe(false);
    expect(holdsCreateRequests('{\n // comment\n "compilerOptions": {}\n}')).toBe(false);
    // Cut short before its first required key: any other key of a request's top level names it (found by QA).
    expect(holdsCreateRequests('{\n  "chat_template_id": null,\n  "provider_integr')).toBe(true);
    // `$schema` does not: a tsconfig.json with comments has one.
    expect(holdsCreateRequests('{\n // comment\n "$schema": "https://json.schemastore.org/tsconfig"\n}')).toBe(false);
    expect(holdsCreateRequests('[]')).toBe(false);
  });

  test.prop([fc.jsonValue()])('a JSON value without the request keys anywhere at its top is never taken for one', (value) => {
    const text = JSON.stringify(value);
    const named = text.includes('"chat_template_data"') || text.includes('"provider_integration_chat_id"');
    if (!named) expect(holdsCreateRequests(text)).toBe(false);
  });
});

describe('useColor', () => {
  const tty = { isTTY: true, hasColors: (): boolean => true };
  const pipe = { isTTY: false };
  test.each([
    [undefined, {}, tty, true],
    [undefined, {}, pipe, false],
    [undefined, { FORCE_COLOR: '1' }, pipe, true],
    [undefined, { FORCE_COLOR: '' }, pipe, true],
    [undefined, { FORCE_COLOR: '0' }, tty, false],
    [undefined, { FORCE_COLOR: 'false' }, tty, false],
    [undefined, { FORCE_COLOR: '3' }, pipe, true],
    [undefined, { FORCE_COLOR: '4' }, tty, false],
    [undefined, { FORCE_COLOR: 'yes' }, pipe, false],
    [undefined, { NO_COLOR: '1' }, tty, false],
    [undefined, {}, { isTTY: true, hasColors: (): boolean => false }, false],
    [true, { NO_COLOR: '1' }, pipe, true],
    [false, { FORCE_COLOR: '1' }, tty, false],
  ] as const)('flag %s, env %j -> %s', (flag, env, stream, expected) => {
    expect(useColor(flag, env, stream)).toBe(expected);
  });
});
