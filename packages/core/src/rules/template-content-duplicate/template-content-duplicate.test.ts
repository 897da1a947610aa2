import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { validateTemplates } from '../../validate.js';
import { authenticationRequest, namedRequest, normalRequest, textRequest } from '../../testing/fixtures.js';
import { withValue } from '../../testing/helpers.js';
import { propertyRuns, validNormalRequest, validRequest } from '../../testing/arbitraries.js';
import { SetRuleTester } from '../../testing/set-rule-tester.js';
import type { JsonRecord } from '../../testing/builders.js';
import { templateContentDuplicate } from './template-content-duplicate.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const BODY = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
const FOOTER = ['chat_template_data', 'chat_template_footer', 'chat_template_footer_value'];
const named = (name: string, request: JsonRecord = normalRequest()): JsonRecord => withValue(request, NAME, name);
const withBody = (request: JsonRecord, text: string): JsonRecord => withValue(request, BODY, text);

/** The account's record of `normalRequest()`'s wording, with this id. */
const wordingRecord = (id: number): JsonRecord => ({
  chat_template_id: id,
  provider_integration_chat_id: 'pi_0001',
  chat_template_data: [
    {
      chat_template_name: 'shipping_notice',
      chat_template_category_id: 2,
      chat_language_data: { chat_language_id: 2 },
      chat_template_body: { chat_template_body_value: 'Hi {{1}}, your order {{2}} has shipped.' },
      chat_template_footer: { chat_template_footer_id: 1, chat_template_footer_value: 'Reply STOP to opt out' },
    },
  ],
});

