// Set rules hash each template once; they never compare templates pair by pair. The work is counted
// (reads of the facts a rule compares), not timed: a pairwise rule would read n² facts. Bounded sizes by
// default; TEMPLINT_DEEP=1 checks 10,000 requests with 2,000 duplicates.
import { describe, expect, test } from 'vitest';
import { rules } from '../rules/index.js';
import { normalRequest } from '../testing/fixtures.js';
import { withValue } from '../testing/helpers.js';
import { validateTemplates } from '../validate.js';
import type { SetTemplate } from './set-rule-context.js';

const DEEP = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.TEMPLINT_DEEP === '1';
const SIZE = DEEP ? 10_000 : 2_000;

/** n templates of one integration, every fifth a copy (name and wording) of the one before it; reads counted. */
function templates(count: number, reads: { count: number }): SetTemplate[] {
  return Array.from({ length: count }, (_, index) => {
    const own = index % 5 === 4 ? index - 1 : index;
    const facts = { name: `template_${String(own)}`, wording: `["Message ${String(own)}",""]`, integration: 'pi_0001', languageId: 2 };
    const template = { index, label: `t${String(index)}`, location: undefined, namePath: [], wordingPath: [], scope: 0xff } as Record<string, unknown>;
    for (const [key, value] of Object.entries(facts)) {
      Object.defineProperty(template, key, { get: () => { reads.count += 1; return value; }, enumerable: true });
    }
    return template as unknown as SetTemplate;
  });
}

function workOf(ruleId: string, count: number): { reads: number; reports: number } {
  const rule = rules.find((candidate) => candidate.id === ruleId);
  if (!rule?.checkSet) throw new Error(`${ruleId} is not a set rule`);
  const reads = { count: 0 };
  let reports = 0;
  rule.checkSet({
    requests: templates(count, reads),
    accountFirst: () => undefined,
    deletedTemplateNames: new Set(['template_0']),
    options: rule.defaultOptions ?? {},
    freeName: (name) => `${name}_2`,
    report: () => { reports += 1; },
  });
  return { reads: reads.count, reports };
}

describe('set rules grow linearly', () => {
  test.each(['template-name-duplicate', 'template-content-duplicate', 'template-name-deleted'])('%s reads each template a fixed number of times', (ruleId) => {
    const small = workOf(ruleId, SIZE / 4);
    const large = workOf(ruleId, SIZE);
    expect(large.reads).toBe(4 * small.reads);
    if (ruleId !== 'template-name-deleted') expect([small.reports, large.reports]).toEqual([SIZE / 20, SIZE / 5]);
  });

  test(`validateTemplates reports each of ${String(SIZE / 5)} copies among ${String(SIZE)} requests once per set rule`, () => {
    const requests = Array.from({ length: SIZE }, (_, index) => {
      const own = index % 5 === 4 ? index - 1 : index;
      const named = withValue(normalRequest(), ['chat_template_data', 'chat_template_name'], `template_${String(own)}`);
      return withValue(named, ['chat_template_data', 'chat_template_footer', 'chat_template_footer_value'], `Footer ${String(own)}`);
    });
    const { results, valid } = validateTemplates(requests);
    const reported = (ruleId: string): number => results.filter((result) => result.diagnostics.some((d) => d.ruleId === ruleId)).length;
    expect(valid).toBe(false);
    expect(reported('template-name-duplicate')).toBe(SIZE / 5);
    expect(reported('template-content-duplicate')).toBe(SIZE / 5);
  }, 120_000);
});
