import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Catalog } from '../../catalog/catalog.js';
import { defaultCatalog } from '../../catalog/default-catalog.js';
import { button, buttons, field, row, type Json, type JsonRecord } from '../../testing/builders.js';
import {
  carouselRequest,
  ctaUrlRequest,
  flowRequest,
  listRequest,
  normalRequest,
  replyButtonsRequest,
  validRequests,
} from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'button-field-max-length';
const BUTTONS = ['chat_template_data', 'chat_template_button'];


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

/** A flow button whose third field is a Flow payload object sent as `payload`. */
function flowButtonWithPayload(payload: Json): JsonRecord {
  return button(3, 5, [
    field(10, 'Button text', 'Book now'),
    field(11, 'Flow', '1234567890'),
    { ...field(12, 'Flow payload', ''), field_type: 'object', chat_template_button_sub_type_field_value: payload },
  ]);
}

/** One code point that is not a brace: often ASCII or Latin-1, often outside the BMP (two UTF-16 units). */
const character = fc
  .oneof(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))
  .filter((char) => char !== '{' && char !== '}');
/** A brace-free text of `length` code points. */
const textOfLength = (length: number): fc.Arbitrary<{ value: string; length: number }> =>
  fc.array(character, { minLength: length, maxLength: length }).map((chars) => ({ value: chars.join(''), length: chars.length }));
/** A brace-free text of up to `maxLength` code points. */
const text = (maxLength: number): fc.Arbitrary<{ value: string; length: number }> =>
  fc.nat({ max: maxLength }).chain(textOfLength);
/** A length that is often exactly `limit` or `limit + 1`, otherwise anything from 0 to 40. */
const lengthAround = (limit: number): fc.Arbitrary<number> =>
  fc.oneof({ arbitrary: fc.constantFrom(limit, limit + 1), weight: 2 }, { arbitrary: fc.nat({ max: 40 }), weight: 1 });

interface LimitCase {
  readonly name: string;
  readonly request: () => JsonRecord;
  readonly button: number;
  readonly field: number;
  readonly limit: number;
}

/** Fields of the valid fixtures with the section 8 limit that applies to them. */
const limitCases: readonly LimitCase[] = [
  { name: 'website button text', request: normalRequest, button: 0, field: 0, limit: 25 },
  { name: 'quick reply text', request: normalRequest, button: 1, field: 0, limit: 25 },
  { name: 'interactive reply button title', request: replyButtonsRequest, button: 0, field: 0, limit: 20 },
  { name: 'interactive list row title', request: listRequest, button: 0, field: 0, limit: 24 },
  { name: 'interactive CTA URL display text', request: ctaUrlRequest, button: 0, field: 0, limit: 20 },
  { name: 'interactive flow button text', request: flowRequest, button: 0, field: 0, limit: 25 },
  { name: 'Flow id', request: flowRequest, button: 0, field: 1, limit: 25 },
];

