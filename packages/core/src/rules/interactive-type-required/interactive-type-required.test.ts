import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Json } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest, textRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveTypeRequired } from './interactive-type-required.js';

const TYPE_ID = ['interactive_type_id'];
const FLAG = ['chat_template_flag_interactive_message'];

new RuleTester({ describe, test }).run(interactiveTypeRequired, {
  valid: [
    ...validFixtureCases(),
    { name: 'a normal template without interactive_type_id', request: withValue(normalRequest(), FLAG, false) },
    { name: 'a template whose interactive flag is false, without a type', request: withValue(withValue(replyButtonsRequest(), FLAG, false), TYPE_ID, undefined) },
    { name: 'an interactive_type_id missing from the catalog (known-catalog-id reports it)', request: withValue(replyButtonsRequest(), TYPE_ID, 99) },
  ],
  invalid: [
    {
      name: 'an interactive template without interactive_type_id, at the missing key',
      request: withValue(replyButtonsRequest(), TYPE_ID, undefined),
      errors: [{ messageId: 'missing', path: TYPE_ID }],
    },
    { name: 'an interactive template whose interactive_type_id is null', request: withValue(textRequest(), TYPE_ID, null), errors: [{ messageId: 'missing', path: TYPE_ID }] },
  ],
});

describe('interactive-type-required properties', () => {
  test.prop([
    fc.constantFrom<Json | undefined>(true, false, null, 'true', undefined),
    fc.constantFrom<Json | undefined>(undefined, null, 1, 2, 3, 4, 5, 99),
  ])('reports exactly once iff the flag is true and interactive_type_id is absent or null', (flag, typeId) => {
    const request = withValue(withValue(replyButtonsRequest(), FLAG, flag), TYPE_ID, typeId);
    const expected = flag === true && (typeId === undefined || typeId === null) ? [TYPE_ID] : [];
    expect(diagnosticsOf(request, 'interactive-type-required').map((diagnostic) => diagnostic.path)).toEqual(expected);
  });
});
