import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, type Json } from '../../testing/builders.js';
import { carouselRequest, flowRequest, normalRequest } from '../../testing/fixtures.js';
import { BUTTONS_PATH, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { flowButtonFlag } from './flow-button-flag.js';

const RULE = 'flow-button-flag';
const FLAG = ['chat_template_flag_flow'];
const CARD_BUTTON = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_button', 0];
const flow = (text = 'Book now'): ReturnType<typeof buttons.flow> => buttons.flow(text, '1234567890');
/** The normal fixture with a Flow button as its second button. */
const normalWithFlow = (): ReturnType<typeof normalRequest> => withValue(normalRequest(), [...BUTTONS_PATH, 1], flow());
const NOT_SET = [{ messageId: 'flagNotSet', path: FLAG }];

new RuleTester({ describe, test }).run(flowButtonFlag, {
  valid: [
    ...validFixtureCases(),
    { name: 'a Flow button in a normal template with the flag set', request: withValue(normalWithFlow(), FLAG, true) },
    { name: 'the flag set on a template without a Flow button', request: withValue(normalRequest(), FLAG, true) },
  ],
  invalid: [
    { name: 'a Flow button without chat_template_flag_flow, at the missing key', request: withValue(flowRequest(), FLAG, undefined), errors: NOT_SET },
    { name: 'a Flow button with chat_template_flag_flow false', request: withValue(flowRequest(), FLAG, false), errors: NOT_SET },
    { name: 'a Flow button with chat_template_flag_flow the string true', request: withValue(flowRequest(), FLAG, 'true'), errors: NOT_SET },
    { name: 'a Flow button in a normal template without the flag', request: normalWithFlow(), errors: NOT_SET },
    { name: 'a Flow button inside a carousel card', request: withValue(carouselRequest(), CARD_BUTTON, flow()), errors: NOT_SET },
    {
      name: 'two Flow buttons without the flag, once',
      request: withValue(withValue(flowRequest(), BUTTONS_PATH, [flow(), flow('Book later')]), FLAG, undefined),
      errors: NOT_SET,
    },
  ],
});

describe('flow-button-flag properties', () => {
  test.prop([fc.integer({ min: 0, max: 4 }), fc.constantFrom<Json | undefined>(true, false, null, 'true', 1, undefined)])(
    'reports exactly once iff the template has a Flow button and the flag is not true',
    (flowButtons, flag) => {
      const list = Array.from({ length: flowButtons }, (_, index) => flow(`Flow ${String(index)}`));
      const request = withValue(withValue(normalRequest(), BUTTONS_PATH, [buttons.quickReply('Talk to us'), ...list]), FLAG, flag);
      const expected = flowButtons > 0 && flag !== true ? [FLAG] : [];
      expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.path)).toEqual(expected);
    },
  );
});
