import { fc, test as propertyTest } from '@fast-check/vitest';
import { defaultCatalog, validateTemplate, type Catalog } from '@templint/core';
import { describe, expect, test } from 'vitest';
import type { PreviewInline, PreviewText, TemplatePreview } from './model/preview-model.js';
import { allPaths, at, deepFreeze, replaceAt, validExamples } from './model/examples.test-support.js';
import { summarize, type PreviewSummary } from './model/summary.test-support.js';
import { createPreviewer, previewTemplate } from './preview-template.js';

const examples = validExamples();

const EXPECTED: Readonly<Record<string, PreviewSummary>> = {
  'authentication--login-code.json': {
    kind: 'authentication',
    body: '[b:<1=123456>] is your verification code. For your security, do not share this code.',
    footer: 'This code expires in 10 minutes.',
    buttons: ['copy Copy code'],
    expiresIn: 10,
  },
  'carousel--summer-collection.json': {
    kind: 'carousel',
    body: 'Hi <1=Ana>, see what is new this summer!',
    buttons: [],
    cards: [
      { header: '[image]', body: 'Linen shirt for <1=Ana>, in stock now', buttons: ['reply Buy now', 'link See more -> https://shop.example.com/item'] },
      { header: '[image]', body: 'Straw hat for <1=Ana>, in stock now', buttons: ['reply Buy now', 'link See more -> https://shop.example.com/item'] },
    ],
  },
  'interactive-cta-url--invoice-link.json': {
    kind: 'interactive',
    interactive: 'cta_url',
    body: 'Your invoice is ready.',
    footer: 'Thank you for your order',
    buttons: ['link Open invoice -> https://shop.example.com/invoice'],
  },
  'interactive-flow--table-booking.json': {
    kind: 'interactive',
    interactive: 'flow',
    body: 'Book your table in a few taps.',
    buttons: ['flow Book now -> 1234567890'],
  },
  'interactive-list--menu.json': {
    kind: 'interactive',
    interactive: 'list',
    header: 'Our menu',
    body: "Pick a dish to see today's price.",
    footer: 'Prices include tax',
    buttons: ['list See menu'],
    rows: ['reply Margherita pizza', 'reply Caesar salad', 'reply Lemon tart'],
  },
  'interactive-reply-buttons--delivery-feedback.json': {
    kind: 'interactive',
    interactive: 'reply_buttons',
    body: 'Was your delivery on time?',
    buttons: ['reply Yes', 'reply No'],
  },
  'interactive-text--auto-reply.json': {
    kind: 'interactive',
    interactive: 'text',
    body: 'Thanks for reaching out! We will reply shortly.',
    buttons: [],
  },
  'normal--named-variables.json': {
    kind: 'standard',
    body: 'Hello <first_name=Ana>, see you on <appointment_date=May 4> at the clinic.',
    buttons: [],
  },
  'normal--order-update.json': {
    kind: 'standard',
    header: 'Order <1=#1042>',
    body: 'Hi <1=Maria>, your order <2=#1042> has shipped.',
    footer: 'Reply STOP to opt out',
    buttons: ['link Track order -> https://shop.example.com/track/1042', 'reply Talk to us'],
  },
};

describe('previewTemplate on the valid examples', () => {
  test('every example has an expected preview', () => {
    expect([...examples.keys()]).toEqual(Object.keys(EXPECTED).sort());
  });

  test.each(Object.entries(EXPECTED))('%s with the example catalog', (file, expected) => {
    expect(summarize(previewTemplate(examples.get(file), { catalog: defaultCatalog }))).toEqual(expected);
  });

  // Without a catalog the request's own names and shape decide; for these requests they agree.
  test.each(Object.entries(EXPECTED))('%s without a catalog', (file, expected) => {
    expect(summarize(previewTemplate(examples.get(file)))).toEqual(expected);
  });
});

/** A standard template with a body and the given buttons (quick replies by default). */
function withButtons(labels: readonly string[]): unknown {
  return {
    chat_template_data: {
      chat_template_category_id: 1,
      chat_template_body: { chat_template_body_value: 'Pick one' },
      chat_template_button: labels.map((label) => ({
        chat_template_button_type_id: 2,
        chat_template_button_data: [
          {
            chat_template_button_sub_type_id: 4,
            chat_template_button_sub_type_field_data: [{ chat_template_button_sub_type_field_id: 8, chat_template_button_sub_type_field_value: label }],
          },
        ],
      })),
    },
  };
}

