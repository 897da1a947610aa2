import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids, mediaHeader, textHeader } from '../../testing/builders.js';
import { listRequest, normalRequest, replyButtonsRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { interactiveListHeader } from './interactive-list-header.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const HEADER_TYPE = [...HEADER, 'chat_template_header_type_id'];
const image = mediaHeader(ids.headerType.image, 'Image', 101);

new RuleTester({ describe, test }).run(interactiveListHeader, {
  valid: [
    ...validFixtureCases(),
    { name: 'a list without a header', request: withValue(listRequest(), HEADER, undefined) },
    { name: 'a list whose header type is 0 (no header)', request: withValue(listRequest(), HEADER_TYPE, 0) },
    { name: 'a list whose header type id is missing from the catalog (known-catalog-id reports it)', request: withValue(listRequest(), HEADER_TYPE, 99) },
    { name: 'an image header on a reply-buttons template', request: withValue(replyButtonsRequest(), HEADER, image) },
    { name: 'a video header on a normal template', request: withValue(normalRequest(), HEADER, mediaHeader(ids.headerType.video, 'Video', 101)) },
  ],
  invalid: [
    {
      name: 'an image header on a list, at the header type id',
      request: withValue(listRequest(), HEADER, image),
      errors: [{ messageId: 'notText', path: HEADER_TYPE, data: { kind: 'image' } }],
    },
    {
      name: 'a PDF header on a list',
      request: withValue(listRequest(), HEADER, mediaHeader(ids.headerType.document, 'PDF', 101)),
      errors: [{ messageId: 'notText', path: HEADER_TYPE, data: { kind: 'document' } }],
    },
  ],
});

describe('interactive-list-header properties', () => {
  test.prop([fc.constantFrom([0, 'none'], [1, 'text'], [2, 'image'], [3, 'video'], [4, 'document']), fc.string({ maxLength: 60 })])(
    'a list header reports exactly once iff its type is neither text nor none',
    ([typeId, kind], text) => {
      const request = withValue(withValue(listRequest(), HEADER, textHeader(text)), HEADER_TYPE, typeId);
      const expected = kind === 'text' || kind === 'none' ? [] : [{ path: HEADER_TYPE, data: { kind } }];
      expect(diagnosticsOf(request, 'interactive-list-header').map(({ path, data }) => ({ path, data }))).toEqual(expected);
    },
  );
});
