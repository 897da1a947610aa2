import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { APPROVAL_WORDS_PER_VARIABLE } from '../../spec/approval-limits.js';
import type { ValidateOptions } from '../../validator/create-validator.js';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest, textRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableDensity } from './variable-density.js';

const RULE = 'variable-density';
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];

/** The normal fixture with this body text and a row for each of `count` numbered variables. */
function withBody(text: string, count: number): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BODY, body(text, Array.from({ length: count }, (_, index) => row(String(index + 1), 'x'))));
}

/** Options giving the rule this severity and words-per-variable ratio. */
function ratio(wordsPerVariable: number | string, severity: 'warning' | 'error' = 'warning'): ValidateOptions {
  return { rules: { [RULE]: [severity, { wordsPerVariable }] } };
}

new RuleTester({ describe, test }).run(variableDensity, {
  valid: [
    { name: "variables separated by a comma and a space, as in the authority's accepted `on {{2}}, {{3}} at {{4}}`", request: withBody('Your visit with Dr {{1}} is on {{2}}, {{3}} at {{4}}. Reply to change it, or call us soon please.', 4) },
    // The carousel fixture's text above the cards has 2 words for 1 variable: an invalid case below.
    ...Object.entries(validRequests)
      .filter(([name]) => name !== 'carousel')
      .map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: '5 words for 2 variables', request: withBody('Hi {{1}}, gate {{2}} is open now.', 2) },
    { name: 'a placeholder counted as a word break', request: withBody('Order{{1}}shipped to {{2}} today, thanks', 2) },
    { name: 'each character of a script written without spaces counted as a word', request: withBody('订单{{1}}已发货', 1) },
    { name: 'a text without variables', request: withBody('Hi.', 0) },
    { name: 'two variables with nothing between them: variable-adjacent\'s error, not this warning', request: withBody('Dear customer {{1}}{{2}}, your order has shipped to you today.', 2) },
    { name: 'an interactive template', request: withValue(textRequest(), BODY, body('Hi {{1}}', [row('1', 'x')])) },
    { name: 'wordsPerVariable: 1 and 3 words for 2 variables', request: withBody('Hi {{1}}, gate {{2}} open.', 2), options: ratio(1) },
    { name: 'wordsPerVariable: 1.5 and 4 words for 2 variables', request: withBody('Hi {{1}}, gate {{2}} open now.', 2), options: ratio(1.5) },
  ],
  invalid: [
    {
      name: 'two variables with only a space between them, over both, as a warning',
      request: withBody('Hi {{1}} {{2}}, your order has shipped to you today.', 2),
      errors: [{ messageId: 'adjacent', path: VALUE, data: { place: 'body', first: '{{1}}', second: '{{2}}' }, range: [3, 14], severity: 'warning' }],
    },
    {
      name: "`{{2}} {{3}}`, as in a template approved on a real account (2025 export): still a warning",
      request: withBody('Dear customer {{1}}, we booked {{2}} {{3}} for you, see you at the front desk soon.', 3),
      errors: [{ messageId: 'adjacent', path: VALUE, data: { place: 'body', first: '{{2}}', second: '{{3}}' }, range: [31, 42], severity: 'warning' }],
    },
    {
      name: "`*{{2}} {{5}}*`, as in a template approved on a real account (2025 export): still a warning",
      request: withBody('Dear {{1}}, ticket {{3}} for row {{4}} is confirmed: *{{2}} {{5}}* at the main hall, please arrive early and bring your ID card.', 5),
      errors: [{ messageId: 'adjacent', path: VALUE, data: { place: 'body', first: '{{2}}', second: '{{5}}' }, range: [54, 65], severity: 'warning' }],
    },
    {
      name: '4 words for 2 variables, on the text',
      request: withBody('Hi {{1}}, gate {{2}} open now.', 2),
      errors: [{ messageId: 'tooDense', severity: 'warning', path: VALUE, data: { place: 'body', variables: 2, words: 4, needed: 5, missing: 1 } }],
    },
    {
      name: 'every use of a variable counted',
      request: withBody('Hi {{1}}, yes {{1}}, really {{1}} today.', 1),
      errors: [{ messageId: 'tooDense', path: VALUE, data: { place: 'body', variables: 3, words: 4, needed: 7, missing: 3 } }],
    },
    {
      name: 'neither punctuation, symbols nor emoji alone counted as words',
      request: withBody('Hi {{1}} — 🎉 # {{2}} ok thanks bye', 2),
      errors: [{ messageId: 'tooDense', path: VALUE, data: { place: 'body', variables: 2, words: 4, needed: 5, missing: 1 } }],
    },
    {
      name: '2 characters of a script written without spaces for 1 variable',
      request: withBody('订{{1}}货', 1),
      errors: [{ messageId: 'tooDense', path: VALUE, data: { place: 'body', variables: 1, words: 2, needed: 3, missing: 1 } }],
    },
    {
      name: 'the carousel text above the cards',
      request: carouselRequest(),
      errors: [
        {
          messageId: 'tooDense',
          path: ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_header'],
          data: { place: 'carousel header', variables: 1, words: 2, needed: 3, missing: 1 },
        },
      ],
    },
    {
      name: '3 words for 2 variables at the default ratio',
      request: withBody('Hi {{1}}, gate {{2}} open.', 2),
      errors: [{ messageId: 'tooDense', path: VALUE, data: { place: 'body', variables: 2, words: 3, needed: 5, missing: 2 } }],
    },
    {
      name: 'wordsPerVariable: 3 and the normal fixture, as an error when so configured',
      request: normalRequest(),
      options: ratio(3, 'error'),
      errors: [{ messageId: 'tooDense', severity: 'error', path: VALUE, data: { place: 'body', variables: 2, words: 5, needed: 7, missing: 2 } }],
    },
    {
      name: 'wordsPerVariable: 1.5 needs more than ratio × variables words',
      request: withBody('Hi {{1}}, gate {{2}} open.', 2),
      options: ratio(1.5),
      errors: [{ messageId: 'tooDense', path: VALUE, data: { place: 'body', variables: 2, words: 3, needed: 4, missing: 1 } }],
    },
  ],
});

