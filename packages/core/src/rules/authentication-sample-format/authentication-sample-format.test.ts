import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { row } from '../../testing/builders.js';
import { authenticationRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { authenticationSampleFormat } from './authentication-sample-format.js';

const RULE = 'authentication-sample-format';
const ROWS = ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data'];
const SAMPLE = [...ROWS, 0, 'chat_template_dynamic_variable_sample_value'];

/** The authentication fixture with this sample for its `{{1}}`. */
const withSample = (sample: string): ReturnType<typeof authenticationRequest> => withValue(authenticationRequest(), ROWS, [row('1', sample)]);

new RuleTester({ describe, test }).run(authenticationSampleFormat, {
  valid: [
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: 'a sample of exactly 15 characters', request: withSample('123456789012345') },
    { name: 'a sample of 15 characters, an emoji-free symbol among them', request: withSample('AB-12©CD-34#567') },
    { name: 'a dotted word that is no web address', request: withSample('code.www') },
    {
      name: 'a normal (utility) template with a long sample holding a URL and an emoji',
      request: withValue(normalRequest(), ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data'], [row('1', 'Maria at https://example.com 🎉'), row('2', '#1042')]),
    },
  ],
  invalid: [
    {
      name: 'a sample of 16 characters, as an error',
      request: withSample('1234567890123456'),
      errors: [{ messageId: 'tooLong', severity: 'error', path: SAMPLE, data: { place: 'body', variable: '{{1}}', count: 16, limit: 15 } }],
    },
    {
      name: 'an emoji counted as one character: 16 code points',
      request: withSample('🎉23456789012345a'),
      errors: [
        { messageId: 'tooLong', path: SAMPLE, data: { count: 16 } },
        { messageId: 'emoji', path: SAMPLE, data: { place: 'body', variable: '{{1}}' } },
      ],
    },
    { name: 'a URL with a scheme', request: withSample('https://x.io/1'), errors: [{ messageId: 'url', path: SAMPLE, data: { variable: '{{1}}' } }] },
    { name: 'a URL without a scheme, in capitals', request: withSample('WWW.X.IO'), errors: [{ messageId: 'url', path: SAMPLE }] },
    { name: 'one emoji', request: withSample('1234🔑'), errors: [{ messageId: 'emoji', path: SAMPLE }] },
  ],
});

describe('authentication-sample-format properties', () => {
  test.prop([fc.string({ unit: fc.constantFrom('1', 'A', '-', ' '), minLength: 1, maxLength: 30 })])(
    'a sample of letters, digits, spaces and hyphens is reported exactly when it is over 15 characters',
    (sample) => {
      expect(diagnosticsOf(withSample(sample), RULE).map((diagnostic) => diagnostic.messageId)).toEqual(sample.length > 15 ? ['tooLong'] : []);
    },
  );
});
