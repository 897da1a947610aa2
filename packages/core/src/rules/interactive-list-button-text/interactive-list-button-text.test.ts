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
} from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveListButtonText } from './interactive-list-button-text.js';

const LIST_TEXT = ['interactive_list_button_text'];

new RuleTester({ describe, test }).run(interactiveListButtonText, {
  valid: [
    ...validFixtureCases(),
    { name: 'a list template without a list button text', request: withValue(listRequest(), LIST_TEXT, undefined) },
    { name: 'a null list button text on a reply-buttons template', request: withValue(replyButtonsRequest(), LIST_TEXT, null) },
    {
      name: 'a list button text with an interactive_type_id missing from the catalog (its style is not guessed)',
      request: withValue(withValue(replyButtonsRequest(), ['interactive_type_id'], 99), LIST_TEXT, 'See options'),
    },
  ],
  invalid: [
    {
      name: 'a list button text on a reply-buttons template, at the text',
      request: withValue(replyButtonsRequest(), LIST_TEXT, 'See options'),
      errors: [{ messageId: 'notList', path: LIST_TEXT }],
    },
    {
      name: 'a list button text on a normal template',
      request: withValue(normalRequest(), LIST_TEXT, 'See options'),
      errors: [{ messageId: 'notList', path: LIST_TEXT }],
    },
    {
      name: 'a list button text when the interactive flag is false',
      request: withValue(withValue(listRequest(), ['chat_template_flag_interactive_message'], false), LIST_TEXT, 'See menu'),
      errors: [{ messageId: 'notList', path: LIST_TEXT }],
    },
  ],
});

describe('interactive-list-button-text properties', () => {
  test.prop([
    fc.constantFrom(replyButtonsRequest, textRequest, flowRequest, ctaUrlRequest, normalRequest, carouselRequest, authenticationRequest, listRequest),
    fc.string(),
  ])('a sent list button text reports exactly once iff the template is not list-style', (makeRequest, text) => {
    const expected = makeRequest === listRequest ? [] : [LIST_TEXT];
    expect(diagnosticsOf(withValue(makeRequest(), LIST_TEXT, text), 'interactive-list-button-text').map((diagnostic) => diagnostic.path)).toEqual(expected);
  });
});
