import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Json } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest, textRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'interactive-type-required';
const TYPE_ID = ['interactive_type_id'];
const FLAG = ['chat_template_flag_interactive_message'];

describe('interactive-type-required', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('reports an interactive template without interactive_type_id, at the missing key', () => {
    const request = withValue(replyButtonsRequest(), TYPE_ID, undefined);
    expect(diagnosticsOf(request, RULE)).toEqual([expect.objectContaining({ messageId: 'missing', path: TYPE_ID })]);
  });

  test('reports an interactive template whose interactive_type_id is null', () => {
    const request = withValue(textRequest(), TYPE_ID, null);
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'missing', path: TYPE_ID }]);
  });

  test('accepts a normal template without interactive_type_id', () => {
    expect(diagnosticsOf(withValue(normalRequest(), FLAG, false), RULE)).toEqual([]);
  });

  test('accepts a template whose interactive flag is false, even without a type', () => {
    const request = withValue(withValue(replyButtonsRequest(), FLAG, false), TYPE_ID, undefined);
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('leaves an interactive_type_id missing from the catalog to known-catalog-id', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), TYPE_ID, 99), RULE)).toEqual([]);
  });

  test.prop([
    fc.constantFrom<Json | undefined>(true, false, null, 'true', undefined),
    fc.constantFrom<Json | undefined>(undefined, null, 1, 2, 3, 4, 5, 99),
  ])('reports exactly once iff the flag is true and interactive_type_id is absent or null', (flag, typeId) => {
    const request = withValue(withValue(replyButtonsRequest(), FLAG, flag), TYPE_ID, typeId);
    const expected = flag === true && (typeId === undefined || typeId === null) ? [TYPE_ID] : [];
    expect(diagnosticsOf(request, RULE).map((diagnostic) => diagnostic.path)).toEqual(expected);
  });
});
