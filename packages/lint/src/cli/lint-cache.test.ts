import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { toResult } from '../lint-result.js';
import { nodeFileSystem } from './file-system.js';
import { CACHE_FORMAT, cacheFileAt, cacheKey, NOT_A_CACHE, openLintCache } from './lint-cache.js';
import type { FileEntry } from './set-pass.js';

const folder = mkdtempSync(join(tmpdir(), 'templint-cache-'));
afterAll(() => { rmSync(folder, { recursive: true, force: true }); });

const bytes = (text: string): Uint8Array => Buffer.from(text, 'utf8');
// What the set rules read of the file's two requests (an array file).
const entries: FileEntry[] = [0, 1].map((index) => ({
  entry: { integration: 'pi-1', name: `order_${String(index)}`, languageId: 1, wording: undefined, namePath: ['chat_template_data', 'chat_template_name'], wordingPath: [], scope: 1 },
  index,
}));
const result = toResult('/app/a.json', [{ ruleId: 'body-required', messageId: 'missing', message: 'The body is missing.', severity: 2, line: 3, column: 5 }]);

describe('cacheKey', () => {
  test('changes with the settings and with every byte of the file', () => {
    const key = cacheKey('settings', bytes('{"a":1}'));
    expect(cacheKey('settings', bytes('{"a":1}'))).toBe(key);
    expect(cacheKey('settings', bytes('{"a":2}'))).not.toBe(key);
    expect(cacheKey('settings2', bytes('{"a":1}'))).not.toBe(key);
    // The separator keeps a settings text from running into the bytes.
    expect(cacheKey('ab', bytes('c'))).not.toBe(cacheKey('a', bytes('bc')));
  });
});

describe('cacheFileAt', () => {
  test('a folder is a path ending with this system\'s separator, as ESLint reads it', () => {
    expect(cacheFileAt(nodeFileSystem, 'made/', '/app')).toMatch(/^\/app\/made\/\.templintcache_[0-9a-f]{12}$/);
    // On Linux and macOS a backslash is a character of the name: it made a folder "cache\".
    if (sep === '/') expect(cacheFileAt(nodeFileSystem, 'cache\\', '/app')).toBe('/app/cache\\');
  });
});

