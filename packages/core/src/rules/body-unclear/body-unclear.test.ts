import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { GREETING_WORDS } from '../../spec/category-phrases.js';
import { AUTHORITY_SAMPLES, requestWithBody } from '../../testing/authority-sample-texts.js';
import { listRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { bodyUnclear } from './body-unclear.js';

const RULE = 'body-unclear';
const VALUE = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
const CATEGORY = ['chat_template_data', 'chat_template_category_id'];

new RuleTester({ describe, test }).run(bodyUnclear, {
  valid: [
    ...validFixtureCases(),
    { name: 'a greeting and what the message is about', request: requestWithBody('Hello {{1}}, your order {{2}} has shipped.', 'utility') },
    { name: 'congratulations on something named', request: requestWithBody('Congratulations {{1}}, your account is verified.', 'utility') },
    { name: 'a bare greeting in a marketing template (already marketing)', request: requestWithBody('Congratulations!', 'marketing') },
    { name: 'only a variable: body-text-format speaks of it, not this rule', request: requestWithBody('{{1}}', 'utility') },
    { name: 'a greeting with a number is more than a greeting', request: requestWithBody('Hello {{1}}, 3', 'utility') },
    { name: 'an interactive template is not reviewed', request: withValue(withValue(listRequest(), CATEGORY, 2), VALUE, 'Hello!') },
  ],
  invalid: [
    {
      name: 'the authority\'s own example: "Congratulations!", as a warning',
      request: requestWithBody('Congratulations!', 'utility'),
      errors: [{ messageId: 'bareGreeting', path: VALUE, severity: 'warning', data: { place: 'body' } }],
    },
    { name: 'a greeting around a variable', request: requestWithBody('Hello {{1}}!', 'utility'), errors: [{ messageId: 'bareGreeting' }] },
    { name: 'several greeting words, any case', request: requestWithBody('Good Morning {{1}}, thank you!', 'utility'), errors: [{ messageId: 'bareGreeting' }] },
    { name: 'Spanish: ¡Felicidades {{1}}!', request: requestWithBody('¡Felicidades {{1}}!', 'utility'), errors: [{ messageId: 'bareGreeting' }] },
    { name: 'Portuguese: Parabéns, {{1}}!', request: requestWithBody('Parabéns, {{1}}!', 'utility'), errors: [{ messageId: 'bareGreeting' }] },
    {
      name: 'Portuguese pasted in decomposed form (NFD): Ola\u0301, parabe\u0301ns {{1}}!',
      request: requestWithBody('Ola\u0301, parabe\u0301ns {{1}}!', 'utility'),
      errors: [{ messageId: 'bareGreeting' }],
    },
    { name: 'Hindi: बधाई हो {{1}}!', request: requestWithBody('बधाई हो {{1}}!', 'utility'), errors: [{ messageId: 'bareGreeting' }] },
    { name: 'Indonesian: Selamat pagi {{1}}', request: requestWithBody('Selamat pagi {{1}}', 'utility'), errors: [{ messageId: 'bareGreeting' }] },
  ],
});

describe('body-unclear precision', () => {
  test('flags none of the authority\'s utility sample texts (32)', () => {
    const accepted = AUTHORITY_SAMPLES.filter((sample) => sample.category === 'utility');
    expect(accepted.filter((sample) => diagnosticsOf(requestWithBody(sample.text, 'utility'), RULE).length > 0)).toEqual([]);
  });

  test('finds the authority\'s own unclear example "Congratulations!" and none of its other marketing texts', () => {
    const marketing = AUTHORITY_SAMPLES.filter((sample) => sample.category === 'marketing');
    const found = marketing.filter((sample) => diagnosticsOf(requestWithBody(sample.text, 'utility'), RULE).length > 0);
    expect(found.map((sample) => sample.text)).toEqual(['Congratulations!']);
  });

  const greeting = fc.constantFrom(...Object.values(GREETING_WORDS).flat());
  const other = fc.constantFrom('order', 'pedido', 'account', 'शिपिंग', 'pesanan', '42');

  test.prop([fc.array(greeting, { minLength: 1, maxLength: 4 }), fc.option(other, { nil: undefined })])(
    'a utility body is reported iff every word outside its variables is a greeting word',
    (words, extra) => {
      const text = `${words.join(' ')} {{1}}${extra === undefined ? '' : ` ${extra}`}!`;
      expect(diagnosticsOf(requestWithBody(text, 'utility'), RULE)).toHaveLength(extra === undefined ? 1 : 0);
    },
  );
});
