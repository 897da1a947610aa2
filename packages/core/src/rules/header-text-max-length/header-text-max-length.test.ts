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

// Spec 2.3 and section 8's limit, written out rather than read from HEADER_TEXT_MAX_LENGTH, so a wrong
// constant fails the invalid cases; every case is built from it, so a changed limit is this one line and
// no valid case stays at the old boundary, passing off it.
const LIMIT = 60;

new RuleTester({ describe, test }).run(headerTextMaxLength, {
  valid: [
    { name: `a ${LIMIT}-character header`, request: withHeader(textHeader('h'.repeat(LIMIT))) },
    { name: 'a variable counts as one character', request: withHeader(textHeader(`${'h'.repeat(LIMIT - 1)}{{1}}`, [row('1', 'a long sample value')])) },
    { name: `a ${LIMIT}-character header of a list-style interactive template`, request: withValue(listRequest(), HEADER, textHeader('h'.repeat(LIMIT))) },
    { name: 'a media header is not measured', request: withValue(withValue(normalRequest(), [...HEADER, 'chat_template_header_type_id'], 2), TEXT, 'h'.repeat(100)) },
  ],
  invalid: [
    {
      name: `a ${LIMIT + 1}-character header`,
      request: withHeader(textHeader('h'.repeat(LIMIT + 1))),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { count: LIMIT + 1, limit: LIMIT, excess: 1 } }],
    },
    {
      name: `a ${LIMIT + 1}-character header of a list-style interactive template`,
      request: withValue(listRequest(), HEADER, textHeader('h'.repeat(LIMIT + 1))),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { count: LIMIT + 1, limit: LIMIT, excess: 1 } }],
    },
    {
      name: `a ${LIMIT}-character header with a variable`,
      request: withHeader(textHeader(`${'h'.repeat(LIMIT)}{{1}}`, [row('1', 'x')])),
      errors: [{ messageId: 'tooLong', path: TEXT, data: { count: LIMIT + 1, limit: LIMIT, excess: 1 } }],
    },
  ],
});

describe('header-text-max-length properties', () => {
  test('the message explains how variables count', () => {
    const [diagnostic] = diagnosticsOf(withHeader(textHeader('h'.repeat(LIMIT + 1))), 'header-text-max-length');
    expect(diagnostic?.message).toBe(`Header text is ${LIMIT + 1} characters (each variable counts as 1); the limit is ${LIMIT}. Shorten it by 1.`);
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
