import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, normalRequest, textRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'body-max-length';
const VALUE = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
const CAROUSEL_HEADER = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_header'];

describe('body-max-length', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('accepts a 1024-character body', () => {
    expect(diagnosticsOf(withValue(normalRequest(), VALUE, 'b'.repeat(1024)), RULE)).toEqual([]);
  });

  test('reports a 1025-character body, on the text', () => {
    expect(diagnosticsOf(withValue(normalRequest(), VALUE, 'b'.repeat(1025)), RULE)).toEqual([
      expect.objectContaining({ messageId: 'tooLong', path: VALUE, data: { place: 'body', count: 1025, limit: 1024, excess: 1 }, severity: 'warning' }),
    ]);
  });

  test('the message explains how variables count', () => {
    const [diagnostic] = diagnosticsOf(withValue(normalRequest(), VALUE, 'b'.repeat(1025)), RULE);
    expect(diagnostic?.message).toBe('The body is 1025 characters (each variable counts as 1); the approval authority accepts at most 1024. Shorten it by 1.');
  });

  test('counts a variable as one character and an emoji as one', () => {
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_body'], body(`${'🎉'.repeat(1023)}{{1}}`, [row('1', 'a long sample value')]));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('checks the carousel text above the cards', () => {
    expect(diagnosticsOf(withValue(carouselRequest(), CAROUSEL_HEADER, `Hi {{1}}, ${'c'.repeat(1019)}`), RULE)).toMatchObject([
      { path: CAROUSEL_HEADER, data: { place: 'carousel header', count: 1025 } },
    ]);
  });

  test('leaves card bodies to carousel-card-body-max-length, and interactive bodies to interactive-body-max-length', () => {
    const card = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_body', 'chat_template_body_value'];
    expect(diagnosticsOf(withValue(carouselRequest(), card, 'c'.repeat(1100)), RULE)).toEqual([]);
    expect(diagnosticsOf(withValue(textRequest(), VALUE, 'c'.repeat(1100)), RULE)).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 1100 }), fc.integer({ min: 0, max: 3 })])('n characters plus k variables are reported iff n + k > 1024', (length, variables) => {
    const numbers = Array.from({ length: variables }, (_, index) => String(index + 1));
    const text = `Hi ${'b'.repeat(Math.max(0, length - 3))}${numbers.map((number) => `{{${number}}}`).join('')}`;
    const count = Math.max(3, length) + variables;
    const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_body'], body(text, numbers.map((number) => row(number, 'x'))));
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.data?.count)).toEqual(count > 1024 ? [count] : []);
  });
});
