import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { footer } from '../../testing/builders.js';
import { carouselRequest, ctaUrlRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'footer-variable';
const FOOTER = ['chat_template_data', 'chat_template_footer'];
const VALUE = [...FOOTER, 'chat_template_footer_value'];

describe('footer-variable', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a variable in the footer, at the variable', () => {
    expect(diagnosticsOf(withValue(normalRequest(), FOOTER, footer('Reply STOP, {{1}}')), RULE)).toEqual([
      expect.objectContaining({ messageId: 'variable', path: VALUE, data: { variable: '{{1}}' }, range: [12, 17], severity: 'warning' }),
    ]);
  });

  test('reports each variable, named ones too', () => {
    expect(diagnosticsOf(withValue(normalRequest(), FOOTER, footer('{{shop}} · {{2}}')), RULE)).toMatchObject([
      { data: { variable: '{{shop}}' }, range: [0, 8] },
      { data: { variable: '{{2}}' }, range: [11, 16] },
    ]);
  });

  test('checks the footer of a carousel card', () => {
    const path = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_footer'];
    expect(diagnosticsOf(withValue(carouselRequest(), path, footer('For {{1}}')), RULE)).toMatchObject([{ path: [...path, 'chat_template_footer_value'], range: [4, 9] }]);
  });

  test('ignores unbalanced braces and interactive templates', () => {
    expect(diagnosticsOf(withValue(normalRequest(), FOOTER, footer('Reply {{STOP')), RULE)).toEqual([]);
    expect(diagnosticsOf(withValue(ctaUrlRequest(), FOOTER, footer('Thanks {{1}}')), RULE)).toEqual([]);
  });

  const plain = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '.', 'é', '🎉'), maxLength: 20 });

  test.prop([plain, plain])('a footer a + {{1}} + b is reported exactly once, at the placeholder', (before, after) => {
    const diagnostics = diagnosticsOf(withValue(normalRequest(), FOOTER, footer(`${before}{{1}}${after}`)), RULE);
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual([[before.length, before.length + 5]]);
  });
});