describe('previewTemplate button layout', () => {
  test('shows three buttons as they are', () => {
    expect(summarize(previewTemplate(withButtons(['A', 'B', 'C']), { catalog: defaultCatalog })).buttons).toEqual(['reply A', 'reply B', 'reply C']);
  });

  test('past three, shows two and "See all options" for the rest', () => {
    const preview = previewTemplate(withButtons(['A', 'B', 'C', 'D']), { catalog: defaultCatalog });
    expect(summarize(preview).buttons).toEqual(['reply A', 'reply B', 'See all options (reply C, reply D)']);
  });

  test('an interactive message never collapses its buttons', () => {
    const request = { ...(withButtons(['A', 'B', 'C', 'D']) as object), chat_template_flag_interactive_message: true, interactive_type_id: 1 };
    expect(summarize(previewTemplate(request, { catalog: defaultCatalog })).buttons).toEqual(['reply A', 'reply B', 'reply C', 'reply D']);
  });

  test('a button without text keeps its place, without a label', () => {
    expect(summarize(previewTemplate(withButtons(['']), { catalog: defaultCatalog })).buttons).toEqual(['reply ']);
    const noText = replaceAt(withButtons(['A']), ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data'], []);
    expect(summarize(previewTemplate(noText, { catalog: defaultCatalog })).buttons).toEqual(['reply (no label)']);
  });
});

describe('a variable shows its sample exactly when lint finds its row', () => {
  const withRow = (body: string, key: string): unknown => ({
    chat_template_data: { chat_template_body: { chat_template_body_value: body, chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: key, chat_template_dynamic_variable_sample_value: 'Ana' }] } },
  });
  test.each([
    ['{{1}}', '1', true],
    ['{{1}}', '{{1}}', true],
    ['{{1}}', ' 1 ', false],
    ['{{1}}', '{{ 1 }}', false],
    ['{{ 1 }}', '1', false],
    ['{{name}}', 'name', true],
    ['{{name}}', 'Name', false],
  ] as const)('body %j, row key %j: filled %s', (body, key, filled) => {
    const request = withRow(body, key);
    expect(summarize(previewTemplate(request, { catalog: defaultCatalog })).body?.includes('=Ana>')).toBe(filled);
    // The same answer as lint's: a row missing for the variable is what keeps it unfilled.
    const missing = validateTemplate(request, { catalog: defaultCatalog }).diagnostics.some((diagnostic) => diagnostic.ruleId === 'variable-row-missing');
    expect(missing).toBe(!filled);
  });
});

describe('previewTemplate on broken requests', () => {
  test.each([
    ['null', null, { kind: 'standard', buttons: [] }],
    ['an array', [1, 2], { kind: 'standard', buttons: [] }],
    ['a string', '<b>hi</b>', { kind: 'standard', buttons: [] }],
    ['data that is a number', { chat_template_data: 5 }, { kind: 'standard', buttons: [] }],
    ['a body value that is a number', { chat_template_data: { chat_template_body: { chat_template_body_value: 5 } } }, { kind: 'standard', buttons: [] }],
    [
      'a variable without a row',
      { chat_template_data: { chat_template_body: { chat_template_body_value: 'Hi {{1}} and {{2}}', chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: '1', chat_template_dynamic_variable_sample_value: 'Ana' }] } } },
      { kind: 'standard', body: 'Hi <1=Ana> and <2?>', buttons: [] },
    ],
    [
      'a row with an empty sample',
      { chat_template_data: { chat_template_body: { chat_template_body_value: 'Hi {{1}}', chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: '1', chat_template_dynamic_variable_sample_value: '' }] } } },
      { kind: 'standard', body: 'Hi <1?>', buttons: [] },
    ],
    [
      'rows that are not objects',
      { chat_template_data: { chat_template_body: { chat_template_body_value: 'Hi {{1}}', chat_template_body_variable_data: ['1', null, 7] } } },
      { kind: 'standard', body: 'Hi <1?>', buttons: [] },
    ],
    [
      'header type 0 (no header)',
      { chat_template_data: { chat_template_header: { chat_template_header_type_id: 0, chat_template_header_data: [] } } },
      { kind: 'standard', buttons: [] },
    ],
    [
      'a header type no catalog knows, with text',
      { chat_template_data: { chat_template_header: { chat_template_header_type_id: 99, chat_template_header_data: [{ chat_template_header_data_value: 'Hello' }] } } },
      { kind: 'standard', header: 'Hello', buttons: [] },
    ],
    [
      'a header type no catalog knows, without text',
      { chat_template_data: { chat_template_header: { chat_template_header_type_id: 99, chat_template_header_data: [] } } },
      { kind: 'standard', header: '[unknown header]', buttons: [] },
    ],
    [
      'a video header named only by its type name',
      { chat_template_data: { chat_template_header: { chat_template_header_type_id: 99, chat_template_header_type_name: 'Video', chat_template_header_data: [{}] } } },
      { kind: 'standard', header: '[video]', buttons: [] },
    ],
    [
      'a carousel with cards that are not objects',
      { chat_template_type_id: 2, chat_template_data: { chat_template_carousel: { chat_template_carousel_card: [null, { chat_template_body: { chat_template_body_value: 'Card' } }] } } },
      { kind: 'carousel', buttons: [], cards: [{ body: 'Card', buttons: [] }] },
    ],
    [
      'an authentication template with an expiry out of range',
      { chat_template_data: { chat_template_category_id: 3, chat_template_code_expiration_minutes: 91 } },
      { kind: 'authentication', buttons: [] },
    ],
    [
      'an interactive list without its button text',
      { chat_template_flag_interactive_message: true, interactive_type_id: 2, chat_template_data: {} },
      { kind: 'interactive', interactive: 'list', buttons: ['list (no label)'], rows: [] },
    ],
  ])('%s', (_name, request, expected) => {
    expect(summarize(previewTemplate(request, { catalog: defaultCatalog }))).toEqual(expected);
  });

  test('a malformed catalog resolves nothing and throws nothing', () => {
    const catalog = JSON.parse('{"headerTypes": 5, "buttonTypes": [null, {"id": 1, "subTypes": "x"}], "interactiveTypes": [{"id": "2"}]}') as object;
    expect(summarize(previewTemplate(examples.get('normal--order-update.json'), { catalog }))).toEqual(EXPECTED['normal--order-update.json']);
  });
});

