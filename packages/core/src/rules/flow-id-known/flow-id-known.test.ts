import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { flowRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'flow-id-known';
const BUTTONS = ['chat_template_data', 'chat_template_button'];
const FLOW_ID = [...BUTTONS, 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];

describe('flow-id-known', () => {
  test('accepts every valid fixture when its Flow exists', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE, { flowIds: ['1234567890'] }), name).toEqual([]);
    }
  });

  test('does not run without the flowIds option', () => {
    const request = withValue(flowRequest(), FLOW_ID, 'no_such_flow');
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a Flow id that is not among the given Flows, at the id', () => {
    const request = withValue(flowRequest(), FLOW_ID, 'no_such_flow');
    expect(diagnosticsOf(request, RULE, { flowIds: ['1234567890'] })).toEqual([
      expect.objectContaining({ messageId: 'unknown', path: FLOW_ID, data: { flowId: 'no_such_flow' } }),
    ]);
  });

  test('reports every Flow id when the given list is empty', () => {
    expect(diagnosticsOf(flowRequest(), RULE, { flowIds: [] })).toMatchObject([
      { messageId: 'unknown', path: FLOW_ID, data: { flowId: '1234567890' } },
    ]);
  });

  test('accepts flowIds given as a Set', () => {
    expect(diagnosticsOf(flowRequest(), RULE, { flowIds: new Set(['1234567890']) })).toEqual([]);
  });

  test('compares Flow ids exactly', () => {
    expect(diagnosticsOf(withValue(flowRequest(), FLOW_ID, ' 1234567890'), RULE, { flowIds: ['1234567890'] })).toMatchObject([
      { messageId: 'unknown', data: { flowId: ' 1234567890' } },
    ]);
  });

  test('leaves a whitespace-only Flow id to interactive-flow-button', () => {
    expect(diagnosticsOf(withValue(flowRequest(), FLOW_ID, '   '), RULE, { flowIds: ['1'] })).toEqual([]);
  });

  test('leaves an empty Flow id to interactive-flow-button', () => {
    expect(diagnosticsOf(withValue(flowRequest(), FLOW_ID, ''), RULE, { flowIds: ['1234567890'] })).toEqual([]);
  });

  test('checks Flow buttons of normal templates too', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 0], buttons.flow('Book now', 'flow_b'));
    expect(diagnosticsOf(request, RULE, { flowIds: ['flow_a'] })).toMatchObject([
      { messageId: 'unknown', path: FLOW_ID, data: { flowId: 'flow_b' } },
    ]);
  });

  const nonBlank = fc.string({ minLength: 1, maxLength: 6 }).filter((id) => id.trim() !== '');
  test.prop([fc.uniqueArray(nonBlank, { maxLength: 5 }), fc.nat(), fc.boolean(), nonBlank])(
    'a non-blank Flow id reports exactly once iff it is not among the given Flows',
    (flowIds, pick, pickKnown, other) => {
      const flowId = pickKnown && flowIds.length > 0 ? (flowIds[pick % flowIds.length] ?? other) : other;
      const diagnostics = diagnosticsOf(withValue(flowRequest(), FLOW_ID, flowId), RULE, { flowIds });
      expect(diagnostics.map(({ path, data }) => ({ path, data }))).toEqual(flowIds.includes(flowId) ? [] : [{ path: FLOW_ID, data: { flowId } }]);
    },
  );
});
