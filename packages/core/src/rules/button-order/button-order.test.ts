import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { button, buttons, field, type JsonRecord } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { buttonPath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { buttonOrder } from './button-order.js';

const RULE = 'button-order';

const reply = (): JsonRecord => buttons.quickReply('Yes');
const website = (): JsonRecord => buttons.website('Visit us', 'https://shop.example.com');
const phone = (): JsonRecord => buttons.phone('Call us', '+15550100');

function withButtons(items: JsonRecord[]): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BUTTONS_PATH, items);
}

new RuleTester({ describe, test }).run(buttonOrder, {
  valid: [
    ...validFixtureCases(),
    { name: 'quick replies before the other buttons', request: withButtons([reply(), reply(), website(), phone()]) },
    { name: 'quick replies after the other buttons', request: withButtons([website(), phone(), reply(), reply()]) },
    { name: 'quick replies split only by a button of unknown kind, which is skipped', request: withButtons([reply(), button(9, 99, [field(99, 'Text', 'x')]), reply()]) },
    { name: 'an interactive template, whatever its order', request: withValue(replyButtonsRequest(), BUTTONS_PATH, [reply(), website(), reply()]) },
  ],
  invalid: [
    {
      name: 'quick replies split by another button, at the second group, as a warning',
      request: withButtons([reply(), website(), reply()]),
      errors: [{ messageId: 'split', path: buttonPath(2), data: { kind: 'quick reply' }, severity: 'error' }],
    },
    {
      name: 'quick replies between other buttons',
      request: withButtons([website(), reply(), phone(), reply()]),
      errors: [{ messageId: 'split', path: buttonPath(2), data: { kind: 'phone' } }],
    },
  ],
});

describe('button-order properties', () => {
  test.prop([fc.array(fc.boolean(), { maxLength: 10 })])('reports iff the buttons form more than two runs, at the first button of the third', (kinds) => {
    const runStarts = kinds.flatMap((quick, index) => (index === 0 || kinds[index - 1] !== quick ? [index] : []));
    const third = runStarts[2];
    const expected = third === undefined ? [] : [buttonPath(third)];
    const items = kinds.map((quick) => (quick ? reply() : website()));
    expect(diagnosticsOf(withButtons(items), RULE).map((diagnostic) => diagnostic.path)).toEqual(expected);
  });
});
