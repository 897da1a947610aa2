// One file with many problems and fixes, at two sizes (large ones with TEMPLINT_DEEP=1): lint, fix and
// diff give the right answers at both. No time is asserted: the structural checks (text-locator.test.ts,
// apply-text-edits.test.ts, diff.test.ts) count the work, which is how growth stays honest; `pnpm bench`
// measures time.
import { createValidator } from '@templint/core';
import { describe, expect, test, vi } from 'vitest';
import { unifiedDiff } from './cli/diff.js';
import { fixText } from './fix/fix-text.js';
import { json } from './formatters/json.js';
import { withEachFixOnce } from './lint-result.js';
import { lintText } from './lint-text.js';

const DEEP = process.env.TEMPLINT_DEEP === '1';
const BASE = DEEP ? 4000 : 200;

/**
 * Every tenth request has a misspelt footer key (one certain fix); every request has a bad name, in
 * camelCase, which has two plausible fixed forms and so gets suggestions, not a fix.
 */
function file(count: number): string {
  const requests = Array.from({ length: count }, (_, index) => ({
    provider_integration_chat_id: `pi_${String(index)}`,
    chat_template_data: {
      chat_template_name: `BadName${String(index)}`,
      chat_language_id: 2,
      chat_template_category_id: 2,
      chat_template_body: { chat_template_body_value: 'Hello there' },
      [index % 10 === 0 ? 'chat_template_footr' : 'chat_template_footer']: { chat_template_footer_value: 'Thanks' },
    },
  }));
  return JSON.stringify(requests, null, 2);
}

const validator = createValidator();

function work(count: number): { fixCount: number; messages: number; removed: number } {
  const text = file(count);
  const { output, fixCount } = fixText(text, validator);
  const diff = unifiedDiff('a.json', text, output);
  const { messages } = lintText(output, { filePath: 'a.json', validator });
  const removed = diff.split('\n').filter((line) => line.startsWith('-') && !line.startsWith('---')).length;
  return { fixCount, messages: messages.length, removed };
}

describe('one file with many problems', () => {
  test(`fixes, diffs and lints ${String(BASE)} and ${String(4 * BASE)} requests`, () => {
    const small = work(BASE);
    const large = work(4 * BASE);
    for (const [run, count] of [
      [small, BASE],
      [large, 4 * BASE],
    ] as const) {
      expect(run.fixCount).toBe(count / 10);
      expect(run.removed).toBe(count / 10);
      expect(run.messages).toBe(count);
    }
  }, 120_000);
});

describe('a fix shared by many diagnostics', () => {
  /** A body of `count` placeholders written `{{ n }}`: variable-name-format gives each one diagnostic, sharing one fix of the whole text. */
  function spacedPlaceholders(count: number): string {
    const body = Array.from({ length: count }, (_, index) => `{{ ${String(index + 1)} }}`).join(' and ');
    return JSON.stringify({ provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_name: 'spaced', chat_language_id: 2, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: `Hello ${body}.` } } });
  }

  /**
   * Characters JSON.stringify writes while the text is linted: as stylish, sarif and github lint it (`fixes:
   * false`), or with text edits, as `-f json`, the playground and `lintText`'s callers take it.
   */
  function stringified(count: number, fixes = false): { characters: number; withFix: number } {
    const text = spacedPlaceholders(count);
    let characters = 0;
    const original = JSON.stringify.bind(JSON);
    const spy = vi.spyOn(JSON, 'stringify').mockImplementation((...args: Parameters<typeof JSON.stringify>) => {
      const written = original(...args);
      characters += written.length;
      return written;
    });
    try {
      const { messages, fixableErrorCount } = lintText(text, { filePath: 'a.json', validator, fixes });
      return { characters, withFix: Math.min(fixableErrorCount, messages.filter((message) => message.ruleId === 'variable-name-format').length) };
    } finally {
      spy.mockRestore();
    }
  }

  test('is written out once when its diagnostics are checked, not once each: 4x the placeholders, at most 8x the characters', () => {
    // Found by QA: its key was written once per diagnostic, and the fix's text grows with the body, so 16,000
    // placeholders in a 245 KB body took 17 s of CPU (4,000: 1.1 s) in stylish, sarif and github; 16x here.
    const small = stringified(BASE);
    const large = stringified(4 * BASE);
    expect(small.withFix).toBe(BASE);
    expect(large.withFix).toBe(4 * BASE);
    expect(large.characters).toBeLessThan(8 * small.characters);
  });

  test('with text edits, is placed once: one edit for all its diagnostics, 4x the placeholders at most 8x the characters', () => {
    // Found by QA: placed once per diagnostic, each a copy of the whole body: 8,000 placeholders in a 120 KB
    // body held 894 MB in the playground's tab (4,000: 239 MB).
    const small = stringified(BASE, true);
    const large = stringified(4 * BASE, true);
    expect(large.withFix).toBe(4 * BASE);
    expect(large.characters).toBeLessThan(8 * small.characters);
    const { messages } = lintText(spacedPlaceholders(BASE), { filePath: 'a.json', validator });
    const fixes = new Set(messages.filter((message) => message.ruleId === 'variable-name-format').map((message) => message.fix));
    expect(fixes.size).toBe(1);
    expect([...fixes][0]?.text).toContain('{{1}} and {{2}}');
  });

  test('is written once in a -f json report and in the cache: 4x the placeholders, at most 8x the report', () => {
    // Found by QA: written on each message, 4,000 placeholders (a 59 KB file) made a 206 MB report and as
    // large a cache; 16,000 (245 KB) ended in "internal error: RangeError: Invalid string length".
    const report = (count: number): string => {
      const format = json({ cwd: '/', color: false, rules: [], version: '0.0.0' });
      return format.start() + format.file(lintText(spacedPlaceholders(count), { filePath: '/a.json', validator })) + format.end({ errorCount: 0, warningCount: 0, fatalErrorCount: 0, fileCount: 1 });
    };
    const small = report(BASE);
    const large = report(4 * BASE);
    expect(large.length).toBeLessThan(8 * small.length);
    const [result] = JSON.parse(large) as { messages: { ruleId: string; fix?: { text: string } }[]; fixableErrorCount: number }[];
    const placeholders = result?.messages.filter((message) => message.ruleId === 'variable-name-format') ?? [];
    expect(placeholders).toHaveLength(4 * BASE);
    expect(placeholders.filter((message) => message.fix !== undefined)).toHaveLength(1);
    expect(result?.fixableErrorCount).toBeGreaterThanOrEqual(4 * BASE);
    // A result read back from the cache holds copies, not one shared edit: they are matched by range and text.
    const linted = lintText(spacedPlaceholders(BASE), { filePath: '/a.json', validator });
    const readBack = JSON.parse(JSON.stringify(linted)) as typeof linted;
    expect(withEachFixOnce(readBack).messages.filter((message) => message.fix !== undefined)).toHaveLength(1);
    expect(JSON.stringify(withEachFixOnce(readBack))).toBe(JSON.stringify(withEachFixOnce(linted)));
  });
});
