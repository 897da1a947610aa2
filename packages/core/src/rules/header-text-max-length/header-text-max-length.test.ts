import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { HEADER_TEXT_MAX_LENGTH } from '../../spec/limits.js';
import { row, textHeader } from '../../testing/builders.js';
import { listRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { headerTextMaxLength } from './header-text-max-length.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const TEXT = [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_value'];
const withHeader = (header: ReturnType<typeof textHeader>): ReturnType<typeof normalRequest> => withValue(normalRequest(), HEADER, header);

new RuleTester({ describe, test }).run(headerTextMaxLength, {
  valid: [
    { name: 'a 60-character header', request: withHeader(textHeader('h'.repeat(60))) },
    { name: 'a variable counts as one character', request: withHeader(textHeader(`${'h'.repeat(59)}{{1}}`, [row('1', 'a long sample value')])) },
    { name: 'a 60-character header of a list-style interactive template', request: withValue(listRequest(), HEADER, textHeader('h'.repeat(60))) },
    { name: 'a media header is not measured', request: withValue(withValue(normalRequest(), [...HEADER, 'chat_template_header_type_id'], 2), TEXT, 'h'.repeat(100)) },
  ],
  invalid: [
    {
      name: 'a 61-character header',
      request: withHeader(textHeader('h'.repeat(61))),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { count: 61, limit: 60, excess: 1 } }],
    },
    {
      name: 'a 61-character header of a list-style interactive template',
      request: withValue(listRequest(), HEADER, textHeader('h'.repeat(61))),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { count: 61, limit: 60, excess: 1 } }],
    },
    {
      name: 'a 60-character header with a variable',
      request: withHeader(textHeader(`${'h'.repeat(60)}{{1}}`, [row('1', 'x')])),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { count: 61, limit: 60, excess: 1 } }],
    },
  ],
});

describe('header-text-max-length properties', () => {
  test('the message explains how variables count', () => {
    const [diagnostic] = diagnosticsOf(withHeader(textHeader('h'.repeat(61))), 'header-text-max-length');
    expect(diagnostic?.message).toBe('Header text is 61 characters (each variable counts as 1); the limit is 60. Shorten it by 1.');
  });

  test.prop([fc.integer({ min: 0, max: 2 * HEADER_TEXT_MAX_LENGTH }), fc.integer({ min: 0, max: 3 })])(
    'n characters plus k variables are reported iff n + k > the limit',
    (length, variables) => {
      const numbers = Array.from({ length: variables }, (_, index) => String(index + 1));
      const text = 'h'.repeat(length) + numbers.map((number) => `{{${number}}}`).join('');
      const header = textHeader(text, numbers.map((number) => row(number, 'x')));
      expect(diagnosticsOf(withHeader(header), 'header-text-max-length')).toHaveLength(length + variables > HEADER_TEXT_MAX_LENGTH ? 1 : 0);
    },
  );
});
