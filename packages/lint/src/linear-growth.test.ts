// One file with many problems and fixes, at two sizes (large ones with TEMPLINT_DEEP=1): lint, fix and
// diff give the right answers at both. No time is asserted: the structural checks (text-locator.test.ts,
// apply-text-edits.test.ts, diff.test.ts) count the work, which is how growth stays honest; `pnpm bench`
// measures time.
import { createValidator } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { unifiedDiff } from './cli/diff.js';
import { fixText } from './fix/fix-text.js';
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
