import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { defaultCatalog } from './catalog/default-catalog.js';
import { readTemplate } from './model.js';
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