/** A request that is one of the examples with one value somewhere replaced by any JSON value. */
const brokenExample = fc
  .constantFrom(...examples.values())
  .chain((example) => fc.tuple(fc.constant(example), fc.constantFrom(...allPaths(example)), fc.jsonValue({ maxDepth: 3 })))
  .map(([example, path, value]) => replaceAt(example, path, value));

/** The texts a preview shows, wherever they are. */
function shownTexts(preview: TemplatePreview): PreviewText[] {
  const texts: PreviewText[] = [];
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if ('blocks' in value && 'source' in value) texts.push(value as PreviewText);
    for (const item of Object.values(value)) visit(item);
  };
  visit(preview);
  return texts;
}

describe('previewTemplate properties', () => {
  propertyTest.prop([fc.jsonValue()])('any JSON value: a preview, no throw, input unchanged', (request) => {
    const before = structuredClone(request);
    previewTemplate(deepFreeze(request), { catalog: defaultCatalog });
    expect(request).toEqual(before);
  });

  propertyTest.prop([brokenExample, fc.boolean()])('an example broken anywhere: no throw, input unchanged, every text read from its path', (request, withCatalog) => {
    const before = structuredClone(request);
    const preview = previewTemplate(deepFreeze(request), withCatalog ? { catalog: defaultCatalog } : {});
    expect(request).toEqual(before);
    for (const text of shownTexts(preview)) expect(at(request, text.path)).toBe(text.source);
  });

  propertyTest.prop([brokenExample])('the preview is plain data: it survives a JSON round trip', (request) => {
    const preview = previewTemplate(request, { catalog: defaultCatalog });
    expect(JSON.parse(JSON.stringify(preview))).toEqual(preview);
  });

  propertyTest.prop([fc.string({ maxLength: 30 })])('every variable with a row shows that row\'s sample', (sample) => {
    const request = { chat_template_data: { chat_template_body: { chat_template_body_value: '{{1}}', chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: '{{1}}', chat_template_dynamic_variable_sample_value: sample }] } } };
    const body = previewTemplate(request).message.body;
    const first = body?.blocks[0];
    const variable: PreviewInline | undefined = first?.type === 'line' ? first.content[0] : undefined;
    expect(variable).toMatchObject({ type: 'variable', name: '1', sample: sample === '' ? undefined : sample });
  });
});

describe('createPreviewer', () => {
  test('previews each request as previewTemplate does, with one catalog prepared once', () => {
    const previewer = createPreviewer({ catalog: defaultCatalog });
    for (const request of examples.values()) {
      expect(previewer.preview(request)).toEqual(previewTemplate(request, { catalog: defaultCatalog }));
    }
  });
});

describe("the template's language", () => {
  const request = (chatLanguageId: unknown): unknown => ({ chat_template_data: { chat_template_name: 'order_update', chat_language_id: chatLanguageId } });

  test('is the catalog code of the request language, as a language tag', () => {
    expect(previewTemplate(request(5), { catalog: defaultCatalog }).language).toBe('hi');
    expect(previewTemplate(request(4), { catalog: defaultCatalog }).language).toBe('pt-BR');
    expect(previewTemplate(request(2), { catalog: defaultCatalog }).language).toBe('en-US');
    // Without a catalog no language id resolves.
    expect(previewTemplate(request(5)).language).toBeUndefined();
    const indonesian: Catalog = { ...defaultCatalog, languages: [{ id: 7, name: 'Bahasa Indonesia', code: 'id_ID' }] };
    expect(previewTemplate(request(7), { catalog: indonesian }).language).toBe('id-ID');
  });

  test('is undefined when the request or the catalog does not say', () => {
    expect(previewTemplate(request(99), { catalog: defaultCatalog }).language).toBeUndefined();
    expect(previewTemplate(request('5'), { catalog: defaultCatalog }).language).toBeUndefined();
    expect(previewTemplate({}).language).toBeUndefined();
    expect(previewTemplate([request(5)]).language).toBeUndefined();
    expect(previewTemplate(null).language).toBeUndefined();
    const broken: Catalog = { ...defaultCatalog, languages: [{ id: 1, name: 'Broken', code: 'not a tag!' }] };
    expect(previewTemplate(request(1), { catalog: broken }).language).toBeUndefined();
    expect(previewTemplate(request(1), { catalog: { languages: [{ id: 1, code: 5 as unknown as string }] } }).language).toBeUndefined();
  });
});
