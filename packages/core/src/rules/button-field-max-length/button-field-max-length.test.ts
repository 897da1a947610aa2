import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Catalog } from '../../catalog/catalog.js';
import { defaultCatalog } from '../../catalog/default-catalog.js';
import { BUTTON_FIELD_LIMITS, INTERACTIVE_BUTTON_FIELD_LIMITS } from '../../spec/limits.js';
import { button, buttons, field, row, type Json, type JsonRecord } from '../../testing/builders.js';
import {
  carouselRequest,
  ctaUrlRequest,
  flowRequest,
  listRequest,
  normalRequest,
  replyButtonsRequest,
} from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { buttonFieldMaxLength } from './button-field-max-length.js';

const RULE = 'button-field-max-length';

/** A copy of the example catalog with one field definition's characterLimit replaced. */
function catalogWithLimit(fieldId: number, characterLimit: number): Catalog {
  return {
    ...defaultCatalog,
    buttonTypes: defaultCatalog.buttonTypes.map((buttonType) => ({
      ...buttonType,
      subTypes: buttonType.subTypes.map((subType) => ({
        ...subType,
        fields: subType.fields.map((entry) => (entry.id === fieldId ? { ...entry, characterLimit } : entry)),
      })),
    })),
  };
}

/** The fixture with button `index` replaced. */
const withButton = (request: JsonRecord, index: number, item: JsonRecord): JsonRecord => withValue(request, [...BUTTONS_PATH, index], item);

/** A flow button whose third field is `third`. */
const flowButtonWith = (third: JsonRecord): JsonRecord => button(3, 5, [field(10, 'Button text', 'Book now'), field(11, 'Flow', '1234567890'), third]);

/** A Flow payload object of `length` characters as JSON text: `{"screen":"x…x"}`. */
const payloadOfLength = (length: number): Json => ({ screen: 'x'.repeat(length - '{"screen":""}'.length) });

/** A flow button whose Flow payload is this object. */
const flowPayload = (payload: Json): JsonRecord =>
  flowButtonWith({ ...field(12, 'Flow payload', ''), field_type: 'object', chat_template_button_sub_type_field_value: payload });

/** A copy-offer-code button whose code is `{{1}}` with this sample. */
const offerCodeSample = (sample: string): JsonRecord => button(1, 3, [field(6, 'Button text', 'Copy code'), field(7, 'Offer code', '{{1}}', [row('1', sample)])]);

const SAMPLE = [...valuePath(1, 1).slice(0, -1), 'chat_template_button_field_data_variable', 0, 'chat_template_dynamic_variable_sample_value'];
const CARD_TEXT = [
  ...['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_button', 0, 'chat_template_button_data', 0],
  ...['chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'],
];
/** The website URL of card 2's second button (the carousel fixture's cards: a quick reply, then a website button). */
const CARD_URL = [...CARD_TEXT.slice(0, 5), 1, ...CARD_TEXT.slice(6, -3), 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];

