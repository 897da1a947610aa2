import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { BUTTON_FIELD_LIMITS, INTERACTIVE_BUTTON_FIELD_LIMITS } from '../../spec/limits.js';
import { buttons, type Json } from '../../testing/builders.js';
import { flowRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, buttonPath, BUTTONS_PATH as BUTTONS, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveFlowButton } from './interactive-flow-button.js';

const TEXT = valuePath(0, 0);
const FLOW_ID = valuePath(0, 1);

new RuleTester({ describe, test }).run(interactiveFlowButton, {
  valid: [
    ...validFixtureCases(),
    { name: 'a second Flow button (flow-button-single reports it)', request: withValue(flowRequest(), [...BUTTONS, 1], buttons.flow('Book later', '1234567890')) },
    { name: 'a normal template with the flow type id and no Flow button', request: withValue(normalRequest(), ['interactive_type_id'], 4) },
  ],
  invalid: [
    { name: 'an empty button list, at the list', request: withValue(flowRequest(), BUTTONS, []), errors: [{ messageId: 'missing', path: BUTTONS }] },
    {
      name: 'no chat_template_button, at the missing key',
      request: withValue(flowRequest(), BUTTONS, undefined),
      errors: [{ messageId: 'missing', path: BUTTONS }],
    },
    {
      name: 'a lone quick reply, and the missing Flow button',
      request: withValue(flowRequest(), BUTTONS, [buttons.quickReply('Yes')]),
      errors: [
        { messageId: 'otherButton', path: buttonPath(0), data: { button: 'Custom' } },
        { messageId: 'missing', path: BUTTONS },
      ],
    },
    {
      name: 'a website button beside the Flow button, at that button',
      request: withValue(flowRequest(), [...BUTTONS, 1], buttons.website('Visit', 'https://example.com')),
      errors: [{ messageId: 'otherButton', path: buttonPath(1), data: { button: 'Visit website' } }],
    },
    { name: 'an empty Flow id, at the value', request: withValue(flowRequest(), FLOW_ID, ''), errors: [{ messageId: 'missingFlowId', path: FLOW_ID }] },
    {
      name: 'a Flow button without a Flow field, at the button',
      request: withValue(flowRequest(), FLOW_ID.slice(0, -1), undefined),
      errors: [{ messageId: 'missingFlowId', path: buttonPath(0) }],
    },
    {
      name: 'a whitespace text, at the value',
      request: withValue(flowRequest(), TEXT, '   '),
      errors: [{ messageId: 'missingText', path: TEXT, data: { limit: '25' } }],
    },
  ],
});

/** Values that count as no value: absent key, null, empty or whitespace. */
const blank = fc.constantFrom<Json | undefined>(undefined, null, '', ' ', '\t\n');
const isBlank = (value: Json | undefined): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

describe('interactive-flow-button properties', () => {
  test('the message quotes the Flow button text limit', () => {
    const [diagnostic] = diagnosticsOf(withValue(flowRequest(), TEXT, ''), 'interactive-flow-button');
    expect(diagnostic?.data?.limit).toBe(String(INTERACTIVE_BUTTON_FIELD_LIMITS.flow.flow?.text ?? BUTTON_FIELD_LIMITS.flow.text));
  });

  test.prop([
    fc.oneof(blank, fc.string({ minLength: 1 }).filter((text) => text.trim() !== '')),
    fc.oneof(blank, fc.string({ minLength: 1 }).filter((text) => text.trim() !== '')),
    fc.integer({ min: 0, max: 3 }),
  ])(
    'reports missingText iff the text is blank, missingFlowId iff the Flow id is blank, and each of n other buttons',
    (text, flowId, others) => {
      const list = [buttons.flow('Book now', '1234567890'), ...Array.from({ length: others }, () => buttons.phone('Call us', '+15550100'))];
      const request = withValue(withValue(withValue(flowRequest(), BUTTONS, list), TEXT, text), FLOW_ID, flowId);
      // In the rule's order: the Flow button's fields, then the other buttons.
      const expected = [
        ...(isBlank(flowId) ? [['missingFlowId', FLOW_ID]] : []),
        ...(isBlank(text) ? [['missingText', TEXT]] : []),
        ...Array.from({ length: others }, (_, index) => ['otherButton', buttonPath(index + 1)]),
      ];
      const actual = diagnosticsOf(request, 'interactive-flow-button').map((diagnostic) => [diagnostic.messageId, diagnostic.path]);
      expect(actual).toEqual(expected);
    },
  );
});
