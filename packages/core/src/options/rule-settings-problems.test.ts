import { describe, expect, test } from 'vitest';
import { rules } from '../rules/index.js';
import { createValidator } from '../validator/create-validator.js';
import { validateTemplate } from '../validate.js';
import { RuleSettingsError } from './rule-settings-error.js';
import { ruleSettingsProblems } from './rule-settings-problems.js';

describe('ruleSettingsProblems', () => {
  test('accepts what the declarations allow', () => {
    expect(ruleSettingsProblems({ 'variable-density': ['warn', { wordsPerVariable: 3 }], 'template-name-format': 'off', 'body-required': 2 }, rules)).toEqual([]);
    expect(ruleSettingsProblems({ 'variable-density': ['error'] }, rules)).toEqual([]);
    expect(ruleSettingsProblems(undefined, rules)).toEqual([]);
  });

  test('names an unknown option and the allowed keys (the old doc comment showed "ratio")', () => {
    expect(ruleSettingsProblems({ 'variable-density': ['warn', { ratio: 1 }] }, rules)).toEqual([
      { ruleId: 'variable-density', option: 'ratio', message: 'unknown option "ratio"; allowed: wordsPerVariable' },
    ]);
  });

  test('refuses an option value of the wrong type or out of bounds, 1e308 included', () => {
    const messageOf = (value: unknown): string | undefined => ruleSettingsProblems({ 'variable-density': ['warn', { wordsPerVariable: value }] }, rules)[0]?.message;
    expect(messageOf('2')).toBe('option "wordsPerVariable" must be a number from 0 to 1024, got "2"');
    expect(messageOf(1e308)).toBe('option "wordsPerVariable" must be a number from 0 to 1024, got 1e+308');
    expect(messageOf(-1)).toBe('option "wordsPerVariable" must be a number from 0 to 1024, got -1');
    expect(messageOf(Number.NaN)).toBe('option "wordsPerVariable" must be a number from 0 to 1024, got NaN');
    expect(messageOf({ a: 1 })).toBe('option "wordsPerVariable" must be a number from 0 to 1024, got type object');
    expect(messageOf(1024)).toBeUndefined();
    expect(messageOf(0)).toBeUndefined();
  });

  test('names an unknown rule id (the CLI adds a guess)', () => {
    expect(ruleSettingsProblems({ 'variable-densty': 'off', zzz: 'off' }, rules)).toEqual([
      { ruleId: 'variable-densty', message: 'unknown rule' },
      { ruleId: 'zzz', message: 'unknown rule' },
    ]);
  });

  test('refuses options for a rule that declares none, unknown severities and bad array forms', () => {
    expect(ruleSettingsProblems({ 'template-name-format': ['error', { a: 1 }] }, rules)[0]?.message).toBe('unknown option "a"; allowed: none');
    expect(ruleSettingsProblems({ 'template-name-format': 'on' }, rules)[0]?.message).toMatch(/^must be a severity \("off", "warn", "warning", "error", 0, 1, 2\)/);
    expect(ruleSettingsProblems({ 'template-name-format': ['error', 1] }, rules)[0]?.message).toBe('must be [severity, options], options an object');
    expect(ruleSettingsProblems({ 'template-name-format': ['error', {}, {}] }, rules)[0]?.message).toBe('must be [severity, options], options an object');
    expect(ruleSettingsProblems([], rules)).toEqual([{ ruleId: undefined, message: expect.stringMatching(/^must be an object of rule id to setting$/) as unknown }]);
  });
});

describe('createValidator with settings it cannot honour', () => {
  test('throws a RuleSettingsError naming the rule and the allowed keys', () => {
    const make = (): unknown => createValidator({ rules: { 'variable-density': ['warn', { ratio: 1 }] as never } });
    expect(make).toThrow(RuleSettingsError);
    expect(make).toThrow('Invalid rule settings: rules["variable-density"]: unknown option "ratio"; allowed: wordsPerVariable');
    expect(() => validateTemplate({}, { rules: { 'no-such-rule': 'off' } })).toThrow('rules["no-such-rule"]: unknown rule');
  });

  test('an inherited setting is not an own setting: neither read nor refused', () => {
    const inherited = Object.create({ 'no-such-rule': 'off' }) as Record<string, 'off'>;
    expect(() => createValidator({ rules: inherited })).not.toThrow();
  });
});
