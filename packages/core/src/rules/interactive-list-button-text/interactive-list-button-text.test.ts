import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  authenticationRequest,
  carouselRequest,
  ctaUrlRequest,
  flowRequest,
  listRequest,
  normalRequest,
  replyButtonsRequest,
  textRequest,
  validRequests,
} from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'interactive-list-button-text';
const LIST_TEXT = ['interactive_list_button_text'];

describe('interactive-list-button-text', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts a list template without a list button text', () => {
    expect(diagnosticsOf(withValue(listRequest(), LIST_TEXT, undefined), RULE)).toEqual([]);
  });

  test('reports a list button text on a reply-buttons template, at the text', () => {
    const request = withValue(replyButtonsRequest(), LIST_TEXT, 'See options');
    expect(diagnosticsOf(request, RULE)).toEqual([expect.objectContaining({ messageId: 'notList', path: LIST_TEXT })]);
  });

  test('reports a list button text on a normal template', () => {
    const request = withValue(normalRequest(), LIST_TEXT, 'See options');
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'notList', path: LIST_TEXT }]);
  });

  test('reports a list button text when the interactive flag is false', () => {
    const request = withValue(withValue(listRequest(), ['chat_template_flag_interactive_message'], false), LIST_TEXT, 'See menu');
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'notList', path: LIST_TEXT }]);
  });

  test('accepts a null list button text on a reply-buttons template', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), LIST_TEXT, null), RULE)).toEqual([]);
  });

  test('does not guess the style of an interactive_type_id missing from the catalog', () => {
    const request = withValue(withValue(replyButtonsRequest(), ['interactive_type_id'], 99), LIST_TEXT, 'See options');
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test.prop([
    fc.constantFrom(replyButtonsRequest, textRequest, flowRequest, ctaUrlRequest, normalRequest, carouselRequest, authenticationRequest, listRequest),
    fc.string(),
  ])('a sent list button text reports exactly once iff the template is not list-style', (makeRequest, text) => {
    const expected = makeRequest === listRequest ? [] : [LIST_TEXT];
    expect(diagnosticsOf(withValue(makeRequest(), LIST_TEXT, text), RULE).map((diagnostic) => diagnostic.path)).toEqual(expected);
  });
});
