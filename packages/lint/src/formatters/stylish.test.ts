import { describe, expect, test } from 'vitest';
import { toResult, type LintMessage } from '../lint-result.js';
import { stylish } from './stylish.js';

const message = (text: string, line: number, ruleId: string): LintMessage => ({ ruleId, message: text, severity: 2, line, column: 1 });

describe('stylish', () => {
  const format = stylish({ cwd: '/project', color: false, rules: [], version: '0.0.0' });

  test('lines up the rule ids after messages of ordinary length, as ESLint does', () => {
    const output = format.file(toResult('/project/a.json', [message('Short.', 1, 'rule-a'), message('A somewhat longer message.', 2, 'rule-b')]));
    const lines = output.split('\n').filter((line) => line.includes('rule-'));
    expect(lines).toHaveLength(2);
    expect(lines[0]?.indexOf('rule-a')).toBe(lines[1]?.indexOf('rule-b'));
  });

  test('a huge message does not pad every other line to its length: the output grows with the messages, not their count times the longest', () => {
    const huge = `Unknown field \`${'k'.repeat(200_000)}\`.`;
    const messages = [message(huge, 1, 'unknown-field'), ...Array.from({ length: 300 }, (_, index) => message('An ordinary message of some sixty characters, more or less.', index + 2, 'rule-x'))];
    const output = format.file(toResult('/project/a.json', messages));
    const text = messages.reduce((sum, each) => sum + each.message.length, 0);
    // Each line adds at most its position, severity, the padding up to the alignment cap and its rule id.
    expect(output.length).toBeLessThan(text + messages.length * 250);
    expect(output).toContain(huge);
  });
});
