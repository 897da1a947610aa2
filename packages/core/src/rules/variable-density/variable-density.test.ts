import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { authenticationRequest, carouselRequest, normalRequest, textRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'variable-density';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];

/** The normal fixture with this body text and a row for each of `count` numbered variables. */
function withBody(text: string, count: number): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BODY, body(text, Array.from({ length: count }, (_, index) => row(String(index + 1), 'x'))));
}

describe('variable-density', () => {
  test('accepts the valid fixtures but the carousel, whose text above the cards has 2 words for 1 variable', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      if (name !== 'carousel') expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts 5 words for 2 variables', () => {
    expect(diagnosticsOf(withBody('Hi {{1}}, gate {{2}} is open now.', 2), RULE)).toEqual([]);
  });

  test('reports 4 words for 2 variables, on the text', () => {
    expect(diagnosticsOf(withBody('Hi {{1}}, gate {{2}} open now.', 2), RULE)).toEqual([
      expect.objectContaining({
        messageId: 'tooDense',
        path: VALUE,
        data: { place: 'body', variables: 2, words: 4, needed: 5, missing: 1 },
        severity: 'warning',
      }),
    ]);
  });

  test('the message says what was found, what is needed and how to fix it', () => {
    const [diagnostic] = diagnosticsOf(withBody('Hi {{1}}, gate {{2}} open now.', 2), RULE);
    expect(diagnostic?.message).toBe(
      'The body has 2 variable(s) but only 4 word(s) of fixed text; the approval authority rejects too many variables for the length, and 2 variable(s) need at least 5 words. Add 1 word(s) or use fewer variables.',
    );
  });

  test('counts every use of a variable', () => {
    expect(diagnosticsOf(withBody('Hi {{1}}, yes {{1}}, really {{1}} today.', 1), RULE)).toMatchObject([{ data: { variables: 3, words: 4, needed: 7 } }]);
  });

  test('counts neither punctuation, symbols nor emoji alone as words', () => {
    expect(diagnosticsOf(withBody('Hi {{1}} — 🎉 # {{2}} ok thanks bye', 2), RULE)).toMatchObject([{ data: { words: 4 } }]);
  });

  test('counts a placeholder as a word break', () => {
    expect(diagnosticsOf(withBody('Order{{1}}shipped to {{2}} today, thanks', 2), RULE)).toEqual([]);
  });

  test('counts each character of a script written without spaces as a word', () => {
    expect(diagnosticsOf(withBody('订单{{1}}已发货', 1), RULE)).toEqual([]);
    expect(diagnosticsOf(withBody('订{{1}}货', 1), RULE)).toMatchObject([{ data: { words: 2, needed: 3 } }]);
  });

  test('ignores a text without variables', () => {
    expect(diagnosticsOf(withBody('Hi.', 0), RULE)).toEqual([]);
  });

  test('checks the carousel text above the cards', () => {
    expect(diagnosticsOf(carouselRequest(), RULE)).toEqual([
      expect.objectContaining({
        path: ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_header'],
        data: { place: 'carousel header', variables: 1, words: 2, needed: 3, missing: 1 },
      }),
    ]);
  });

  test('ignores authentication and interactive templates', () => {
    expect(diagnosticsOf(authenticationRequest(), RULE)).toEqual([]);
    expect(diagnosticsOf(withValue(textRequest(), BODY, body('Hi {{1}}', [row('1', 'x')])), RULE)).toEqual([]);
  });

  test('wordsPerVariable: 1 accepts 3 words for 2 variables', () => {
    const request = withBody('Hi {{1}}, gate {{2}} open.', 2);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ data: { words: 3, needed: 5 } }]);
    expect(diagnosticsOf(request, RULE, { rules: { [RULE]: ['warning', { wordsPerVariable: 1 }] } })).toEqual([]);
  });

  test('wordsPerVariable: 3 reports the normal fixture, and the error setting makes it an error', () => {
    expect(diagnosticsOf(normalRequest(), RULE, { rules: { [RULE]: ['error', { wordsPerVariable: 3 }] } })).toEqual([
      expect.objectContaining({ severity: 'error', data: { place: 'body', variables: 2, words: 5, needed: 7, missing: 2 } }),
    ]);
  });

  test('a fractional ratio needs more than ratio × variables words', () => {
    const options = { rules: { [RULE]: ['warning', { wordsPerVariable: 1.5 }] as const } };
    expect(diagnosticsOf(withBody('Hi {{1}}, gate {{2}} open.', 2), RULE, options)).toMatchObject([{ data: { needed: 4 } }]);
    expect(diagnosticsOf(withBody('Hi {{1}}, gate {{2}} open now.', 2), RULE, options)).toEqual([]);
  });

  test('a negative or non-number ratio falls back to the default of 2', () => {
    const request = withBody('Hi {{1}}, gate {{2}} open now.', 2);
    expect(diagnosticsOf(request, RULE, { rules: { [RULE]: ['warning', { wordsPerVariable: -1 }] } })).toMatchObject([{ data: { needed: 5 } }]);
    expect(diagnosticsOf(request, RULE, { rules: { [RULE]: ['warning', { wordsPerVariable: 'many' }] } })).toMatchObject([{ data: { needed: 5 } }]);
  });

  const word = fc.stringMatching(/^[a-z]{1,6}$/);

  test.prop([fc.array(word, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 4 })])(
    'n words and k variables are reported iff n <= ratio × k',
    (words, variables, ratio) => {
      const placeholders = Array.from({ length: variables }, (_, index) => `{{${String(index + 1)}}}`).join(' ');
      const text = `${words[0] ?? ''} ${placeholders} ${words.slice(1).join(' ')}`;
      const diagnostics = diagnosticsOf(withBody(text, variables), RULE, { rules: { [RULE]: ['warning', { wordsPerVariable: ratio }] } });
      const n = words.length;
      expect(diagnostics.map((diagnostic) => diagnostic.data)).toEqual(
        n <= ratio * variables ? [{ place: 'body', variables, words: n, needed: ratio * variables + 1, missing: ratio * variables + 1 - n }] : [],
      );
    },
  );
});
