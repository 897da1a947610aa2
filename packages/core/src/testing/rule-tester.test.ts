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
        { request: { a: 1 }, errors: [{ messageId: 'other' }] },
        { request: { a: 2 }, errors: [{ messageId: 'found', path: ['x'] }] },
        { request: { a: 3 }, errors: [{ messageId: 'found' }, { messageId: 'found' }] },
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
      fixable: true,
      messages: { missing: 'Missing.' },
      check({ model, report }) {
        if (model.root && model.root.added !== true) report({ messageId: 'missing', path: ['added'], fix: { edits: [{ op: 'set', path: ['added'], value: true }] } });
      },
    });
    const [noOutput, wrongOutput, rightOutput] = outcomes(fixing, {
      invalid: [
        { request: {}, errors: [{ messageId: 'missing' }] },
        { request: { other: 1 }, errors: [{ messageId: 'missing' }], output: { other: 1, added: false } },
        { request: { other: 2 }, errors: [{ messageId: 'missing' }], output: { other: 2, added: true } },
      ],
    });
    expect(noOutput).toMatch(/state the fixed request/);
    expect(wrongOutput).toMatch(/not the stated output/);
    expect(rightOutput).toBeUndefined();
  });

  describe('suggestions', () => {
    const suggesting = (hasSuggestions: boolean): RuleDefinition =>
      defineRule({
        id: 'template-name-required',
        severity: 'error',
        source: 'spec',
        hasSuggestions,
        messages: { missing: 'Missing.', addName: 'Add a name.' },
        check({ report }) {
          report({ messageId: 'missing', path: ['name'], suggestions: [{ messageId: 'addName', fix: { edits: [{ op: 'set', path: ['name'], value: 'x' }] } }] });
        },
      });

    test('a diagnostic with suggestions needs them stated, and each is checked by message and output', () => {
      const [unstated, stated, wrongMessage, wrongOutput, missing, extra] = outcomes(suggesting(true), {
        invalid: [
          { request: { a: 1 }, errors: [{ messageId: 'missing' }] },
          { request: { a: 2 }, errors: [{ messageId: 'missing', suggestions: [{ message: 'Add a name.', output: { a: 2, name: 'x' } }] }] },
          { request: { a: 3 }, errors: [{ messageId: 'missing', suggestions: [{ message: 'Add one.', output: { a: 3, name: 'x' } }] }] },
          { request: { a: 4 }, errors: [{ messageId: 'missing', suggestions: [{ message: 'Add a name.', output: { a: 4, name: 'y' } }] }] },
          { request: { a: 5 }, errors: [{ messageId: 'missing', suggestions: [] }] },
          {
            request: { a: 6 },
            errors: [
              {
                messageId: 'missing',
                suggestions: [
                  { message: 'Add a name.', output: { a: 6, name: 'x' } },
                  { message: 'Add a name.', output: { a: 6, name: 'x' } },
                ],
              },
            ],
          },
        ],
      });
      expect(unstated).toMatch(/offers 1 suggestion\(s\): state them/);
      expect(stated).toBeUndefined();
      expect(wrongMessage).toMatch(/suggestion 0 is "Add a name\.", not "Add one\."/);
      expect(wrongOutput).toMatch(/suggestion 0 gives\n\{"a":4,"name":"x"\}\nnot the stated output/);
      expect(missing).toMatch(/expected 0 suggestion\(s\), got 1/);
      expect(extra).toMatch(/expected 2 suggestion\(s\), got 1/);
    });

    test('suggestions: [] states that a diagnostic has none', () => {
      expect(outcomes(reportsRoot('Found.'), { invalid: [{ request: {}, errors: [{ messageId: 'found', suggestions: [] }] }] })).toEqual([undefined]);
    });

    test('a rule that suggests without declaring hasSuggestions fails', () => {
      const [undeclared] = outcomes(suggesting(false), {
        invalid: [{ request: {}, errors: [{ messageId: 'missing', suggestions: [{ message: 'Add a name.', output: { name: 'x' } }] }] }],
      });
      expect(undeclared).toMatch(/must declare hasSuggestions: true/);
    });
  });

  test('refuses an invalid case that states no error', () => {
    const silent = defineRule({ id: 'template-name-required', severity: 'error', source: 'spec', messages: {}, check: () => undefined });
    expect(outcomes(silent, { invalid: [{ request: {}, errors: [] }] })[0]).toMatch(/an invalid case states at least one error/);
  });

  describe('duplicate cases', () => {
    const rule = reportsRoot('Found.');
    const found = [{ messageId: 'found' }];

    test('the same request and options twice fail the second time, whatever the names and the table', () => {
      const results = outcomes(rule, {
        valid: [{ name: 'first', request: { a: 1, b: [1, 2] } }, { name: 'second', request: { b: [1, 2], a: 1 } }],
        invalid: [
          { name: 'third', request: { a: 1, b: [1, 2] }, errors: found },
          { name: 'fourth', request: { c: 1 }, options: { existingTemplateNames: new Set(['x']) }, errors: found },
          { name: 'fifth', request: { c: 1 }, options: { existingTemplateNames: new Set(['x']) }, errors: found },
        ],
      });
      expect(results.map((result) => result?.match(/duplicate case: the same request and options as "(\w+)"/)?.[1])).toEqual([undefined, 'first', 'first', undefined, 'fourth']);
    });

    test('the same request with other options, or another request, is another case', () => {
      const results = outcomes(rule, {
        invalid: [
          { request: { a: 1 }, errors: found },
          { request: { a: '1' }, errors: found },
          { request: { a: [1] }, errors: found },
          { request: { a: 1 }, options: { rules: { 'template-name-required': 'warning' } }, errors: found },
          { request: { a: 1 }, options: { existingTemplateNames: ['x'] }, errors: found },
          { request: { a: 1 }, options: { existingTemplateNames: ['y'] }, errors: found },
        ],
      });
      expect(results).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    });
  });
});
