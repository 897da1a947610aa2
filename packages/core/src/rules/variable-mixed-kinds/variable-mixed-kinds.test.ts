import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { body, row } from '../../testing/builders.js';
import { namedRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { variableMixedKinds } from './variable-mixed-kinds.js';

const BODY = ['chat_template_data', 'chat_template_body'];

new RuleTester({ describe, test }).run(variableMixedKinds, {
  valid: [
    { name: 'numbered variables only', request: normalRequest() },
    { name: 'named variables only', request: namedRequest() },
  ],
  invalid: [
    {
      name: 'the first variable of the other style',
      request: withValue(normalRequest(), BODY, body('Hi {{1}}, order {{order_id}}', [row('1', 'a'), row('order_id', 'b')])),
      errors: [{ messageId: 'mixed', path: [...BODY, 'chat_template_body_value'], range: [16, 28], data: { place: 'body', first: '{{1}}', other: '{{order_id}}' } }],
    },
  ],
});

describe('variable-mixed-kinds properties', () => {
  test.prop([fc.integer({ min: 1, max: 99 }), fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/)])(
    'one numbered and one named variable in a body always yield one report',
    (number, name) => {
      const request = withValue(normalRequest(), BODY, body(`{{${String(number)}}} and {{${name}}}`, [row(String(number), 'a'), row(name, 'b')]));
      expect(diagnosticsOf(request, 'variable-mixed-kinds')).toHaveLength(1);
    },
  );
});