new RuleTester({ describe, test }).run(buttonFieldMaxLength, {
  valid: [
    ...validFixtureCases(undefined, (kind) => `the buttons of the valid ${kind} fixture`),
    { name: 'a 25-character website button text', request: withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(25)) },
    { name: 'a 24-character button text and a {{1}}, which counts as one', request: withValue(normalRequest(), valuePath(0, 0), `${'a'.repeat(24)}{{1}}`) },
    { name: 'a button text of 25 emoji, each one character', request: withValue(normalRequest(), valuePath(0, 0), '😀'.repeat(25)) },
    { name: 'a 2000-character website URL', request: withValue(normalRequest(), valuePath(0, 1), `https://x.example/${'a'.repeat(1982)}`) },
    { name: 'a 20-character phone number', request: withButton(normalRequest(), 0, buttons.phone('Call us', `+${'1'.repeat(19)}`)) },
    { name: 'a 21-character quick reply text in a normal template', request: withValue(normalRequest(), valuePath(1, 0), 'a'.repeat(21)) },
    {
      name: 'a 100-character quick reply description',
      request: withButton(normalRequest(), 1, button(2, 4, [field(8, 'Button text', 'Talk to us'), field(9, 'Description', 'd'.repeat(100))])),
    },
    {
      name: 'a 100-character description of an interactive list row (the list limits only the row title)',
      request: withButton(listRequest(), 0, button(2, 4, [field(8, 'Button text', 'Margherita pizza'), field(9, 'Description', 'd'.repeat(100))])),
    },
    { name: 'a 2000-character website URL on a carousel card', request: withValue(carouselRequest(), CARD_URL, `https://x.example/${'a'.repeat(1982)}`) },
    { name: 'a Flow payload object of 2000 characters as JSON text', request: withButton(flowRequest(), 0, flowPayload(payloadOfLength(2000))) },
    {
      name: 'a Flow payload array of 1996 emoji: 2000 code points as JSON text, as the same emoji sent as a string count',
      request: withButton(flowRequest(), 0, flowPayload(['🎉'.repeat(1996)])),
    },
    {
      name: 'a Flow payload object whose key is 1000 emoji: 2000 code points as JSON text, the key counted as its value would be',
      request: withButton(flowRequest(), 0, flowPayload({ ['🎉'.repeat(1000)]: 'x'.repeat(993) })),
    },
    { name: 'a 20-character offer code', request: withButton(normalRequest(), 1, buttons.offerCode('C'.repeat(20))) },
    { name: 'a 20-character offer code sample', request: withButton(normalRequest(), 1, offerCodeSample('S'.repeat(20))) },
    { name: 'a 20-character interactive reply button title', request: withValue(replyButtonsRequest(), valuePath(0, 0), 'a'.repeat(20)) },
    { name: 'a 24-character interactive list row title', request: withValue(listRequest(), valuePath(2, 0), 'a'.repeat(24)) },
    { name: 'a 20-character interactive CTA URL display text', request: withValue(ctaUrlRequest(), valuePath(0, 0), 'a'.repeat(20)) },
    { name: 'a 25-character button text on a carousel card (the general limits)', request: withValue(carouselRequest(), CARD_TEXT, 'a'.repeat(25)) },
    {
      name: 'a 20-character text under a catalog characterLimit of 20',
      request: withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(20)),
      options: { catalog: catalogWithLimit(1, 20) },
    },
  ],
  invalid: [
    {
      name: 'a 26-character website button text',
      request: withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(26)),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { field: 'Button text', button: 'Visit website', count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 25-character button text and a {{1}}',
      request: withValue(normalRequest(), valuePath(0, 0), `${'a'.repeat(25)}{{1}}`),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a button text of 26 emoji',
      request: withValue(normalRequest(), valuePath(0, 0), '😀'.repeat(26)),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 2001-character website URL',
      request: withValue(normalRequest(), valuePath(0, 1), `https://x.example/${'a'.repeat(1983)}`),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 1), data: { field: 'Website URL', button: 'Visit website', count: 2001, limit: 2000, excess: 1 } }],
    },
    {
      name: 'a 26-character phone button text',
      request: withButton(normalRequest(), 0, buttons.phone('a'.repeat(26), '+15550100')),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { field: 'Button text', button: 'Call phone number', count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 21-character phone number',
      request: withButton(normalRequest(), 0, buttons.phone('Call us', `+${'1'.repeat(20)}`)),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 1), data: { field: 'Phone number', button: 'Call phone number', count: 21, limit: 20, excess: 1 } }],
    },
    {
      name: 'a 26-character quick reply text in a normal template',
      request: withValue(normalRequest(), valuePath(1, 0), 'a'.repeat(26)),
      errors: [{ messageId: 'tooLong', path: valuePath(1, 0), data: { field: 'Button text', button: 'Custom', count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 101-character quick reply description',
      request: withButton(normalRequest(), 1, button(2, 4, [field(8, 'Button text', 'Talk to us'), field(9, 'Description', 'd'.repeat(101))])),
      errors: [{ messageId: 'tooLong', path: valuePath(1, 1), data: { field: 'Description', button: 'Custom', count: 101, limit: 100, excess: 1 } }],
    },
    {
      name: 'a 26-character open form button text',
      request: withButton(normalRequest(), 1, buttons.openForm('a'.repeat(26))),
      errors: [{ messageId: 'tooLong', path: valuePath(1, 0), data: { field: 'Button text', button: 'Open form', count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 26-character View catalog button text',
      request: withButton(normalRequest(), 1, buttons.catalog('a'.repeat(26))),
      errors: [{ messageId: 'tooLong', path: valuePath(1, 0), data: { field: 'Button text', button: 'View catalog', count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 26-character Flow id',
      request: withValue(flowRequest(), valuePath(0, 1), '1'.repeat(26)),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 1), data: { field: 'Flow', button: 'Flow', count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a Flow payload object of 2001 characters as JSON text',
      request: withButton(flowRequest(), 0, flowPayload(payloadOfLength(2001))),
      errors: [{ messageId: 'objectTooLong', path: valuePath(0, 2), data: { field: 'Flow payload', button: 'Flow', limit: 2000 } }],
    },
    {
      name: 'a Flow payload object whose key is 1000 emoji: 2001 code points as JSON text',
      request: withButton(flowRequest(), 0, flowPayload({ ['🎉'.repeat(1000)]: 'x'.repeat(994) })),
      errors: [{ messageId: 'objectTooLong', path: valuePath(0, 2), data: { field: 'Flow payload', limit: 2000 } }],
    },
    {
      name: 'a Flow payload array of 1997 emoji: 2001 code points as JSON text',
      request: withButton(flowRequest(), 0, flowPayload(['🎉'.repeat(1997)])),
      errors: [{ messageId: 'objectTooLong', path: valuePath(0, 2), data: { field: 'Flow payload', limit: 2000 } }],
    },
    {
      name: 'a 2001-character Flow input payload sent as text',
      request: withButton(flowRequest(), 0, flowButtonWith(field(13, 'Flow input payload', 'p'.repeat(2001)))),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 2), data: { field: 'Flow input payload', button: 'Flow', count: 2001, limit: 2000, excess: 1 } }],
    },
    {
      name: 'a 21-character offer code',
      request: withButton(normalRequest(), 1, buttons.offerCode('C'.repeat(21))),
      errors: [{ messageId: 'tooLong', path: valuePath(1, 1), data: { field: 'Offer code', button: 'Copy offer code', count: 21, limit: 20, excess: 1 } }],
    },
    {
      name: 'a 21-character offer code sample, at the sample',
      request: withButton(normalRequest(), 1, offerCodeSample('S'.repeat(21))),
      errors: [{ messageId: 'sampleTooLong', path: SAMPLE, data: { count: 21, limit: 20 } }],
    },
    {
      name: 'a 21-character interactive reply button title',
      request: withValue(replyButtonsRequest(), valuePath(0, 0), 'a'.repeat(21)),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { field: 'Button text', count: 21, limit: 20, excess: 1 } }],
    },
    {
      name: 'a 25-character interactive list row title',
      request: withValue(listRequest(), valuePath(2, 0), 'a'.repeat(25)),
      errors: [{ messageId: 'rowTitleTooLong', path: valuePath(2, 0), data: { count: 25, limit: 24, excess: 1 } }],
    },
    {
      name: 'a 21-character interactive CTA URL display text',
      request: withValue(ctaUrlRequest(), valuePath(0, 0), 'a'.repeat(21)),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { button: 'Visit website', count: 21, limit: 20, excess: 1 } }],
    },
    {
      name: 'a 26-character interactive flow button text',
      request: withValue(flowRequest(), valuePath(0, 0), 'a'.repeat(26)),
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { button: 'Flow', count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 101-character description of an interactive list row',
      request: withButton(listRequest(), 0, button(2, 4, [field(8, 'Button text', 'Margherita pizza'), field(9, 'Description', 'd'.repeat(101))])),
      errors: [{ messageId: 'rowDescriptionTooLong', path: valuePath(0, 1), data: { count: 101, limit: 100, excess: 1 } }],
    },
    {
      name: 'a 2001-character website URL on a carousel card',
      request: withValue(carouselRequest(), CARD_URL, `https://x.example/${'a'.repeat(1983)}`),
      errors: [{ messageId: 'tooLong', path: CARD_URL, data: { field: 'Website URL', count: 2001, limit: 2000, excess: 1 } }],
    },
    {
      name: 'a 26-character button text on a carousel card',
      request: withValue(carouselRequest(), CARD_TEXT, 'a'.repeat(26)),
      errors: [{ messageId: 'tooLong', path: CARD_TEXT, data: { count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 21-character text under a catalog characterLimit of 20, stricter than section 8',
      request: withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(21)),
      options: { catalog: catalogWithLimit(1, 20) },
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { count: 21, limit: 20, excess: 1 } }],
    },
    {
      name: 'a 26-character text under a looser catalog characterLimit of 40, which does not loosen section 8',
      request: withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(26)),
      options: { catalog: catalogWithLimit(1, 40) },
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { count: 26, limit: 25, excess: 1 } }],
    },
    {
      name: 'a 21-character reply button title under a looser catalog characterLimit of 25, which does not loosen the interactive limit',
      request: withValue(replyButtonsRequest(), valuePath(0, 0), 'a'.repeat(21)),
      options: { catalog: catalogWithLimit(8, 25) },
      errors: [{ messageId: 'tooLong', path: valuePath(0, 0), data: { count: 21, limit: 20, excess: 1 } }],
    },
  ],
});