describe('openLintCache', () => {
  test('a saved result is found again under its key only, by the same version', () => {
    const location = join(folder, 'roundtrip', '.templintcache');
    const first = openLintCache(nodeFileSystem, location, '1.0.0');
    expect(first.get('/app/a.json', 'k1')).toBeUndefined();
    first.set('/app/a.json', 'k1', { result, entries });
    expect(first.save()).toBeUndefined();
    const second = openLintCache(nodeFileSystem, location, '1.0.0');
    expect(second.get('/app/a.json', 'k1')).toEqual({ key: 'k1', result, entries });
    expect(second.get('/app/a.json', 'k2')).toBeUndefined();
    expect(second.get('/app/b.json', 'k1')).toBeUndefined();
    expect(openLintCache(nodeFileSystem, location, '1.0.1').get('/app/a.json', 'k1')).toBeUndefined();
  });

  test('a damaged entry for the set rules is dropped, the result and the other entries kept', () => {
    const location = join(folder, 'damaged-entry', '.templintcache');
    mkdirSync(join(folder, 'damaged-entry'));
    const damaged = [entries[0], { entry: 'not an entry', index: 1 }, { entry: entries[1]?.entry, index: 1.5 }];
    writeFileSync(location, JSON.stringify({ format: CACHE_FORMAT, version: '1', entries: { '/app/a.json': { key: 'k', result, entries: damaged } } }));
    expect(openLintCache(nodeFileSystem, location, '1').get('/app/a.json', 'k')).toEqual({ key: 'k', result, entries: [entries[0]] });
  });

  test('a file that is gone leaves the file; one this run did not lint stays while it exists (as ESLint)', () => {
    const location = join(folder, 'prune', '.templintcache');
    const existing = join(folder, 'prune-existing.json');
    writeFileSync(existing, '{}');
    const first = openLintCache(nodeFileSystem, location, '1');
    first.set('/app/a.json', 'k', { result });
    first.set('/app/gone.json', 'k', { result });
    first.set(existing, 'k', { result });
    first.save();
    const second = openLintCache(nodeFileSystem, location, '1');
    second.set('/app/a.json', 'k', { result });
    second.save();
    const third = openLintCache(nodeFileSystem, location, '1');
    expect(third.get('/app/gone.json', 'k')).toBeUndefined();
    // A run over some files (lint-staged's) forgot the others: the next full run linted them all again.
    expect(third.get(existing, 'k')).toEqual({ key: 'k', result });
  });

  test('a run that finds every file as it was kept leaves the cache file as it is; any change writes it anew', () => {
    const location = join(folder, 'untouched', '.templintcache');
    const first = openLintCache(nodeFileSystem, location, '1');
    first.set('/app/a.json', 'k', { result, entries, template: true });
    first.set('/app/b.json', 'k', { result });
    expect(first.save()).toBeUndefined();
    // The file is replaced whole when written (a new inode), so an untouched one keeps its inode.
    const inode = (): number => statSync(location).ino;
    const written = inode();
    const again = openLintCache(nodeFileSystem, location, '1');
    for (const path of ['/app/a.json', '/app/b.json']) {
      const kept = again.get(path, 'k');
      if (kept) again.set(path, 'k', kept);
    }
    expect(again.save()).toBeUndefined();
    expect(inode()).toBe(written);
    const changes: [string, (cache: ReturnType<typeof openLintCache>) => void][] = [
      ['another key', (cache) => { cache.set('/app/a.json', 'k2', { result, entries, template: true }); cache.set('/app/b.json', 'k', { result }); }],
      ['a file left out', (cache) => { cache.set('/app/a.json', 'k', { result, entries, template: true }); }],
      ['a file more', (cache) => { cache.set('/app/a.json', 'k', { result, entries, template: true }); cache.set('/app/b.json', 'k', { result }); cache.set('/app/c.json', 'k', { result }); }],
      ['entries kept now', (cache) => { cache.set('/app/a.json', 'k', { result, entries, template: true }); cache.set('/app/b.json', 'k', { result, entries }); }],
      ["the walk's answer kept now", (cache) => { cache.set('/app/a.json', 'k', { result, entries, template: true }); cache.set('/app/b.json', 'k', { result, template: true }); }],
    ];
    for (const [what, change] of changes) {
      const before = inode();
      const cache = openLintCache(nodeFileSystem, location, '1');
      change(cache);
      expect(cache.save(), what).toBeUndefined();
      expect(inode(), what).not.toBe(before);
      // Back to the two files as first kept, for the next change.
      const reset = openLintCache(nodeFileSystem, location, '1');
      reset.set('/app/a.json', 'k', { result, entries, template: true });
      reset.set('/app/b.json', 'k', { result });
      reset.save();
    }
  });

  test('a cache file with a damaged entry is written anew even when the run finds the rest as kept', () => {
    const location = join(folder, 'damaged-rewrite', '.templintcache');
    mkdirSync(join(folder, 'damaged-rewrite'));
    writeFileSync(location, JSON.stringify({ format: CACHE_FORMAT, version: '1', entries: { '/app/a.json': { key: 'k', result, entries: [entries[0], 'damaged'] } } }));
    const cache = openLintCache(nodeFileSystem, location, '1');
    const kept = cache.get('/app/a.json', 'k');
    expect(kept?.entries).toEqual([entries[0]]);
    if (kept) cache.set('/app/a.json', 'k', kept);
    expect(cache.save()).toBeUndefined();
    expect(JSON.parse(readFileSync(location, 'utf8'))).toEqual({ format: CACHE_FORMAT, version: '1', entries: { '/app/a.json': { key: 'k', result, entries: [entries[0]] } } });
  });

  test.each([
    ['not JSON', '{"format":1,'],
    ['another format', JSON.stringify({ format: 99, version: '1', entries: { '/app/a.json': { key: 'k', result } } })],
    ['a damaged entry', JSON.stringify({ format: CACHE_FORMAT, version: '1', entries: { '/app/a.json': { key: 'k', result: { filePath: 1 } } } })],
    ['a message without a line', JSON.stringify({ format: CACHE_FORMAT, version: '1', entries: { '/app/a.json': { key: 'k', result: { ...result, messages: [{ message: 'x', severity: 2, column: 1 }] } } } })],
  ])('a cache file with %s is read as empty, and saved anew', (_, text) => {
    const location = join(folder, `damaged-${String(text.length)}`);
    writeFileSync(location, text);
    const cache = openLintCache(nodeFileSystem, location, '1');
    expect(cache.get('/app/a.json', 'k')).toBeUndefined();
    cache.set('/app/a.json', 'k', { result });
    expect(cache.save()).toBeUndefined();
    expect(JSON.parse(readFileSync(location, 'utf8'))).toMatchObject({ format: CACHE_FORMAT, version: '1' });
  });

  test.each([
    ['a template', JSON.stringify({ provider_integration_chat_id: 'pi_0001', chat_template_data: {} })],
    ['a catalog, pretty-printed', '{\n  "format": 1,\n  "languages": []\n}\n'],
    ['text that is not JSON', '# Templates\n'],
  ])('a file at the location that is not a cache (%s) is read as empty and never written over', (_, text) => {
    const location = join(folder, `foreign-${String(text.length)}.json`);
    writeFileSync(location, text);
    const cache = openLintCache(nodeFileSystem, location, '1');
    expect(cache.get('/app/a.json', 'k')).toBeUndefined();
    cache.set('/app/a.json', 'k', { result });
    expect(cache.save()).toBe(NOT_A_CACHE);
    expect(readFileSync(location, 'utf8')).toBe(text);
  });

  test('under templint\'s own name, whatever the file holds is a damaged cache, written anew', () => {
    const location = join(folder, 'own', '.templintcache');
    mkdirSync(join(folder, 'own'));
    writeFileSync(location, Buffer.from([0, 159, 146, 150, 0, 0]));
    const cache = openLintCache(nodeFileSystem, location, '1');
    cache.set('/app/a.json', 'k', { result });
    expect(cache.save()).toBeUndefined();
    expect(openLintCache(nodeFileSystem, location, '1').get('/app/a.json', 'k')).toEqual({ key: 'k', result });
  });

  test.each([['.templintcache'], ['.templintcache_0123456789ab']])('%s as a symbolic link to another file (a template) is that file: never written over', (name) => {
    // The link's name made it "templint's own": the cache was written through the link, over the template
    // (or package.json) it named, however it got there (a repository can commit such a link).
    const linked = mkdtempSync(join(folder, 'linked-'));
    const template = JSON.stringify({ provider_integration_chat_id: 'pi_0001', chat_template_data: {} });
    writeFileSync(join(linked, 'a.json'), template);
    symlinkSync('a.json', join(linked, name));
    const cache = openLintCache(nodeFileSystem, join(linked, name), '1');
    cache.set('/app/a.json', 'k', { result });
    expect(cache.save()).toBe(NOT_A_CACHE);
    expect(readFileSync(join(linked, 'a.json'), 'utf8')).toBe(template);
    expect(lstatSync(join(linked, name)).isSymbolicLink()).toBe(true);
  });

  test('an empty file at the location is a cache not written yet', () => {
    const location = join(folder, 'empty-cache');
    writeFileSync(location, '');
    const cache = openLintCache(nodeFileSystem, location, '1');
    cache.set('/app/a.json', 'k', { result });
    expect(cache.save()).toBeUndefined();
    expect(openLintCache(nodeFileSystem, location, '1').get('/app/a.json', 'k')).toEqual({ key: 'k', result });
  });

  test('a cache location that is a folder is an empty cache, and saving it says why it cannot', () => {
    const cache = openLintCache(nodeFileSystem, folder, '1');
    expect(cache.get('/app/a.json', 'k')).toBeUndefined();
    expect(cache.save()).toMatch(/^E[A-Z]+$/);
  });
});
