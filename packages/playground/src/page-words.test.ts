// The page's words in every shipped language (issue 22): the same words as English, each translated; every
// word index.html names exists; the starters named are the examples; the problem count says what the
// CLI's summary line says.
import { readdirSync, readFileSync } from 'node:fs';
import { formatters } from '@templint/lint';
import { describe, expect, test } from 'vitest';
import { pageWords } from './locales/index.js';
import type { PageWords } from './page-words.js';
import { problemCountText } from './problem-count.js';
import { STARTER_IDS } from './starter-ids.js';
import { wordOf } from './show-page-words.js';

const ROOT = new URL('../../../', import.meta.url);

/** Every word of a language by its path (`starters.normal--order-update`), tables flattened. */
function flatWords(words: PageWords): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') flat.set(path, value);
    else if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) walk(inner, path === '' ? key : `${path}.${key}`);
  };
  walk(words, '');
  return flat;
}

/** Words a language writes as English does, by code: names of things that are the same word in it. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // "Template" is the Indonesian word too (core's Indonesian messages say it).
  id: ['templateHeading'],
};

describe.each(Object.entries(pageWords).filter(([code]) => code !== 'en'))('the page words in %s', (code, words) => {
  test('are the same words as English, each translated', () => {
    const english = flatWords(pageWords.en);
    const own = flatWords(words);
    expect([...own.keys()]).toEqual([...english.keys()]);
    const same = [...own].filter(([key, word]) => word === english.get(key)).map(([key]) => key);
    expect(same).toEqual(SAME_AS_ENGLISH[code] ?? []);
  });

  test('keep the slots of the English words', () => {
    // A language without plural forms (Indonesian) names a slot once where English chooses a form by it.
    const slots = (word: string): string[] => [...new Set([...word.matchAll(/\{\{(\w+)/gu)].map((match) => match[1] ?? ''))].sort();
    const english = flatWords(pageWords.en);
    for (const [key, word] of flatWords(words)) expect(slots(word), key).toEqual(slots(english.get(key) ?? ''));
  });
});

describe('index.html', () => {
  test('names only words every language has', () => {
    const html = readFileSync(new URL('index.html', import.meta.url), 'utf8');
    const named = [...html.matchAll(/data-word(?:-label)?="([^"]*)"/gu)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(10);
    for (const words of Object.values(pageWords)) for (const name of named) expect(wordOf(words, name), `${words.code}: ${String(name)}`).toBeDefined();
  });
});

describe('the starters', () => {
  test('are the files of examples/valid, each named in every language', () => {
    const files = readdirSync(new URL('examples/valid/', ROOT))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => name.slice(0, -'.json'.length));
    expect([...STARTER_IDS]).toEqual(files);
  });
});

describe('the problem count', () => {
  /** The CLI's closing line in a language, from its stylish format: `✖ 3 problems (2 errors, 1 warning)`. */
  const cliSummary = (code: string, errors: number, warnings: number): string => {
    const { stylish } = formatters;
    if (!stylish) throw new Error('lint has no stylish format');
    return stylish({ cwd: '/', color: false, rules: [], version: '0', locale: code }).end({ errorCount: errors, warningCount: warnings, fatalErrorCount: 0, fileCount: 1 });
  };

  test.each(Object.entries(pageWords))('in %s says what the CLI says in its summary line', (code, words) => {
    for (const [errors, warnings] of [
      [1, 0],
      [0, 1],
      [1, 1],
      [2, 3],
      [5, 21],
    ] as const) {
      expect(cliSummary(code, errors, warnings)).toContain(`(${problemCountText(errors, warnings, words)})`);
    }
  });

  test('says there is none in the language', () => {
    expect(problemCountText(0, 0, pageWords.en)).toBe('no problems');
    expect(problemCountText(0, 0, pageWords['pt-BR'])).toBe('nenhum problema');
  });
});
