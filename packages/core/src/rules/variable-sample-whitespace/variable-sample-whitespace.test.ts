import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { authenticationRequest, normalRequest, textRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { normaliseSample, variableSampleWhitespace } from './variable-sample-whitespace.js';

const RULE = 'variable-sample-whitespace';
const BODY = ['chat_template_data', 'chat_template_body'];
const SAMPLE = [...BODY, 'chat_template_body_variable_data', 0, 'chat_template_dynamic_variable_sample_value'];

/** The normal fixture with this sample for the body's `{{1}}`. */
const withSample = (sample: string): ReturnType<typeof normalRequest> =>
  withValue(normalRequest(), BODY, body('Hi {{1}}, your order {{2}} has shipped.', [row('1', sample), row('2', '#1042')]));

new RuleTester({ describe, test }).run(variableSampleWhitespace, {
  valid: [
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: '4 spaces in a row', request: withSample('Maria    Silva') },
    { name: 'spaces at both ends, 4 at most', request: withSample('    Maria ') },
    { name: 'an interactive template, not sent for approval', request: withValue(textRequest(), BODY, body('Hi {{1}} there', [row('1', 'a\nb')])) },
  ],
  invalid: [
    {
      name: '5 spaces in a row, as a warning, fixed to one',
      request: withSample('Maria     Silva'),
      errors: [{ messageId: 'refused', severity: 'warning', path: SAMPLE, data: { place: 'body', variable: '{{1}}', found: '5 spaces in a row', max: 4, normalised: 'Maria Silva' } }],
      output: withSample('Maria Silva'),
    },
    {
      name: 'a line break, and a run of spaces around it, fixed to one space',
      request: withSample('Maria \n Silva'),
      errors: [{ messageId: 'refused', path: SAMPLE, data: { found: 'a line break', normalised: 'Maria Silva' } }],
      output: withSample('Maria Silva'),
    },
    { name: 'a Windows line break', request: withSample('Maria\r\nSilva'), errors: [{ messageId: 'refused', path: SAMPLE, data: { found: 'a line break' } }], output: withSample('Maria Silva') },
    {
      name: 'a tab, beside a run of 4 spaces that stays',
      request: withSample('Maria\tSilva    Lopes'),
      errors: [{ messageId: 'refused', path: SAMPLE, data: { found: 'a tab', normalised: 'Maria Silva    Lopes' } }],
      output: withSample('Maria Silva    Lopes'),
    },
    { name: 'a trailing line break, removed', request: withSample('Maria\n'), errors: [{ messageId: 'refused', path: SAMPLE, data: { normalised: 'Maria' } }], output: withSample('Maria') },
    { name: 'a sample of a tab alone: reported without a fix (an empty sample is an error)', request: withSample('\t'), errors: [{ messageId: 'refused', path: SAMPLE, data: { normalised: '' } }] },
    {
      name: 'an authentication sample',
      request: withValue(authenticationRequest(), [...BODY, 'chat_template_body_variable_data'], [row('1', '123\n456')]),
      errors: [{ messageId: 'refused', path: SAMPLE, data: { found: 'a line break', normalised: '123 456' } }],
      output: withValue(authenticationRequest(), [...BODY, 'chat_template_body_variable_data'], [row('1', '123 456')]),
    },
  ],
});

describe('variable-sample-whitespace properties', () => {
  const sample = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', 'a', 'b'), maxLength: 12 });

  test.prop([sample])('a sample is reported exactly when it has a tab, a line break or 5 spaces in a row', (text) => {
    const refused = /[\t\n]| {5}/.test(text);
    expect(diagnosticsOf(withSample(text), RULE)).toHaveLength(refused ? 1 : 0);
  });

  test.prop([sample])('the normalised sample is never reported, and normalising it again changes nothing', (text) => {
    const normalised = normaliseSample(text);
    expect(/[\t\n]| {5}/.test(normalised)).toBe(false);
    expect(normaliseSample(normalised)).toBe(normalised);
  });
});