describe('button-field-max-length', () => {
  test('accepts the buttons of every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts a 25-character website button text', () => {
    const request = withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(25));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a 26-character website button text', () => {
    const request = withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(26));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      {
        messageId: 'tooLong',
        path: valuePath(0, 0),
        data: { field: 'Button text', button: 'Visit website', count: 26, limit: 25, excess: 1 },
      },
    ]);
  });

  test('counts a {{1}} in a button text as one character', () => {
    const fits = withValue(normalRequest(), valuePath(0, 0), `${'a'.repeat(24)}{{1}}`);
    expect(diagnosticsOf(fits, RULE)).toEqual([]);
    const over = withValue(normalRequest(), valuePath(0, 0), `${'a'.repeat(25)}{{1}}`);
    expect(diagnosticsOf(over, RULE)).toMatchObject([{ messageId: 'tooLong', data: { count: 26, limit: 25 } }]);
  });

  test('counts an emoji as one character', () => {
    const fits = withValue(normalRequest(), valuePath(0, 0), '😀'.repeat(25));
    expect(diagnosticsOf(fits, RULE)).toEqual([]);
    const over = withValue(normalRequest(), valuePath(0, 0), '😀'.repeat(26));
    expect(diagnosticsOf(over, RULE)).toMatchObject([{ messageId: 'tooLong', data: { count: 26, limit: 25 } }]);
  });

  test('accepts a 2000-character website URL', () => {
    const request = withValue(normalRequest(), valuePath(0, 1), `https://x.example/${'a'.repeat(1982)}`);
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a 2001-character website URL', () => {
    const request = withValue(normalRequest(), valuePath(0, 1), `https://x.example/${'a'.repeat(1983)}`);
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 1), data: { field: 'Website URL', count: 2001, limit: 2000, excess: 1 } },
    ]);
  });

  test('reports a 26-character phone button text', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 0], buttons.phone('a'.repeat(26), '+15550100'));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 0), data: { field: 'Button text', button: 'Call phone number', count: 26, limit: 25 } },
    ]);
  });

  test('accepts a 20-character phone number', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 0], buttons.phone('Call us', `+${'1'.repeat(19)}`));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a 21-character phone number', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 0], buttons.phone('Call us', `+${'1'.repeat(20)}`));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 1), data: { field: 'Phone number', count: 21, limit: 20, excess: 1 } },
    ]);
  });

  test('reports a 26-character quick reply text in a normal template', () => {
    const request = withValue(normalRequest(), valuePath(1, 0), 'a'.repeat(26));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(1, 0), data: { field: 'Button text', button: 'Custom', count: 26, limit: 25 } },
    ]);
  });

  test('accepts a 21-character quick reply text in a normal template', () => {
    const request = withValue(normalRequest(), valuePath(1, 0), 'a'.repeat(21));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('accepts a 100-character quick reply description', () => {
    const reply = button(2, 4, [field(8, 'Button text', 'Talk to us'), field(9, 'Description', 'd'.repeat(100))]);
    expect(diagnosticsOf(withValue(normalRequest(), [...BUTTONS, 1], reply), RULE)).toEqual([]);
  });

  test('reports a 101-character quick reply description', () => {
    const reply = button(2, 4, [field(8, 'Button text', 'Talk to us'), field(9, 'Description', 'd'.repeat(101))]);
    expect(diagnosticsOf(withValue(normalRequest(), [...BUTTONS, 1], reply), RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(1, 1), data: { field: 'Description', count: 101, limit: 100 } },
    ]);
  });

  test('reports a 26-character open form button text', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 1], buttons.openForm('a'.repeat(26)));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(1, 0), data: { button: 'Open form', count: 26, limit: 25 } },
    ]);
  });

  test('reports a 26-character View catalog button text', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 1], buttons.catalog('a'.repeat(26)));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(1, 0), data: { button: 'View catalog', count: 26, limit: 25 } },
    ]);
  });

  test('reports a 26-character Flow id', () => {
    const request = withValue(flowRequest(), valuePath(0, 1), '1'.repeat(26));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 1), data: { field: 'Flow', button: 'Flow', count: 26, limit: 25 } },
    ]);
  });

  test('accepts a Flow payload object of 2000 characters as JSON text', () => {
    const payload = { screen: 'x'.repeat(2000 - 13) };
    expect(JSON.stringify(payload)).toHaveLength(2000);
    expect(diagnosticsOf(withValue(flowRequest(), [...BUTTONS, 0], flowButtonWithPayload(payload)), RULE)).toEqual([]);
  });

  test('reports a Flow payload object of 2001 characters as JSON text', () => {
    const payload = { screen: 'x'.repeat(2001 - 13) };
    expect(JSON.stringify(payload)).toHaveLength(2001);
    expect(diagnosticsOf(withValue(flowRequest(), [...BUTTONS, 0], flowButtonWithPayload(payload)), RULE)).toMatchObject([
      { messageId: 'objectTooLong', path: valuePath(0, 2), data: { field: 'Flow payload', button: 'Flow', limit: 2000 } },
    ]);
  });

  test('reports a 2001-character Flow input payload sent as text', () => {
    const flow = button(3, 5, [
      field(10, 'Button text', 'Book now'),
      field(11, 'Flow', '1234567890'),
      field(13, 'Flow input payload', 'p'.repeat(2001)),
    ]);
    expect(diagnosticsOf(withValue(flowRequest(), [...BUTTONS, 0], flow), RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 2), data: { field: 'Flow input payload', count: 2001, limit: 2000 } },
    ]);
  });

  test('accepts a 20-character offer code', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 1], buttons.offerCode('C'.repeat(20)));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a 21-character offer code', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 1], buttons.offerCode('C'.repeat(21)));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(1, 1), data: { field: 'Offer code', button: 'Copy offer code', count: 21, limit: 20 } },
    ]);
  });

  test('accepts a 20-character offer code sample', () => {
    const offer = button(1, 3, [field(6, 'Button text', 'Copy code'), field(7, 'Offer code', '{{1}}', [row('1', 'S'.repeat(20))])]);
    expect(diagnosticsOf(withValue(normalRequest(), [...BUTTONS, 1], offer), RULE)).toEqual([]);
  });

  test('reports a 21-character offer code sample, at the sample', () => {
    const offer = button(1, 3, [field(6, 'Button text', 'Copy code'), field(7, 'Offer code', '{{1}}', [row('1', 'S'.repeat(21))])]);
    const samplePath = [
      ...valuePath(1, 1).slice(0, -1),
      'chat_template_button_field_data_variable',
      0,
      'chat_template_dynamic_variable_sample_value',
    ];
    expect(diagnosticsOf(withValue(normalRequest(), [...BUTTONS, 1], offer), RULE)).toMatchObject([
      { messageId: 'sampleTooLong', path: samplePath, data: { count: 21, limit: 20 } },
    ]);
  });

  test('accepts a 20-character interactive reply button title', () => {
    const request = withValue(replyButtonsRequest(), valuePath(0, 0), 'a'.repeat(20));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a 21-character interactive reply button title', () => {
    const request = withValue(replyButtonsRequest(), valuePath(0, 0), 'a'.repeat(21));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 0), data: { field: 'Button text', count: 21, limit: 20, excess: 1 } },
    ]);
  });

  test('accepts a 24-character interactive list row title', () => {
    const request = withValue(listRequest(), valuePath(2, 0), 'a'.repeat(24));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a 25-character interactive list row title', () => {
    const request = withValue(listRequest(), valuePath(2, 0), 'a'.repeat(25));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(2, 0), data: { count: 25, limit: 24, excess: 1 } },
    ]);
  });

  test('accepts a 20-character interactive CTA URL display text', () => {
    const request = withValue(ctaUrlRequest(), valuePath(0, 0), 'a'.repeat(20));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a 21-character interactive CTA URL display text', () => {
    const request = withValue(ctaUrlRequest(), valuePath(0, 0), 'a'.repeat(21));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 0), data: { button: 'Visit website', count: 21, limit: 20 } },
    ]);
  });

  test('reports a 26-character interactive flow button text', () => {
    const request = withValue(flowRequest(), valuePath(0, 0), 'a'.repeat(26));
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 0), data: { button: 'Flow', count: 26, limit: 25 } },
    ]);
  });

  test('checks the buttons of carousel cards with the general limits', () => {
    const cardButtons = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_button'];
    const path = [...cardButtons, 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'];
    expect(diagnosticsOf(withValue(carouselRequest(), path, 'a'.repeat(25)), RULE)).toEqual([]);
    expect(diagnosticsOf(withValue(carouselRequest(), path, 'a'.repeat(26)), RULE)).toMatchObject([
      { messageId: 'tooLong', path, data: { count: 26, limit: 25 } },
    ]);
  });

  test('applies a catalog characterLimit stricter than section 8', () => {
    const catalog = catalogWithLimit(1, 20);
    expect(diagnosticsOf(withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(20)), RULE, { catalog })).toEqual([]);
    expect(diagnosticsOf(withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(21)), RULE, { catalog })).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 0), data: { count: 21, limit: 20, excess: 1 } },
    ]);
  });

  test('does not loosen the section 8 limit for a looser catalog characterLimit', () => {
    const catalog = catalogWithLimit(1, 40);
    expect(diagnosticsOf(withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(26)), RULE, { catalog })).toMatchObject([
      { messageId: 'tooLong', path: valuePath(0, 0), data: { count: 26, limit: 25 } },
    ]);
  });

  test('does not loosen the interactive limit for a looser catalog characterLimit', () => {
    const catalog = catalogWithLimit(8, 25);
    expect(diagnosticsOf(withValue(replyButtonsRequest(), valuePath(0, 0), 'a'.repeat(21)), RULE, { catalog })).toMatchObject([
      { messageId: 'tooLong', data: { count: 21, limit: 20 } },
    ]);
  });

  test.prop([
    fc.constantFrom(...limitCases).chain((limitCase) =>
      fc.tuple(fc.constant(limitCase), lengthAround(limitCase.limit).chain(textOfLength)),
    ),
  ])(
    'a brace-free text of n code points reports iff n exceeds the limit, exactly once at that value',
    ([limitCase, { value, length }]) => {
      const path = valuePath(limitCase.button, limitCase.field);
      const diagnostics = diagnosticsOf(withValue(limitCase.request(), path, value), RULE);
      const expected = length > limitCase.limit ? [{ messageId: 'tooLong', path, data: { count: length, limit: limitCase.limit } }] : [];
      expect(diagnostics, limitCase.name).toMatchObject(expected);
      expect(diagnostics).toHaveLength(expected.length);
    },
  );

  test.prop([text(30), text(30)])('a {{1}} between two texts adds exactly one character to the count', (before, after) => {
    const count = before.length + 1 + after.length;
    const diagnostics = diagnosticsOf(withValue(normalRequest(), valuePath(0, 0), `${before.value}{{1}}${after.value}`), RULE);
    expect(diagnostics.map((diagnostic) => diagnostic.data?.count)).toEqual(count > 25 ? [count] : []);
  });

  test.prop([fc.integer({ min: 1, max: 40 }), fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: -10, max: 20 }))])(
    'the limit is the stricter of section 8 and the catalog characterLimit',
    (characterLimit, offset) => {
      const limit = Math.min(25, characterLimit);
      const length = Math.max(0, limit + offset);
      const request = withValue(normalRequest(), valuePath(0, 0), 'a'.repeat(length));
      const diagnostics = diagnosticsOf(request, RULE, { catalog: catalogWithLimit(1, characterLimit) });
      expect(diagnostics.map((diagnostic) => diagnostic.data?.limit)).toEqual(length > limit ? [limit] : []);
    },
  );
});
