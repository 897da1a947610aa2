// Issue 20: `--concurrency` (worker threads) prints byte for byte what a run without threads prints, in
// the same order, fixes included; `--cache` keeps results keyed by a file's bytes and settings, so an
// unchanged file is not linted again and a changed file or catalog never gives a stale answer. The runs
// with threads run the built bin, as users do (the workers are built files); the others run in this process.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { defaultCatalog } from '@templint/core';
import { CACHE_FORMAT } from './lint-cache.js';
import { templintInProcess } from './templint-in-process.test-support.js';
import { templint } from './templint-process.test-support.js';

const EXAMPLES = fileURLToPath(new URL('../../../../examples/', import.meta.url));

/** A folder of templates: the bundled examples, each also copied under a second name (so repeats are found too). */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'templint-threads-'));
  cpSync(EXAMPLES, join(dir, 'templates'), { recursive: true });
  for (const folder of ['valid', 'invalid']) {
    for (const name of readdirSync(join(dir, 'templates', folder))) cpSync(join(dir, 'templates', folder, name), join(dir, 'templates', folder, `copy-${name}`));
  }
  writeFileSync(join(dir, 'templates', 'broken.json'), '{ "chat_template_data": ');
  // A folder walked first whose config turns the set rules off: its files are reported before the set
  // pass, the others after it, each in walk order.
  cpSync(join(EXAMPLES, 'invalid'), join(dir, 'templates', 'a-drafts'), { recursive: true });
  const off = { 'template-name-duplicate': 'off', 'template-content-duplicate': 'off', 'template-name-deleted': 'off' };
  writeFileSync(join(dir, 'templates', 'a-drafts', 'templint.config.json'), JSON.stringify({ rules: off }));
  return dir;
}

// One run of the bin per test or hook: on a loaded machine each run takes seconds, and a test that ran four
// of them in turn outgrew its time.
describe.each([['stylish'], ['json'], ['sarif']])('--concurrency, -f %s', (format) => {
  let dir: string;
  let single: Awaited<ReturnType<typeof templint>>;
  beforeAll(async () => {
    dir = workspace();
    single = await templint(['templates', '-f', format], { cwd: dir });
  });

  test.each([['2'], ['3'], ['auto']])('--concurrency %s prints what one thread prints, in the same order, with the same exit code', async (threads) => {
    expect(single.code).toBe(1);
    expect(await templint(['templates', '-f', format, '--concurrency', threads], { cwd: dir })).toEqual(single);
  });
});

describe('--concurrency, fixing', () => {
  // The run without threads in the hook, the run with them in the test: one run of the bin each (above).
  let dryRunDir: string;
  let dryRun: Awaited<ReturnType<typeof templint>>;
  let fixedDir: string;
  let fixed: Awaited<ReturnType<typeof templint>>;
  beforeAll(async () => {
    dryRunDir = workspace();
    fixedDir = workspace();
    [dryRun, fixed] = await Promise.all([templint(['templates', '--fix-dry-run'], { cwd: dryRunDir }), templint(['templates', '--fix'], { cwd: fixedDir })]);
  });

  test('--fix-dry-run prints the same diffs in the same order', async () => {
    expect(await templint(['templates', '--fix-dry-run', '--concurrency', '2'], { cwd: dryRunDir })).toEqual(dryRun);
  });

  test('--fix writes the same files', async () => {
    const two = workspace();
    const fixedTwo = await templint(['templates', '--fix', '--concurrency', '2'], { cwd: two });
    expect(fixedTwo.stdout.replaceAll(two, '')).toBe(fixed.stdout.replaceAll(fixedDir, ''));
    for (const folder of ['valid', 'invalid']) {
      for (const name of readdirSync(join(fixedDir, 'templates', folder))) {
        expect(readFileSync(join(two, 'templates', folder, name), 'utf8'), name).toBe(readFileSync(join(fixedDir, 'templates', folder, name), 'utf8'));
      }
    }
  });
});

// One run of the bin per hook or test, as above (three in one test went past its time on a quiet machine).
describe('--cache with --concurrency', () => {
  let dir: string;
  let single: Awaited<ReturnType<typeof templint>>;
  let cache = '';
  beforeAll(async () => {
    dir = workspace();
    single = await templint(['templates', '-f', 'json'], { cwd: dir });
  });

  test('the threads give the same answers and fill the cache', async () => {
    expect(await templint(['templates', '-f', 'json', '--cache', '--concurrency', '2'], { cwd: dir })).toEqual(single);
    cache = readFileSync(join(dir, '.templintcache'), 'utf8');
    expect(cache).toContain('normal--order-update.json');
  });

  test('the next run with threads answers the same from that cache and leaves it as it was', async () => {
    expect(cache).not.toBe('');
    expect(await templint(['templates', '-f', 'json', '--cache', '--concurrency', '2'], { cwd: dir })).toEqual(single);
    expect(readFileSync(join(dir, '.templintcache'), 'utf8')).toBe(cache);
  });
});

