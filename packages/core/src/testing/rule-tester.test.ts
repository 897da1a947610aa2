import { describe, expect, test } from 'vitest';
import { defineRule, type RuleDefinition } from '../rule.js';
import { RuleTester, type InvalidCase, type ValidCase } from './rule-tester.js';
import { normalRequest } from './fixtures.js';

/** Runs the tester's cases in place and returns, per case, the error it threw (or undefined). */
function outcomes(rule: RuleDefinition, cases: { valid?: ValidCase[]; invalid?: InvalidCase[] }): (string | undefined)[] {
  const results: (string | undefined)[] = [];
  const hooks = {
    describe: (_name: string, body: () => void) => {
      body();
    },
    test: (_name: string, body: () => void) => {
      try {
        body();
        results.push(undefined);
      } catch (error) {
        results.push((error as Error).message);
      }
    },
  };
  new RuleTester(hooks).run(rule, { valid: cases.valid ?? [], invalid: cases.invalid ?? [] });
  return results;
}

const reportsRoot = (message: string, data?: Record<string, string>): RuleDefinition =>
  defineRule({
    id: 'template-name-required',
    severity: 'error',
    source: 'spec',
    specSection: '0',
    messages: { found: message },
    check({ report }) {
      report({ messageId: 'found', path: [], ...(data ? { data } : {}) });
    },
  });

describe('RuleTester', () => {
  test('passes a case whose diagnostics match', () => {
    expect(outcomes(reportsRoot('Found {{what}}.', { what: 'it' }), { invalid: [{ request: {}, errors: [{ messageId: 'found', path: [], data: { what: 'it' } }] }] })).toEqual([undefined]);
  });

  test('fails a message whose slot is left unfilled', () => {
    expect(outcomes(reportsRoot('Found {{what}} (a {{variable}}).', { what: 'it' }), { invalid: [{ request: {}, errors: [{ messageId: 'found' }] }] })[0]).toMatch(
      /left \{\{variable\}\} unfilled/,
    );
  });

  test('fails a valid case that is reported, and an invalid case reported differently', () => {
    const rule = reportsRoot('Found.');
    const [valid, wrongId, wrongPath, wrongCount] = outcomes(rule, {
      valid: [{ request: {} }],
      invalid: [
        { request: {}, errors: [{ messageId: 'other' }] },
        { request: {}, errors: [{ messageId: 'found', path: ['x'] }] },
        { request: {}, errors: [{ messageId: 'found' }, { messageId: 'found' }] },
      ],
    });
    expect(valid).toMatch(/expected 0 diagnostic/);
    expect(wrongId).toMatch(/expected message id "other"/);
    expect(wrongPath).toMatch(/expected path \["x"\]/);
    expect(wrongCount).toMatch(/expected 2 diagnostic/);
  });

  test('fails a rule that changes its input', () => {
    const rule = defineRule({
      id: 'template-name-required',
      severity: 'error',
      source: 'spec',
      specSection: '0',
      messages: {},
      check({ model }) {
        if (model.root) (model.root as Record<string, unknown>).written = true;
      },
    });
    expect(outcomes(rule, { valid: [{ request: normalRequest() }] })[0]).toMatch(/changed its input/);
  });

  test('asks for the output of a fix, and checks it', () => {
    const fixing = defineRule({
      id: 'template-name-required',
      severity: 'error',
      source: 'spec',
      specSection: '0',
      fixable: true,
      messages: { missing: 'Missing.' },
      check({ model, report }) {
        if (model.root && model.root.added !== true) report({ messageId: 'missing', path: ['added'], fix: { edits: [{ op: 'set', path: ['added'], value: true }] } });
      },
    });
    const [noOutput, wrongOutput, rightOutput] = outcomes(fixing, {
      invalid: [
        { request: {}, errors: [{ messageId: 'missing' }] },
        { request: {}, errors: [{ messageId: 'missing' }], output: { added: false } },
        { request: {}, errors: [{ messageId: 'missing' }], output: { added: true } },
      ],
    });
    expect(noOutput).toMatch(/state the fixed request/);
    expect(wrongOutput).toMatch(/not the stated output/);
    expect(rightOutput).toBeUndefined();
  });
});
