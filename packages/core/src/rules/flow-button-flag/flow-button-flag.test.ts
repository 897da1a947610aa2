import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, type Json } from '../../testing/builders.js';
import { carouselRequest, flowRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'flow-button-flag';
const BUTTONS = ['chat_template_data', 'chat_template_button'];
const FLAG = ['chat_template_flag_flow'];

describe('flow-button-flag', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('reports a Flow button when chat_template_flag_flow is missing, at the missing key', () => {
    const request = withValue(flowRequest(), FLAG, undefined);
    expect(diagnosticsOf(request, RULE)).toEqual([expect.objectContaining({ messageId: 'flagNotSet', path: FLAG })]);
  });

  test('reports a Flow button when chat_template_flag_flow is false', () => {
    const request = withValue(flowRequest(), FLAG, false);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'flagNotSet', path: FLAG }]);
  });

  test('reports a Flow button when chat_template_flag_flow is the string true', () => {
    const request = withValue(flowRequest(), FLAG, 'true');
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'flagNotSet', path: FLAG }]);
  });

  test('reports a Flow button in a normal template without the flag', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 1], buttons.flow('Book now', '1234567890'));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'flagNotSet', path: FLAG }]);
  });

  test('accepts a Flow button in a normal template with the flag set', () => {
    const request = withValue(withValue(normalRequest(), [...BUTTONS, 1], buttons.flow('Book now', '1234567890')), FLAG, true);
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a Flow button inside a carousel card', () => {
    const cardButton = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_button', 0];
    const request = withValue(carouselRequest(), cardButton, buttons.flow('Book now', '1234567890'));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'flagNotSet', path: FLAG }]);
  });

  test('reports two Flow buttons without the flag once', () => {
    const twoFlows = [buttons.flow('Book now', '1234567890'), buttons.flow('Book later', '1234567890')];
    const request = withValue(withValue(flowRequest(), BUTTONS, twoFlows), FLAG, undefined);
    expect(diagnosticsOf(request, RULE)).toHaveLength(1);
  });

  test('accepts the flag set on a template without a Flow button', () => {
    expect(diagnosticsOf(withValue(normalRequest(), FLAG, true), RULE)).toEqual([]);
  });

  test.prop([
    fc.integer({ min: 0, max: 4 }),
    fc.constantFrom<Json | undefined>(true, false, null, 'true', 1, undefined),
  ])('reports exactly once iff the template has a Flow button and the flag is not true', (flowButtons, flag) => {
    const list = Array.from({ length: flowButtons }, (_, index) => buttons.flow(`Flow ${String(index)}`, '1234567890'));
    const request = withValue(withValue(normalRequest(), BUTTONS, [buttons.quickReply('Talk to us'), ...list]), FLAG, flag);
    const expected = flowButtons > 0 && flag !== true ? [FLAG] : [];
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.path)).toEqual(expected);
  });
});
