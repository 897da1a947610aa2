import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const BODY = ['chat_template_data', 'chat_template_body'];
const BODY_TEXT = [...BODY, 'chat_template_body_value'];

describe('placeholder-syntax', () => {
  test('accepts balanced placeholders', () => {
    expect(diagnosticsOf(normalRequest(), 'placeholder-syntax')).toEqual([]);
  });

  test('reports a `{{` that is never closed, at its offsets', () => {
    const request = withValue(normalRequest(), BODY, body('Hi {{1 there', []));
    expect(diagnosticsOf(request, 'placeholder-syntax')).toMatchObject([{ messageId: 'unclosed', path: BODY_TEXT, range: [3, 5] }]);
  });

  test('reports a `}}` that was never opened', () => {
    const request = withValue(normalRequest(), BODY, body('Hi 1}} there', []));
    expect(diagnosticsOf(request, 'placeholder-syntax')).toMatchObject([{ messageId: 'unopened', path: BODY_TEXT, range: [4, 6] }]);
  });

  test('reports an empty placeholder', () => {
    const request = withValue(normalRequest(), BODY, body('Hi {{}}', [row('', 'x')]));
    expect(diagnosticsOf(request, 'placeholder-syntax')).toMatchObject([{ messageId: 'empty', range: [3, 7] }]);
  });

  test('checks header text too', () => {
    const path = ['chat_template_data', 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_value'];
    const request = withValue(normalRequest(), path, 'Order {{1');
    expect(diagnosticsOf(request, 'placeholder-syntax')).toMatchObject([{ messageId: 'unclosed', path }]);
  });

  test.prop([fc.string().filter((text) => !text.includes('{') && !text.includes('}'))])(
    'appending a lone `{{` to clean text yields exactly one unclosed report at its offset',
    (text) => {
      const request = withValue(normalRequest(), BODY, body(`${text}{{`, []));
      expect(diagnosticsOf(request, 'placeholder-syntax')).toMatchObject([
        { messageId: 'unclosed', path: BODY_TEXT, range: [text.length, text.length + 2] },
      ]);
    },
  );
});