describe('variable-density properties', () => {
  // A wrong ratio fell back to the default in silence, and 1e308 asked to "Add Infinity word(s)"
  // (issue 21 point 19): the option's declaration now refuses it when the validator is made.
  test.each([[-1], ['many'], [1e308], [Number.POSITIVE_INFINITY]])('wordsPerVariable %s is refused with its bounds', (wordsPerVariable) => {
    expect(() => diagnosticsOf(withBody('Hi {{1}}, gate {{2}} open now.', 2), RULE, ratio(wordsPerVariable as number))).toThrow(
      /rules\["variable-density"\]: option "wordsPerVariable" must be a number from 0 to 1024/,
    );
  });

  test.prop([fc.string({ unit: fc.constantFrom(' ', '\n', '\t', ',', '.', '–', 'a'), maxLength: 4 })])(
    'two variables are side by side exactly when only whitespace lies between them; `, ` is a gap the authority accepts, nothing at all is variable-adjacent\'s',
    (between) => {
      const request = withBody(`Dear customer, your order {{1}}${between}{{2}} has shipped to you today with care.`, 2);
      const adjacent = diagnosticsOf(request, RULE).filter((diagnostic) => diagnostic.messageId === 'adjacent');
      expect(adjacent).toHaveLength(between !== '' && between.trim() === '' ? 1 : 0);
    },
  );

  test('the message says what was found, what is needed and how to fix it', () => {
    const [diagnostic] = diagnosticsOf(withBody('Hi {{1}}, gate {{2}} open now.', 2), RULE);
    expect(diagnostic?.message).toBe(
      'The body has 2 variables but only 4 words of fixed text; the approval authority rejects too many variables for the length, and 2 variables need at least 5 words. Add 1 word or use fewer variables.',
    );
  });

  const word = fc.stringMatching(/^[a-z]{1,6}$/);

  test.prop([fc.array(word, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 4 })])(
    'n words and k variables are reported iff n <= ratio × k',
    (words, variables, wordsPerVariable) => {
      // Separated by a comma: no variables side by side, only the density is in question.
      const placeholders = Array.from({ length: variables }, (_, index) => `{{${String(index + 1)}}}`).join(', ');
      const text = `${words[0] ?? ''} ${placeholders} ${words.slice(1).join(' ')}`;
      const diagnostics = diagnosticsOf(withBody(text, variables), RULE, ratio(wordsPerVariable));
      const n = words.length;
      const needed = wordsPerVariable * variables + 1;
      expect(diagnostics.map((diagnostic) => diagnostic.data)).toEqual(n < needed ? [{ place: 'body', variables, words: n, needed, missing: needed - n }] : []);
    },
  );

  test.prop([fc.array(word, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 4 })])(
    'without options, the ratio is the approval limit',
    (words, variables) => {
      const placeholders = Array.from({ length: variables }, (_, index) => `{{${String(index + 1)}}}`).join(', ');
      const diagnostics = diagnosticsOf(withBody(`${placeholders} ${words.join(' ')}`, variables), RULE);
      expect(diagnostics).toHaveLength(words.length <= APPROVAL_WORDS_PER_VARIABLE * variables ? 1 : 0);
    },
  );
});
