import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { FLOW_BUTTONS_MAX } from '../../spec/limits.js';
import { buttons, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, flowRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonPath, BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { flowButtonSingle } from './flow-button-single.js';

const RULE = 'flow-button-single';
const CARDS = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card'];

const flow = (): JsonRecord => buttons.flow('Book now', '1234567890');

new RuleTester({ describe, test }).run(flowButtonSingle, {
  valid: [
    ...validFixtureCases(),
    { name: 'one Flow button beside buttons of other kinds', request: withValue(normalRequest(), [...BUTTONS_PATH, 2], flow()) },
  ],
  invalid: [
    {
      name: 'a second Flow button, at that button',
      request: withValue(flowRequest(), [...BUTTONS_PATH, 1], flow()),
      errors: [{ messageId: 'extra', path: buttonPath(1), data: { number: 2, max: 1 } }],
    },
    {
      name: 'the second and the third of three Flow buttons',
      request: withValue(flowRequest(), BUTTONS_PATH, [flow(), flow(), flow()]),
      errors: [
        { messageId: 'extra', path: buttonPath(1), data: { number: 2, max: 1 } },
        { messageId: 'extra', path: buttonPath(2), data: { number: 3, max: 1 } },
      ],
    },
    {
      name: 'Flow buttons on two carousel cards, counted as one template',
      request: withValue(withValue(carouselRequest(), [...CARDS, 0, 'chat_template_button', 1], flow()), [...CARDS, 1, 'chat_template_button', 1], flow()),
      errors: [{ messageId: 'extra', path: [...CARDS, 1, 'chat_template_button', 1, 'chat_template_button_data', 0], data: { number: 2, max: 1 } }],
    },
  ],
});

describe('flow-button-single properties', () => {
  test.prop([fc.array(fc.constantFrom('flow', 'quick_reply', 'website'), { maxLength: 8 })])(
    'k Flow buttons among other buttons yield a report at every Flow button past the limit',
    (kinds) => {
      const list = kinds.map((kind) =>
        kind === 'flow' ? flow() : kind === 'website' ? buttons.website('Visit', 'https://example.com') : buttons.quickReply('Yes'),
      );
      const flowIndexes = kinds.flatMap((kind, index) => (kind === 'flow' ? [index] : []));
      const diagnostics = diagnosticsOf(withValue(normalRequest(), BUTTONS_PATH, list), RULE);
      expect(diagnostics.map(({ path, data }) => ({ path, data }))).toEqual(
        flowIndexes.slice(FLOW_BUTTONS_MAX).map((index, position) => ({ path: buttonPath(index), data: { number: FLOW_BUTTONS_MAX + position + 1, max: FLOW_BUTTONS_MAX } })),
      );
    },
  );
});
