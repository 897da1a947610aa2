import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { placeholderSyntax } from './placeholder-syntax.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const BODY_TEXT = [...BODY, 'chat_template_body_value'];
const HEADER_TEXT = ['chat_template_data', 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_value'];
const withBody = (text: string, rows: ReturnType<typeof row>[] = []): ReturnType<typeof normalRequest> => withValue(normalRequest(), BODY, body(text, rows));

new RuleTester({ describe, test }).run(placeholderSyntax, {
  valid: [{ name: 'balanced placeholders', request: normalRequest() }],
  invalid: [
    {
      name: 'a `{{` that is never closed, at its offsets',
      request: withBody('Hi {{1 there'),
      errors: [{ messageId: 'unclosed', path: BODY_TEXT, data: { place: 'body' }, range: [3, 5] }],
    },
    {
      name: 'a `}}` that was never opened',
      request: withBody('Hi 1}} there'),
      errors: [{ messageId: 'unopened', path: BODY_TEXT, data: { place: 'body' }, range: [4, 6] }],
    },
    {
      name: 'an empty placeholder',
      request: withBody('Hi {{}}', [row('', 'x')]),
      errors: [{ messageId: 'empty', path: BODY_TEXT, data: { place: 'body' }, range: [3, 7] }],
    },
    {
      name: 'an unclosed `{{` in the header text',
      request: withValue(normalRequest(), HEADER_TEXT, 'Order {{1'),
      errors: [{ messageId: 'unclosed', path: HEADER_TEXT, data: { place: 'header' }, range: [6, 8] }],
    },
  ],
});

describe('placeholder-syntax properties', () => {
  test.prop([fc.string().filter((text) => !text.includes('{') && !text.includes('}'))])(
    'appending a lone `{{` to clean text yields exactly one unclosed report at its offset',
    (text) => {
      expect(diagnosticsOf(withBody(`${text}{{`), 'placeholder-syntax')).toMatchObject([
        { messageId: 'unclosed', path: BODY_TEXT, range: [text.length, text.length + 2] },
      ]);
    },
  );
});
