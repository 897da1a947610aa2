import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Catalog } from './catalog/catalog.js';
import { defaultCatalog } from './catalog/default-catalog.js';
import { createTemplateReader, readTemplate } from './model.js';
import { propertyRuns as numRuns, validRequest } from './testing/arbitraries.js';
import { carouselRequest, normalRequest } from './testing/fixtures.js';

describe('readTemplate (@templint/core/model)', () => {
  test('reads a normal template: one section with its body text and path', () => {
    const request = normalRequest();
    const model = readTemplate(request);
    expect(model.sections).toHaveLength(1);
    const body = model.sections[0]?.body;
    expect(body?.text?.text).toBe((request.chat_template_data as { chat_template_body: { chat_template_body_value: string } }).chat_template_body.chat_template_body_value);
    expect(body?.text?.path).toEqual(['chat_template_data', 'chat_template_body', 'chat_template_body_value']);
  });

  test('reads a carousel: the template, then one section per card, each card with its index', () => {
    const model = readTemplate(carouselRequest(), { catalog: defaultCatalog });
    expect(model.templateTypeKind).toBe('carousel');
    expect(model.sections.map((section) => section.cardIndex)).toEqual([undefined, ...model.sections.slice(1).map((_, index) => index)]);
    expect(model.sections.length).toBeGreaterThan(2);
  });

  test('gives a button its kind from the catalog', () => {
    const model = readTemplate(normalRequest());
    for (const button of model.buttons) expect(button.kind).toBeDefined();
  });

  test('keeps the words a front end reads without a catalog: the header type name, a field name, the carousel header', () => {
    const model = readTemplate(
      {
        chat_template_data: {
          chat_template_header: { chat_template_header_type_id: 9, chat_template_header_type_name: 'PDF', chat_template_header_data: [{}] },
          chat_template_button: [
            {
              chat_template_button_type_id: 9,
              chat_template_button_data: [
                {
                  chat_template_button_sub_type_id: 9,
                  chat_template_button_sub_type_field_data: [
                    { chat_template_button_sub_type_field_id: 1, field_name: 'Website URL', chat_template_button_sub_type_field_value: 'https://a.example' },
                    { chat_template_button_sub_type_field_id: 2, field_name: 7 },
                  ],
                },
              ],
            },
          ],
          chat_template_carousel: { chat_template_carousel_header: 'Hi {{1}}', chat_template_carousel_card: [] },
        },
      },
      { catalog: defaultCatalog },
    );
    expect(model.sections[0]?.header?.typeName).toBe('PDF');
    expect(model.buttons[0]?.fields.map((field) => field.name)).toEqual(['Website URL', undefined]);
    expect(model.carousel?.header).toMatchObject({ text: 'Hi {{1}}', path: ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_header'] });
    expect(model.slots.find((slot) => slot.place === 'carousel header')?.textPath).toEqual(model.carousel?.header?.path);
  });

  test.prop([fc.jsonValue()], { numRuns })('reads any JSON value without throwing or changing it', (value) => {
    const before = JSON.stringify(value);
    const model = readTemplate(value);
    expect(model.request).toBe(value);
    expect(JSON.stringify(value)).toBe(before);
  });

  test.prop([validRequest], { numRuns })('a valid request has no shape problem and at least one section', (request) => {
    const model = readTemplate(request);
    expect(model.shapeProblems).toEqual([]);
    expect(model.sections.length).toBeGreaterThan(0);
  });
});

/** The same value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reversedKeys(item)]));
}

describe('readTemplate reads parts in one order whatever the order of keys', () => {
  const outline = (request: unknown): unknown => {
    const model = readTemplate(request);
    return {
      sections: model.sections.map((section) => section.path),
      slots: model.slots.map((slot) => [slot.place, slot.textPath, slot.rows?.map((row) => [row.key, row.path])]),
      buttons: model.buttons.map((button) => [button.path, button.kind, button.fields.map((field) => field.path)]),
      problems: model.shapeProblems.map((problem) => problem.path).sort(),
    };
  };

  test('a carousel whose keys come in reverse order', () => {
    const request = carouselRequest();
    expect(outline(reversedKeys(request))).toEqual(outline(request));
  });

  test.prop([validRequest], { numRuns })('any valid request with its keys reversed', (request) => {
    expect(outline(reversedKeys(request))).toEqual(outline(request));
  });
});

describe('createTemplateReader', () => {
  test('reads as readTemplate does, with the catalog indexed when the reader is made', () => {
    const catalog: { -readonly [K in keyof Catalog]: Catalog[K] } = JSON.parse(JSON.stringify(defaultCatalog)) as Catalog;
    const reader = createTemplateReader({ catalog });
    const request = normalRequest();
    const kinds = (model: ReturnType<typeof readTemplate>): unknown => model.buttons.map((button) => button.kind);
    expect(kinds(reader.read(request))).toEqual(kinds(readTemplate(request, { catalog })));
    // A change to the catalog after the reader was made is not seen: it was indexed once, then.
    catalog.buttonTypes = [];
    expect(kinds(reader.read(request))).toEqual(kinds(readTemplate(request)));
    const reread = readTemplate(request, { catalog });
    expect(reread.buttons.length).toBeGreaterThan(0);
    expect(reread.buttons.every((button) => button.kind === undefined)).toBe(true);
  });
});
