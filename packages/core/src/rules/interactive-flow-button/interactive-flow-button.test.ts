import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, type Json } from '../../testing/builders.js';
import { flowRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { buttonFieldValuePath as valuePath, buttonPath, diagnosticsOf, withValue } from '../../testing/helpers.js';

/** The diagnostics as sorted JSON lines, to compare them regardless of order. */
const sorted = (items: readonly unknown[]): string[] => items.map((item) => JSON.stringify(item)).sort();

const RULE = 'interactive-flow-button';
const BUTTONS = ['chat_template_data', 'chat_template_button'];



const TEXT = valuePath(0, 0);
const FLOW_ID = valuePath(0, 1);

/** Values that count as no value: absent key, null, empty or whitespace. */
const blank = fc.constantFrom<Json | undefined>(undefined, null, '', ' ', '\t\n');

describe('interactive-flow-button', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('reports a flow template with an empty button list, at the list', () => {
    expect(diagnosticsOf(withValue(flowRequest(), BUTTONS, []), RULE)).toEqual([
      expect.objectContaining({ messageId: 'missing', path: BUTTONS }),
    ]);
  });

  test('reports a flow template without chat_template_button, at the missing key', () => {
    expect(diagnosticsOf(withValue(flowRequest(), BUTTONS, undefined), RULE)).toMatchObject([{ messageId: 'missing', path: BUTTONS }]);
  });

  test('reports a flow template whose only button is a quick reply, and the missing Flow button', () => {
    const request = withValue(flowRequest(), BUTTONS, [buttons.quickReply('Yes')]);
    const diagnostics = diagnosticsOf(request, RULE);
    expect(diagnostics).toHaveLength(2);
    expect(diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ messageId: 'otherButton', path: buttonPath(0), data: { button: 'Custom' } }),
        expect.objectContaining({ messageId: 'missing', path: BUTTONS }),
      ]),
    );
  });

  test('reports a website button beside the Flow button, at that button', () => {
    const request = withValue(flowRequest(), [...BUTTONS, 1], buttons.website('Visit', 'https://example.com'));
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'otherButton', path: buttonPath(1), data: { button: 'Visit website' } }),
    ]);
  });

  test('reports a Flow button whose Flow id is empty, at the value', () => {
    expect(diagnosticsOf(withValue(flowRequest(), FLOW_ID, ''), RULE)).toEqual([
      expect.objectContaining({ messageId: 'missingFlowId', path: FLOW_ID }),
    ]);
  });

  test('reports a Flow button without a Flow field', () => {
    const request = withValue(flowRequest(), FLOW_ID.slice(0, -1), undefined);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'missingFlowId', path: buttonPath(0) }]);
  });

  test('reports a Flow button whose text is whitespace, at the value', () => {
    expect(diagnosticsOf(withValue(flowRequest(), TEXT, '   '), RULE)).toEqual([
      expect.objectContaining({ messageId: 'missingText', path: TEXT }),
    ]);
  });

  test('leaves a second Flow button to flow-button-single', () => {
    const request = withValue(flowRequest(), [...BUTTONS, 1], buttons.flow('Book later', '1234567890'));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('does not apply to a normal template without a Flow button', () => {
    expect(diagnosticsOf(withValue(normalRequest(), ['interactive_type_id'], 4), RULE)).toEqual([]);
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
      const blankValue = (value: Json | undefined): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      const expected = [
        ...(blankValue(flowId) ? [['missingFlowId', FLOW_ID]] : []),
        ...(blankValue(text) ? [['missingText', TEXT]] : []),
        ...Array.from({ length: others }, (_, index) => ['otherButton', buttonPath(index + 1)]),
      ];
      const actual = diagnosticsOf(request, RULE).map((diagnostic) => [diagnostic.messageId, diagnostic.path]);
      expect(sorted(actual)).toEqual(sorted(expected));
    },
  );
});
