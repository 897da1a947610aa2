import { describe, expect, test } from 'vitest';
import { normalRequest } from '../testing/fixtures.js';
import { withValue } from '../testing/helpers.js';
import { createValidatorOf } from '../validator/create-validator.js';
import { maxLengthRule } from './max-length-rule.js';

const NAME = ['chat_template_data', 'chat_template_name'];

/** A length rule on the template name, limit 5, naming the place and marking the first two characters. */
function nameRule(data?: Parameters<typeof maxLengthRule>[0]['data']) {
  return maxLengthRule({
    id: 'demo-max-length',
    severity: 'warning',
    source: 'spec',
    message: 'The {{place}} is {{count}} characters; the limit is {{limit}}. Shorten it by {{excess}}.',
    *texts(model) {
      const name = model.templateName?.name;
      if (name !== undefined) yield { text: name, path: NAME, limit: 5, names: { place: 'name' }, range: [0, 2] };
    },
    ...(data ? { data } : {}),
  });
}

function diagnosticsFor(name: string, data?: Parameters<typeof maxLengthRule>[0]['data']) {
  return createValidatorOf([nameRule(data)]).validate(withValue(normalRequest(), NAME, name)).diagnostics;
}

describe('maxLengthRule', () => {
  test('declares the one message as `tooLong`, and the metadata it is given', () => {
    const rule = nameRule();
    expect(rule.messages).toEqual({ tooLong: 'The {{place}} is {{count}} characters; the limit is {{limit}}. Shorten it by {{excess}}.' });
    expect(rule.severity).toBe('warning');
    expect(rule.docsUrl).toMatch(/demo-max-length\.md$/);
  });

  test('says nothing about a text at its limit', () => {
    expect(diagnosticsFor('abcde')).toEqual([]);
  });

  test('reports a text over its limit with its names, then count, limit and excess, at its path and range', () => {
    const [diagnostic, ...rest] = diagnosticsFor('abcdefg');
    expect(rest).toEqual([]);
    expect(diagnostic?.message).toBe('The name is 7 characters; the limit is 5. Shorten it by 2.');
    expect(diagnostic?.path).toEqual(NAME);
    expect(diagnostic?.range).toEqual([0, 2]);
    expect(JSON.stringify(diagnostic?.data)).toBe('{"place":"name","count":7,"limit":5,"excess":2}');
  });

  test('counts each variable as one character', () => {
    expect(diagnosticsFor('ab{{1}}cd')).toEqual([]);
  });

  test('lets a rule choose its data', () => {
    const [diagnostic] = diagnosticsFor('abcdefg', ({ count, limit }, names) => ({ ...names, count, limit, excess: 0 }));
    expect(diagnostic?.data).toEqual({ place: 'name', count: 7, limit: 5, excess: 0 });
  });
});