/** A limit the spec tables must state. */
function stated(limit: number | undefined): number {
  if (limit === undefined) throw new Error('the spec tables state no such limit');
  return limit;
}

const WEBSITE_TEXT = stated(BUTTON_FIELD_LIMITS.website.text);

interface LimitCase {
  readonly name: string;
  readonly request: () => JsonRecord;
  readonly button: number;
  readonly field: number;
  readonly limit: number;
  /** The message of a report: `tooLong` unless said (a list row is named as a row, not as a button). */
  readonly messageId?: string;
}

/** Fields of the valid fixtures with the section 8 limit that applies to them. */
const limitCases: readonly LimitCase[] = [
  { name: 'website button text', request: normalRequest, button: 0, field: 0, limit: WEBSITE_TEXT },
  { name: 'quick reply text', request: normalRequest, button: 1, field: 0, limit: stated(BUTTON_FIELD_LIMITS.quick_reply.text) },
  { name: 'interactive reply button title', request: replyButtonsRequest, button: 0, field: 0, limit: stated(INTERACTIVE_BUTTON_FIELD_LIMITS.reply_buttons.quick_reply?.text) },
  { name: 'interactive list row title', request: listRequest, button: 0, field: 0, limit: stated(INTERACTIVE_BUTTON_FIELD_LIMITS.list.quick_reply?.text), messageId: 'rowTitleTooLong' },
  { name: 'interactive CTA URL display text', request: ctaUrlRequest, button: 0, field: 0, limit: stated(INTERACTIVE_BUTTON_FIELD_LIMITS.cta_url.website?.text) },
  { name: 'interactive flow button text', request: flowRequest, button: 0, field: 0, limit: stated(INTERACTIVE_BUTTON_FIELD_LIMITS.flow.flow?.text) },
  { name: 'Flow id', request: flowRequest, button: 0, field: 1, limit: stated(BUTTON_FIELD_LIMITS.flow.flow_id) },
];

