import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { buttonTextVariable } from './button-text-variable.js';

const RULE = 'button-text-variable';
const TEXT = buttonFieldValuePath(1, 0);

new RuleTester({ describe, test }).run(buttonTextVariable, {
  valid: [
    // The normal fixture has a dynamic website URL: only button texts are fixed.
    ...validFixtureCases(),
    { name: 'an interactive template', request: withValue(replyButtonsRequest(), [...BUTTONS_PATH, 0], buttons.quickReply('Yes {{1}}')) },
  ],
  invalid: [
    {
      name: 'a variable in a button text, at the variable, as a warning',
      request: withValue(normalRequest(), TEXT, 'Hi {{1}}'),
      errors: [{ messageId: 'variable', path: TEXT, data: { variable: '{{1}}' }, range: [3, 8], severity: 'warning' }],
    },
    {
      name: 'a named variable in a website button text',
      request: withValue(normalRequest(), [...BUTTONS_PATH, 0], buttons.website('Track {{order}}', 'https://shop.example.com/{{1}}', [row('1', '1042')])),
      errors: [{ messageId: 'variable', path: buttonFieldValuePath(0, 0), data: { variable: '{{order}}' }, range: [6, 15] }],
    },
  ],
});

describe('button-text-variable properties', () => {
  const plain = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '!', 'é'), maxLength: 10 });

  test.prop([plain, plain])('a text a + {{1}} + b is reported once, at the placeholder', (before, after) => {
    const diagnostics = diagnosticsOf(withValue(normalRequest(), TEXT, `${before}{{1}}${after}`), RULE);
    expect(diagnostics.map((diagnostic) => diagnostic.range)).toEqual([[before.length, before.length + 5]]);
  });
});
