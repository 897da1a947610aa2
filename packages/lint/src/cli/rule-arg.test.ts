import { describe, expect, test } from 'vitest';
import { parseRuleArg } from './rule-arg.js';

describe('parseRuleArg (ESLint\'s --rule syntax)', () => {
  test.each([
    ['template-name-format:off', { 'template-name-format': 'off' }],
    ['template-name-format: off', { 'template-name-format': 'off' }],
    ['template-name-format:2', { 'template-name-format': 2 }],
    ['variable-density: [warn, {wordsPerVariable: 3}]', { 'variable-density': ['warn', { wordsPerVariable: 3 }] }],
    ["variable-density: ['error', {'wordsPerVariable': 1.5}]", { 'variable-density': ['error', { wordsPerVariable: 1.5 }] }],
    ['{"variable-density": ["warn", {"wordsPerVariable": 3}], "body-required": "off"}', { 'variable-density': ['warn', { wordsPerVariable: 3 }], 'body-required': 'off' }],
    ['template-name-format: off, body-required: warn', { 'template-name-format': 'off', 'body-required': 'warn' }],
    ['x: [warn, {a: true, b: null, c: "q\\"t"}]', { x: ['warn', { a: true, b: null, c: 'q"t' }] }],
  ])('%s', (text, rules) => {
    expect(parseRuleArg(text)).toEqual({ rules });
  });

  test.each([
    ['template-name-format', 'expected ":" after the rule id or option name at character 21'],
    ['x: [warn', 'expected "," or "]" at character 9'],
    ['x: [warn, {a: 1]', 'expected "," or "}" at character 16'],
    ['x: "open', 'unclosed quote at character 9'],
    [`x: ${'['.repeat(100_000)}`, 'nested deeper than 16 levels at character 20'],
    ['{x: off} y', 'unexpected text at character 10'],
    ['', 'no rule given'],
    [' \t ', 'no rule given'],
  ])('refuses case %#', (text, problem) => {
    expect(parseRuleArg(text)).toEqual({ problem });
  });

  test('a key named __proto__ is an own key, not the prototype', () => {
    const parsed = parseRuleArg('__proto__: off');
    expect('rules' in parsed && Object.keys(parsed.rules)).toEqual(['__proto__']);
  });
});
