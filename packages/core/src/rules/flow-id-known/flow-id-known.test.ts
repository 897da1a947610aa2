import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { flowRequest, normalRequest } from '../../testing/fixtures.js';
import { buttonFieldValuePath, diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { flowIdKnown } from './flow-id-known.js';

const FLOW_ID = buttonFieldValuePath(0, 1);
const KNOWN = { flowIds: ['1234567890'] };
const withFlowId = (flowId: string): ReturnType<typeof flowRequest> => withValue(flowRequest(), FLOW_ID, flowId);

new RuleTester({ describe, test }).run(flowIdKnown, {
  valid: [
    ...validFixtureCases(KNOWN, (kind) => `the valid ${kind} fixture, its Flow existing`),
    { name: 'an unknown Flow id when no flowIds are given (the rule does not run)', request: withFlowId('no_such_flow') },
    { name: 'a Flow id found in flowIds given as a Set', request: flowRequest(), options: { flowIds: new Set(['1234567890']) } },
    { name: 'a whitespace-only Flow id (interactive-flow-button reports it)', request: withFlowId('   '), options: { flowIds: ['1'] } },
    { name: 'an empty Flow id (interactive-flow-button reports it)', request: withFlowId(''), options: KNOWN },
  ],
  invalid: [
    {
      name: 'a Flow id that is not among the given Flows, at the id',
      request: withFlowId('no_such_flow'),
      options: KNOWN,
      errors: [{ messageId: 'unknown', path: FLOW_ID, data: { flowId: 'no_such_flow' } }],
    },
    {
      name: 'every Flow id when the given list is empty',
      request: flowRequest(),
      options: { flowIds: [] },
      errors: [{ messageId: 'unknown', path: FLOW_ID, data: { flowId: '1234567890' } }],
    },
    {
      name: 'a Flow id that differs by a leading space (ids compare exactly)',
      request: withFlowId(' 1234567890'),
      options: KNOWN,
      errors: [{ messageId: 'unknown', path: FLOW_ID, data: { flowId: ' 1234567890' } }],
    },
    {
      name: 'an unknown Flow id on a button of a normal template',
      request: withValue(normalRequest(), ['chat_template_data', 'chat_template_button', 0], buttons.flow('Book now', 'flow_b')),
      options: { flowIds: ['flow_a'] },
      errors: [{ messageId: 'unknown', path: FLOW_ID, data: { flowId: 'flow_b' } }],
    },
  ],
});

describe('flow-id-known properties', () => {
  const nonBlank = fc.string({ minLength: 1, maxLength: 6 }).filter((id) => id.trim() !== '');
  test.prop([fc.uniqueArray(nonBlank, { maxLength: 5 }), fc.nat(), fc.boolean(), nonBlank])(
    'a non-blank Flow id reports exactly once iff it is not among the given Flows',
    (flowIds, pick, pickKnown, other) => {
      const flowId = pickKnown && flowIds.length > 0 ? (flowIds[pick % flowIds.length] ?? other) : other;
      const diagnostics = diagnosticsOf(withFlowId(flowId), 'flow-id-known', { flowIds });
      expect(diagnostics.map(({ path, data }) => ({ path, data }))).toEqual(flowIds.includes(flowId) ? [] : [{ path: FLOW_ID, data: { flowId } }]);
    },
  );
});