describe('--concurrency', () => {
  test.each([['0'], ['two'], ['1.5'], ['2.0'], ['1e1'], ['0x2'], [' 2']])('--concurrency %j is a usage error', async (value) => {
    const run = await templint(['.', '--concurrency', value], { cwd: tmpdir() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--concurrency expects a whole number from 1 to 256, "auto" or "off"');
  });
});

// In this process (runCli, as the bin runs it), but for the run with threads: a test runs templint three or
// four times, each a second or more as a process on a loaded machine.
describe('--cache', () => {
  test('a second run answers the same from the cache; a changed file is linted again', async () => {
    const dir = workspace();
    const first = await templintInProcess(['templates', '-f', 'json', '--cache'], { cwd: dir });
    expect(existsSync(join(dir, '.templintcache'))).toBe(true);
    // The copies repeat names and wording: the rules that compare templates read the kept entries too.
    expect(first.stdout).toContain('template-name-duplicate');
    expect(await templintInProcess(['templates', '-f', 'json', '--cache'], { cwd: dir })).toEqual(first);
    // The cache holds results by content: a file changed under the same name gets its own answer.
    const file = join(dir, 'templates', 'valid', 'normal--order-update.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"order_update"', '"Order Update"'));
    const changed = await templintInProcess(['templates', '-f', 'json', '--cache'], { cwd: dir });
    const uncached = await templintInProcess(['templates', '-f', 'json'], { cwd: dir });
    expect(changed).toEqual(uncached);
    expect(changed.stdout).toContain('template-name-format');
  });

  test('a catalog whose content changes is a new key: no stale answer', async () => {
    const dir = workspace();
    const catalog = join(dir, 'catalog.json');
    writeFileSync(catalog, JSON.stringify(defaultCatalog));
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify({ catalog: 'catalog.json' }));
    const before = await templintInProcess(['templates/valid', '-f', 'json', '--cache', '--cache-location', 'out/cache.json'], { cwd: dir });
    expect(existsSync(join(dir, 'out', 'cache.json'))).toBe(true);
    // The same path, other content: the languages list loses English (US), the valid examples' language.
    writeFileSync(catalog, JSON.stringify({ ...defaultCatalog, languages: defaultCatalog.languages.filter((language) => language.id !== 2) }));
    const after = await templintInProcess(['templates/valid', '-f', 'json', '--cache', '--cache-location', 'out/cache.json'], { cwd: dir });
    expect(after).toEqual(await templintInProcess(['templates/valid', '-f', 'json'], { cwd: dir }));
    expect(after.stdout).not.toBe(before.stdout);
    expect(after.stdout).toContain('known-catalog-id');
  });

  test('a cache restored into a checkout at another path (a CI runner\'s) is used whole, and names the files where they now are', async () => {
    const first = workspace();
    await templintInProcess(['templates', '-f', 'json', '--cache'], { cwd: first });
    const second = mkdtempSync(join(tmpdir(), 'templint-checkout-'));
    cpSync(first, second, { recursive: true });
    rmSync(first, { recursive: true });
    const cache = readFileSync(join(second, '.templintcache'), 'utf8');
    const cached = await templintInProcess(['templates', '-f', 'json', '--cache'], { cwd: second });
    expect(cached).toEqual(await templintInProcess(['templates', '-f', 'json'], { cwd: second }));
    expect(cached.stdout).not.toContain(first);
    // Every file found as kept: nothing linted again, and the file left as it is.
    expect(readFileSync(join(second, '.templintcache'), 'utf8')).toBe(cache);
  });

  test('a JSON file linted under "files" and kept is still left out by a walk once "files" is gone: the walk asks its own question', async () => {
    const dir = workspace();
    writeFileSync(join(dir, 'products.json'), JSON.stringify([{ id: 1, name: 'Shoe' }]));
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify({ files: ['*.json', 'templates/**/*.json'] }));
    const underFiles = await templintInProcess(['.', '-f', 'json', '--cache'], { cwd: dir });
    expect(underFiles.stdout).toContain('products.json');
    writeFileSync(join(dir, 'templint.config.json'), '{}');
    const walked = await templintInProcess(['.', '-f', 'json', '--cache'], { cwd: dir });
    expect(walked.stdout).not.toContain('products.json');
    expect(walked).toEqual(await templintInProcess(['.', '-f', 'json'], { cwd: dir }));
    // And the other way: the walk's kept answers serve a run under "files" as they are.
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify({ files: ['*.json', 'templates/**/*.json'] }));
    expect(await templintInProcess(['.', '-f', 'json', '--cache'], { cwd: dir })).toEqual(underFiles);
  });

  test('--cache-location naming a folder (one that exists, or a path ending with /) keeps the cache in a file of its own there, as ESLint', async () => {
    const dir = workspace();
    mkdirSync(join(dir, 'existing'));
    for (const location of ['existing', 'made/', 'existing/']) {
      const first = await templintInProcess(['templates', '-f', 'json', '--cache', '--cache-location', location], { cwd: dir });
      const folder = join(dir, location);
      const files = readdirSync(folder);
      expect(files, location).toHaveLength(1);
      expect(files[0], location).toMatch(/^\.templintcache_[0-9a-f]{12}$/);
      expect(await templintInProcess(['templates', '-f', 'json', '--cache', '--cache-location', location], { cwd: dir }), location).toEqual(first);
    }
    expect(statSync(join(dir, 'made')).isDirectory()).toBe(true);
  });

  test('--cache-location naming a template (a shell glob\'s first match) leaves it as it is, and says so', async () => {
    const dir = workspace();
    const template = join(dir, 'templates', 'valid', 'normal--order-update.json');
    const before = readFileSync(template, 'utf8');
    const run = await templintInProcess(['templates/invalid', '-f', 'json', '--cache', '--cache-location', 'templates/valid/normal--order-update.json'], { cwd: dir });
    expect(readFileSync(template, 'utf8')).toBe(before);
    expect(run.stdout).toBe((await templintInProcess(['templates/invalid', '-f', 'json'], { cwd: dir })).stdout);
    expect(run.stderr).toContain('the file there is not a templint cache: it is left as it is; name another --cache-location');
    expect(run.code).toBe(1);
  });

  test('a walk passes the cache file by, however wide the config\'s "files"', async () => {
    const dir = workspace();
    writeFileSync(join(dir, 'templint.config.json'), JSON.stringify({ files: ['**/*.json'] }));
    const args = ['.', '-f', 'json', '--cache', '--cache-location', 'cache.json'];
    const first = await templintInProcess(args, { cwd: dir });
    expect(existsSync(join(dir, 'cache.json'))).toBe(true);
    // The second run linted cache.json as a broken template (and kept that result in the cache).
    const second = await templintInProcess(args, { cwd: dir });
    expect(second.stdout).not.toContain('cache.json');
    expect(second).toEqual(first);
    // A template named there by mistake is no cache: still linted, and left as it is.
    const template = join(dir, 'templates', 'invalid', 'normal--template-name-format.json');
    const before = readFileSync(template, 'utf8');
    const named = await templintInProcess(['templates', '-f', 'json', '--cache', '--cache-location', template], { cwd: dir });
    expect(named.stdout).toContain('normal--template-name-format.json');
    expect(readFileSync(template, 'utf8')).toBe(before);
  });

  test('--fix, --fix-dry-run and standard input leave the cache as it is (they do not use it)', async () => {
    const dir = workspace();
    await templintInProcess(['templates', '-f', 'json', '--cache'], { cwd: dir });
    const cache = readFileSync(join(dir, '.templintcache'), 'utf8');
    // Kept by path from the working directory (a checkout moved elsewhere keeps its cache).
    expect(JSON.parse(cache)).toMatchObject({ entries: { [join('templates', 'broken.json')]: {} } });
    for (const args of [['templates/valid', '--fix-dry-run'], ['templates/valid', '--fix'], ['--stdin']]) {
      await templintInProcess([...args, '-f', 'json', '--cache'], { cwd: dir, input: '{}' });
      // It was saved with no entry: the next --cache run linted every file again.
      expect(readFileSync(join(dir, '.templintcache'), 'utf8'), args.join(' ')).toBe(cache);
    }
  });

  test('-o and --cache-location naming one file is a usage error, before anything is written', async () => {
    const dir = workspace();
    const run = await templintInProcess(['templates', '-f', 'json', '--cache', '--cache-location', 'out.json', '-o', 'out.json'], { cwd: dir });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'templint: -o and --cache-location name the same file, "out.json"; name another for one of them\n' });
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  });

  test('a damaged cache file is read as empty and written anew', async () => {
    const dir = workspace();
    writeFileSync(join(dir, '.templintcache'), '{"format":1,');
    expect(await templintInProcess(['templates', '-f', 'json', '--cache'], { cwd: dir })).toEqual(await templintInProcess(['templates', '-f', 'json'], { cwd: dir }));
    expect(JSON.parse(readFileSync(join(dir, '.templintcache'), 'utf8'))).toMatchObject({ format: CACHE_FORMAT });
  });
});