describe('button-field-max-length properties', () => {
  test('the Flow payloads of the table are as long as they say', () => {
    expect([2000, 2001].map((length) => JSON.stringify(payloadOfLength(length)).length)).toEqual([2000, 2001]);
  });

  /** One code point that is not a brace: often ASCII or Latin-1, often outside the BMP (two UTF-16 units). */
  const character = fc
    .oneof(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))
    .filter((char) => char !== '{' && char !== '}');
  /** A brace-free text of `length` code points. */
  const textOfLength = (length: number): fc.Arbitrary<{ value: string; length: number }> =>
    fc.array(character, { minLength: length, maxLength: length }).map((chars) => ({ value: chars.join(''), length: chars.length }));
  /** A brace-free text of up to `maxLength` code points. */
  const text = (maxLength: number): fc.Arbitrary<{ value: string; length: number }> => fc.nat({ max: maxLength }).chain(textOfLength);
  /** A length that is often exactly `limit` or `limit + 1`, otherwise anything from 0 to 40. */
  const lengthAround = (limit: number): fc.Arbitrary<number> =>
    fc.oneof({ arbitrary: fc.constantFrom(limit, limit + 1), weight: 2 }, { arbitrary: fc.nat({ max: 40 }), weight: 1 });

  test.prop([fc.constantFrom(...limitCases).chain((limitCase) => fc.tuple(fc.constant(limitCase), lengthAround(limitCase.limit).chain(textOfLength)))])(
    'a brace-free text of n code points reports iff n exceeds the limit, exactly once at that value',
    ([limitCase, { value, length }]) => {
      const path = valuePath(limitCase.button, limitCase.field);
      const diagnostics = diagnosticsOf(withValue(limitCase.request(), path, value), RULE);
      const expected = length > limitCase.limit ? [{ messageId: limitCase.messageId ?? 'tooLong', path, data: { count: length, limit: limitCase.limit } }] : [];
      expect(diagnostics, limitCase.name).toMatchObject(expected);
      expect(diagnostics).toHaveLength(expected.length);
    },
  );

  test.prop([fc.nat({ max: 8 }).chain(textOfLength), fc.integer({ min: 1990, max: 2010 })])(
    'a payload array of one string is measured in code points, the same as the string plus its brackets and quotes',
    (unit, total) => {
      // `["…"]` adds 4 characters; the string repeats the unit until the text is about `total` long.
      const repeat = unit.length === 0 ? 0 : Math.floor((total - 4) / unit.length);
      const codePoints = repeat * unit.length + 4;
      const request = withButton(flowRequest(), 0, flowPayload([unit.value.repeat(repeat)]));
      const diagnostics = diagnosticsOf(request, RULE);
      expect(diagnostics.map((diagnostic) => diagnostic.messageId)).toEqual(codePoints > 2000 ? ['objectTooLong'] : []);
    },
  );

  test.prop([text(30), text(30)])('a {{1}} between two texts adds exactly one character to the count', (before, after) => {
    const count = before.length + 1 + after.length;
    const diagnostics = diagnosticsOf(withValue(normalRequest(), valuePath(0, 0), `${before.value}{{1}}${after.value}`), RULE);
    expect(diagnostics.map((diagnostic) => diagnostic.data?.count)).toEqual(count > WEBSITE_TEXT ? [count] : []);
  });

  test.prop([fc.integer({ min: 1, max: 40 }), fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: -10, max: 20 }))])(
    'the limit is the stricter of section 8 and the catalog characterLimit',
    (characterLimit, offset) => {
      const limit = Math.min(WEBSITE_TEXT, characterLimit);
      const length = Math.max(0, limit + offset);
      const request = withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(length));
      const diagnostics = diagnosticsOf(request, RULE, { catalog: catalogWithLimit(1, characterLimit) });
      expect(diagnostics.map((diagnostic) => diagnostic.data?.limit)).toEqual(length > limit ? [limit] : []);
    },
  );
});