new SetRuleTester({ describe, test }).run(templateContentDuplicate, {
  valid: [
    // A request that sends an account template's id is that template: not a repeat of its own wording.
    { name: 'a request of the account template it names by id', requests: [withValue(normalRequest(), ['chat_template_id'], 5)], options: { existingTemplates: [wordingRecord(5)] } },
    { name: 'different bodies', requests: [normalRequest(), named('order_delayed', withBody(normalRequest(), 'Hi {{1}}, your order {{2}} is late.'))] },
    { name: 'the same body with another footer', requests: [normalRequest(), named('copy', withValue(normalRequest(), FOOTER, 'Thank you'))] },
    { name: 'the same body in another provider-integration', requests: [normalRequest(), named('copy', withValue(normalRequest(), ['provider_integration_chat_id'], 'pi_0002'))] },
    { name: 'two authentication templates with the same sentence (exempt)', requests: [authenticationRequest(), named('login_code_2', authenticationRequest())] },
    { name: 'two interactive templates with the same text (never reviewed)', requests: [textRequest(), named('copy', textRequest())] },
    { name: 'a case difference is another wording', requests: [normalRequest(), named('copy', withBody(normalRequest(), 'hi {{1}}, your order {{2}} has shipped.'))] },
    {
      // The catalog does not know type 99 (its ids changed since the snapshot): the record shows a carousel itself.
      name: "an account carousel's card worded as the request (the record's cards carry variation ids)",
      requests: [normalRequest()],
      options: {
        existingTemplates: [
          {
            chat_template_id: 6,
            provider_integration_chat_id: 'pi_0001',
            chat_template_type: { chat_template_type_id: 99, name: 'Carousel' },
            chat_carousel_header: 'See what is new',
            chat_template_data: [1, 2].map((variation) => ({
              chat_template_name: 'summer_cards',
              chat_template_category_id: 1,
              chat_template_carousel_variation_id: variation,
              chat_language_data: { chat_language_id: 2 },
              chat_template_body: { chat_template_body_value: 'Hi {{1}}, your order {{2}} has shipped.' },
              chat_template_footer: { chat_template_footer_id: 1, chat_template_footer_value: 'Reply STOP to opt out' },
            })),
          },
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'the same body and footer: reported at the copy\'s body, naming the first',
      requests: [normalRequest(), named('order_update_copy')],
      errors: [{ index: 1, messageId: 'duplicate', path: BODY, data: { other: 'the request at index 0 (`order_update`)', integration: 'pi_0001' }, related: { index: 0 } }],
    },
    {
      name: 'whitespace runs and variable names do not make another wording',
      requests: [normalRequest(), named('copy', withBody(normalRequest(), '  Hi {{first}},\n\nyour   order {{order}} has shipped. '))],
      errors: [{ index: 1, messageId: 'duplicate', related: { index: 0 } }],
    },
    {
      name: 'named variables read as numbered ones in the same places',
      requests: [withBody(namedRequest(), 'Hi {{first_name}}, your order {{order_id}} has shipped.'), withBody(named('copy', namedRequest()), 'Hi {{1}}, your order {{2}} has shipped.')],
      errors: [{ index: 1, messageId: 'duplicate', related: { index: 0 } }],
    },
    {
      name: 'an account template (a record) with the same body and footer',
      requests: [normalRequest()],
      options: { existingTemplates: [wordingRecord(5)] },
      errors: [{ index: 0, messageId: 'duplicate', data: { other: "the account's template `shipping_notice` (id 5)" } }],
    },
    {
      name: 'an account record with an empty text above the cards and variation id 0 is no carousel: still compared',
      requests: [normalRequest()],
      options: {
        existingTemplates: [
          {
            chat_template_id: 7,
            provider_integration_chat_id: 'pi_0001',
            chat_carousel_header: '',
            chat_template_data: [
              {
                chat_template_name: 'shipping_notice',
                chat_template_category_id: 2,
                chat_template_carousel_variation_id: 0,
                chat_language_data: { chat_language_id: 2 },
                chat_template_body: { chat_template_body_value: 'Hi {{1}}, your order {{2}} has shipped.' },
                chat_template_footer: { chat_template_footer_id: 1, chat_template_footer_value: 'Reply STOP to opt out' },
              },
            ],
          },
        ],
      },
      errors: [{ index: 0, messageId: 'duplicate', data: { other: "the account's template `shipping_notice` (id 7)" } }],
    },
    {
      name: 'a new request before the file of the account template it repeats: only the new request is reported',
      requests: [named('order_copy'), withValue(normalRequest(), ['chat_template_id'], 5)],
      options: { existingTemplates: [wordingRecord(5)] },
      errors: [{ index: 0, messageId: 'duplicate', data: { other: "the account's template `shipping_notice` (id 5)" } }],
    },
    {
      name: 'a request of one account template repeats the wording of another',
      requests: [withValue(normalRequest(), ['chat_template_id'], 5)],
      options: { existingTemplates: [wordingRecord(5), wordingRecord(6)] },
      errors: [{ index: 0, messageId: 'duplicate', data: { other: "the account's template `shipping_notice` (id 6)" } }],
    },
  ],
});

/** Normal templates of distinct names and bodies, then any other templates: no duplicate wording by construction. */
const validSet = fc
  .tuple(fc.array(validNormalRequest, { minLength: 1, maxLength: 4 }), fc.array(validRequest, { maxLength: 3 }))
  .map(([normals, others]) => ({
    normals: normals.length,
    requests: [
    ...normals.map((request, index) => named(`normal_${String(index)}`, withBody(request, `Message number ${String(index)} for you.`))),
    ...others.map((request, index) => named(`other_${String(index)}`, request)),
    ],
  }));

describe('template-content-duplicate properties', () => {
  test.prop([validSet, fc.nat(), fc.nat()], { numRuns: propertyRuns })(
    'adding a renamed copy of a normal template adds exactly one error, at the copy, naming the original',
    ({ normals, requests }, pick, at) => {
      const original = pick % normals;
      const copy = named('the_copy', requests[original] ?? {});
      const position = original + 1 + (at % (requests.length - original));
      const grown = [...requests.slice(0, position), copy, ...requests.slice(position)];
      const own = (set: readonly unknown[]) =>
        validateTemplates(set).results.flatMap((result, index) => result.diagnostics.filter((d) => d.ruleId === 'template-content-duplicate').map((d) => ({ index, d })));
      expect(own(requests)).toEqual([]);
      expect(own(grown).map(({ index, d }) => [index, d.related?.index])).toEqual([[position, original]]);
    },
  );
});
