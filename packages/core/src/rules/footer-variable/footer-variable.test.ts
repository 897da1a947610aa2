import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { footer, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, ctaUrlRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { footerVariable } from './footer-variable.js';

const FOOTER = ['chat_template_data', 'chat_template_footer'];
const VALUE = [...FOOTER, 'chat_template_footer_value'];
const CARD_FOOTER = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_footer'];
const withFooter = (text: string, request: JsonRecord = normalRequest()): JsonRecord => withValue(request, FOOTER, footer(text));

new RuleTester({ describe, test }).run(footerVariable, {
  valid: [
    ...Object.entries(validRequests).map(([name, request]) => ({ name: `the valid ${name} fixture`, request: request() })),
    { name: 'unbalanced braces in the footer', request: withFooter('Reply {{STOP') },
    { name: 'a variable in the footer of an interactive template', request: withFooter('Thanks {{1}}', ctaUrlRequest()) },
  ],
  invalid: [
    {
      name: 'a variable in the footer, at the variable',
      request: withFooter('Reply STOP, {{1}}'),
      errors: [{ messageId: 'variable', path: VALUE, data: { variable: '{{1}}' }, range: [12, 17], severity: 'warning' }],
    },
    {
      name: 'each variable, named ones too',
      request: withFooter('{{shop}} · {{2}}'),
      errors: [
        { messageId: 'variable', path: VALUE, data: { variable: '{{shop}}' }, range: [0, 8] },
        { messageId: 'variable', path: VALUE, data: { variable: '{{2}}' }, range: [11, 16] },
      ],
    },
    {
      name: 'a variable in the footer of a carousel card',
      request: withValue(carouselRequest(), CARD_FOOTER, footer('For {{1}}')),
      errors: [{ messageId: 'variable', path: [...CARD_FOOTER, 'chat_template_footer_value'], data: { variable: '{{1}}' }, range: [4, 9] }],
    },
  ],
});

describe('footer-variable properties', () => {
  const plain = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '.', 'é', '🎉'), maxLength: 20 });

  test.prop([plain, plain])('a footer a + {{1}} + b is reported exactly once, at the placeholder', (before, after) => {
    const diagnostics = diagnosticsOf(withFooter(`${before}{{1}}${after}`), 'footer-variable');
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual([[before.length, before.length + 5]]);
  });
});
