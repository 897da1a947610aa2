// templint --locale and the environment's locale (issue 22): diagnostics and summary lines in the language,
// messageId and data unchanged, English when nothing names a shipped locale.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { chooseLocale } from './choose-locale.js';
import { exampleCatalogNotice } from './example-catalog-notice.js';
import { templintInProcess } from './templint-in-process.test-support.js';
import { templint } from './templint-process.test-support.js';

const EXAMPLES = new URL('../../../../examples/invalid/', import.meta.url);
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'templint-locale-'));
  cpSync(EXAMPLES, join(dir, 'invalid'), { recursive: true });
});

interface JsonResult {
  readonly filePath: string;
  readonly messages: { readonly ruleId: string; readonly messageId: string; readonly message: string }[];
}

async function lintJson(args: readonly string[], env: Record<string, string> = {}): Promise<JsonResult[]> {
  const run = await templintInProcess(['invalid', '-f', 'json', ...args], { cwd: dir, env });
  return JSON.parse(run.stdout) as JsonResult[];
}

describe('templint --locale', () => {
  test('with threads, the same report in the same language (a thread is told the code, and finds the locale itself)', async () => {
    const single = await templint(['invalid', '--locale', 'pt-BR'], { cwd: dir });
    expect(single.stdout).toMatch(/ problemas? /);
    expect(await templint(['invalid', '--locale', 'pt-BR', '--concurrency', '2'], { cwd: dir })).toEqual(single);
  });

  test('hi words every diagnostic of examples/invalid in Hindi with its slots filled; ids stay', async () => {
    const english = await lintJson([]);
    const hindi = await lintJson(['--locale', 'hi']);
    const pairs = english.flatMap((file, index) => file.messages.map((message, at) => [message, hindi[index]?.messages[at]] as const));
    expect(pairs.length).toBeGreaterThan(20);
    for (const [en, hi] of pairs) {
      expect(hi?.ruleId).toBe(en.ruleId);
      expect(hi?.messageId).toBe(en.messageId);
      expect(hi?.message).not.toBe(en.message);
      // Devanagari letters, and no slot left as written (the request's own {{1}} may be quoted).
      expect(hi?.message).toMatch(/[\u0900-\u097F]/);
      expect(hi?.message).not.toMatch(/\{\{[a-zA-Z]+(\|[^}]*)?\}\}/);
    }
  });

  test('a repeat across files names the other file in the language (the English "at" was left), and the user\'s own text is never reworded', async () => {
    const repeats = mkdtempSync(join(tmpdir(), 'templint-locale-repeat-'));
    cpSync(new URL('../../../../examples/valid/normal--order-update.json', import.meta.url), join(repeats, 'a.json'));
    cpSync(join(repeats, 'a.json'), join(repeats, 'b.json'));
    for (const [code, around] of [['pt-BR', '`order_update`, em a.json:1:1'], ['es', '`order_update`, en a.json:1:1'], ['hi', '`order_update`, a.json:1:1 पर'], ['id', '`order_update` di a.json:1:1']] as const) {
      const run = await templintInProcess(['.', '--locale', code], { cwd: repeats });
      expect(run.stdout, code).toContain(around);
      expect(run.stdout, code).not.toContain('` at a.json');
    }
  });

  test('the stylish summary line is in the language too', async () => {
    const run = await templintInProcess(['invalid', '--locale', 'pt-BR'], { cwd: dir });
    expect(run.stdout).toMatch(/\n\u2716 \d+ problemas \(\d+ erros, \d+ avisos\)\n/);
    expect(run.stdout).toContain('O corpo');
  });

  test('an unknown locale is a usage error with the shipped codes', async () => {
    const run = await templintInProcess(['invalid', '--locale', 'fr'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('templint: unknown locale "fr"; use one of en, pt-BR, es, hi, id\n');
    const typo = await templintInProcess(['invalid', '--locale', 'hx'], { cwd: dir });
    expect(typo.stderr).toContain('(did you mean "hi"?)');
  });

  test('the environment names the locale when --locale is not given; --locale wins', async () => {
    const spanish = await lintJson(['--locale', 'es']);
    expect(spanish[0]?.messages[0]?.message).not.toBe((await lintJson([]))[0]?.messages[0]?.message);
    expect(await lintJson([], { LANG: 'es_MX.UTF-8' })).toEqual(spanish);
    expect(await lintJson(['--locale', 'en'], { LANG: 'es_MX.UTF-8' })).toEqual(await lintJson([]));
    expect(await lintJson([], { LC_ALL: 'id_ID.UTF-8', LANG: 'es_MX.UTF-8' })).toEqual(await lintJson(['--locale', 'id']));
  });
});

describe('chooseLocale', () => {
  test.each([
    [{}, 'en'],
    [{ LANG: 'C.UTF-8' }, 'en'],
    [{ LANG: 'fr_FR.UTF-8' }, 'en'],
    [{ LANG: 'pt_BR.UTF-8' }, 'pt-BR'],
    [{ LC_MESSAGES: 'hi_IN', LANG: 'pt_BR.UTF-8' }, 'hi'],
    [{ LC_ALL: 'id_ID.UTF-8', LC_MESSAGES: 'hi_IN' }, 'id'],
    // LC_ALL set to a language templint does not ship still decides: English, not LANG's.
    [{ LC_ALL: 'de_DE.UTF-8', LANG: 'es_ES.UTF-8' }, 'en'],
    // LANGUAGE, gettext's list of preferred languages, comes first: its first language templint ships.
    [{ LANGUAGE: 'es:en', LANG: 'en_US.UTF-8' }, 'es'],
    [{ LANGUAGE: 'de:pt_BR:pt', LANG: 'en_US.UTF-8' }, 'pt-BR'],
    [{ LANGUAGE: 'en:hi', LANG: 'hi_IN.UTF-8' }, 'en'],
    [{ LANGUAGE: 'de:fr', LANG: 'id_ID.UTF-8' }, 'id'],
    // ...but not where the locale is C or POSIX (a script's `LC_ALL=C` asks for English), or none is set.
    [{ LANGUAGE: 'es', LC_ALL: 'C' }, 'en'],
    [{ LANGUAGE: 'es', LANG: 'POSIX' }, 'en'],
    [{ LANGUAGE: 'es', LANG: 'C.UTF-8' }, 'en'],
    [{ LANGUAGE: 'es' }, 'en'],
  ])('%j gives %s', async (env, code) => {
    expect((await chooseLocale(undefined, env)).code).toBe(code);
  });
});

describe("the example catalog's notice", () => {
  test.each([
    ['pt-BR', 'catálogo de exemplo'],
    ['es', 'catálogo de ejemplo'],
    ['hi', 'उदाहरण कैटलॉग'],
    ['id', 'katalog contoh'],
  ])('is worded in %s, the command and file names as they are', async (code, words) => {
    const run = await templintInProcess(['invalid', '--locale', code], { cwd: dir });
    const notice = run.stderr.split('\n').find((line) => line.startsWith('templint: ')) ?? '';
    expect(notice).toContain(words);
    expect(notice).toContain('`templint catalog pull --base-url <url> --out templint.catalog.json`');
    expect(notice).toContain('templint.config.json ("catalog")');
  });
});

describe("the notice for unnamed standard input that a config's scoped catalog misses", () => {
  test.each(['en', 'pt-BR', 'es', 'hi', 'id'])('is worded in %s, naming --stdin-filename and the "files" objects', (code) => {
    const notice = exampleCatalogNotice(code, 'unnamed input');
    expect(notice).not.toBe(exampleCatalogNotice(code));
    expect(notice).toContain('`--stdin-filename templates/welcome.json`');
    expect(notice).toContain('templint.config.json');
    expect(notice).toContain('"files"');
    expect(notice.endsWith('\n')).toBe(true);
  });
});