describe('button-field-max-length messages', () => {
  // A list row travels as a quick-reply button (spec-decisions), but the recipient sees a row: found by QA,
  // "The "Button text" of this "Custom" button" named a row title after its wire format.
  test('a list row is named as a row, by its title or description; a reply button as a button', () => {
    const rowTitle = diagnosticsOf(withValue(listRequest(), valuePath(0, 0), 'a'.repeat(25)), RULE);
    expect(rowTitle.map((diagnostic) => diagnostic.message)).toEqual(['The title of this list row is 25 characters (each variable counts as 1); the limit is 24. Shorten it by 1.']);
    const rowDescription = diagnosticsOf(withButton(listRequest(), 0, button(2, 4, [field(8, 'Button text', 'Margherita pizza'), field(9, 'Description', 'd'.repeat(101))])), RULE);
    expect(rowDescription.map((diagnostic) => diagnostic.message)).toEqual(['The description of this list row is 101 characters (each variable counts as 1); the limit is 100. Shorten it by 1.']);
    const replyTitle = diagnosticsOf(withValue(replyButtonsRequest(), valuePath(0, 0), 'a'.repeat(21)), RULE);
    expect(replyTitle.map((diagnostic) => diagnostic.message)).toEqual(['The "Button text" of this "Custom" button is 21 characters (each variable counts as 1); the limit is 20. Shorten it by 1.']);
  });
});
