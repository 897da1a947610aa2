import { describe, expect, test } from 'vitest';
import { toResult, type LintMessage } from '../lint-result.js';
import { github } from './github.js';
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

describe('stylish as VS Code\'s $eslint-stylish problem matcher reads it', () => {
  // VS Code's built-in pattern (src/vs/workbench/contrib/tasks/common/problemMatcher.ts), with
  // fileLocation "absolute": a file line starts with a drive, `.`, `/` or `\\`, and is the file's full path.
  const fileLine = /^((?:[a-zA-Z]:)*[./\\]+.*?)$/;
  const problemLine = /^\s+(\d+):(\d+)\s+(error|warning|info)\s+(.+?)(?:\s\s+(.*))?$/;

  test('names each file by its absolute path, as ESLint does: a path from the working directory matched no file line', () => {
    const format = stylish({ cwd: '/project', color: false, rules: [], version: '0.0.0' });
    const lines = format.file(toResult('/project/templates/a.json', [message('Short.', 3, 'rule-a')])).split('\n').filter(Boolean);
    expect(lines[0]).toMatch(fileLine);
    expect(lines[0]).toBe('/project/templates/a.json');
    expect(lines[1]?.match(problemLine)?.slice(1)).toEqual(['3', '1', 'error', 'Short.', 'rule-a']);
  });
});

describe('stylish and github print what a user\'s file controls safely (issue 21 point 8)', () => {
  const hostile = [
    '\u001b]0;pwned\u0007', // OSC: sets the window title
    '\u001b[2J', // clears the screen
    '\r\u2714 all clean', // CR: overwrites the line
    '\u009b31m', // C1 CSI
    '\u202eevil', // bidi override
  ].join(' ');
  const messages = [message(`Unknown field \`${hostile}\`.`, 1, 'unknown-field')];
  const format = stylish({ cwd: '/project', color: false, rules: [], version: '0.0.0' });

  test('stylish: no control character reaches the terminal; each is shown as its escape', () => {
    const output = format.file(toResult(`/project/x\n\u001b[1A${hostile}.json`, messages));
    // eslint-disable-next-line no-control-regex -- looking for control characters is the test
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    // The only line breaks are the formatter's own: a file-name line and one message line.
    expect(output.split('\n')).toHaveLength(4);
    expect(output).toContain('\\u001B]0;pwned\\u0007');
    expect(output).toContain('x\\u000A\\u001B[1A');
    expect(output).toContain('\\u000D\u2714 all clean');
  });

  test('colours are still the formatter\'s own escapes', () => {
    const colored = stylish({ cwd: '/project', color: true, rules: [], version: '0.0.0' }).file(toResult('/project/a.json', messages));
    expect(colored).toContain('\u001b[31m');
    // Underline, dim, red, dim, each with its reset: every ESC is one of these.
    // eslint-disable-next-line no-control-regex -- looking for control characters is the test
    expect(colored.match(/\u001b/g)).toHaveLength(8);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the test
    expect(colored.match(/\u001b\[(0|2|4|31)m/g)).toHaveLength(8);
  });

  test('github: no ESC or CR, and a line break in a file name cannot end the workflow command', () => {
    const output = github({ cwd: '/project', color: false, rules: [], version: '0.0.0' }).file(toResult(`/project/a\n::error ::fake.json`, messages));
    expect(output.split('\n').filter(Boolean)).toHaveLength(1);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the test
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(output).toContain('file=a%0A%3A%3Aerror %3A%3Afake.json');
  });

  test('a message with a line break and a long run of spaces is one line, in linear time (no backtracking regex)', () => {
    const spaces = ' '.repeat(200_000);
    const output = format.file(toResult('/project/a.json', [message(`a${spaces}b\n  c`, 1, 'r')]));
    expect(output).toContain(`a${spaces}b c`);
  });
});
