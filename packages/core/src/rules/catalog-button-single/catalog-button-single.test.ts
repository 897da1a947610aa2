import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { normalRequest } from '../../testing/fixtures.js';
import { buttonPath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { catalogButtonSingle } from './catalog-button-single.js';

const RULE = 'catalog-button-single';

new RuleTester({ describe, test }).run(catalogButtonSingle, {
  valid: [
    ...validFixtureCases(),
    { name: 'a catalog button alone', request: withValue(normalRequest(), BUTTONS_PATH, [buttons.catalog()]) },
    { name: 'two quick replies, no catalog button', request: withValue(normalRequest(), BUTTONS_PATH, [buttons.quickReply('Yes'), buttons.quickReply('No')]) },
  ],
  invalid: [
    {
      name: 'a catalog button with a quick reply, at the catalog button, as a warning',
      request: withValue(normalRequest(), BUTTONS_PATH, [buttons.quickReply('Stop'), buttons.catalog()]),
      errors: [{ messageId: 'notAlone', path: buttonPath(1), data: { count: 2 }, severity: 'warning' }],
    },
  ],
});

describe('catalog-button-single properties', () => {
  test.prop([fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })])('c catalog buttons among n others: each is reported iff there are 2 or more buttons', (catalogs, others) => {
    const items = [...Array.from({ length: others }, (_, index) => buttons.quickReply(`Option ${String(index)}`)), ...Array.from({ length: catalogs }, () => buttons.catalog())];
    const expected = items.length >= 2 ? catalogs : 0;
    expect(diagnosticsOf(withValue(normalRequest(), BUTTONS_PATH, items), RULE).length).toBe(expected);
  });
});
