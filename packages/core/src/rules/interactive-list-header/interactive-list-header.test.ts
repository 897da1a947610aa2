import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids, mediaHeader, textHeader } from '../../testing/builders.js';
import { listRequest, normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'interactive-list-header';
const HEADER = ['chat_template_data', 'chat_template_header'];
const HEADER_TYPE = [...HEADER, 'chat_template_header_type_id'];

describe('interactive-list-header', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts a list without a header', () => {
    expect(diagnosticsOf(withValue(listRequest(), HEADER, undefined), RULE)).toEqual([]);
  });

  test('accepts a list whose header type is 0 (no header)', () => {
    expect(diagnosticsOf(withValue(listRequest(), HEADER_TYPE, 0), RULE)).toEqual([]);
  });

  test('reports an image header on a list, at the header type id', () => {
    const request = withValue(listRequest(), HEADER, mediaHeader(ids.headerType.image, 'Image', 101));
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'notText', path: HEADER_TYPE, data: { kind: 'image' } }),
    ]);
  });

  test('reports a PDF header on a list', () => {
    const request = withValue(listRequest(), HEADER, mediaHeader(ids.headerType.document, 'PDF', 101));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'notText', path: HEADER_TYPE, data: { kind: 'document' } }]);
  });

  test('leaves a header type id missing from the catalog to known-catalog-id', () => {
    expect(diagnosticsOf(withValue(listRequest(), HEADER_TYPE, 99), RULE)).toEqual([]);
  });

  test('does not apply to reply-buttons templates', () => {
    const request = withValue(replyButtonsRequest(), HEADER, mediaHeader(ids.headerType.image, 'Image', 101));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('does not apply to normal templates', () => {
    const request = withValue(normalRequest(), HEADER, mediaHeader(ids.headerType.video, 'Video', 101));
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test.prop([fc.constantFrom([0, 'none'], [1, 'text'], [2, 'image'], [3, 'video'], [4, 'document']), fc.string({ maxLength: 60 })])(
    'a list header reports exactly once iff its type is neither text nor none',
    ([typeId, kind], text) => {
      const request = withValue(withValue(listRequest(), HEADER, textHeader(text)), HEADER_TYPE, typeId);
      const expected = kind === 'text' || kind === 'none' ? [] : [{ path: HEADER_TYPE, data: { kind } }];
      expect(diagnosticsOf(request, RULE).map(({ path, data }) => ({ path, data }))).toEqual(expected);
    },
  );
});
