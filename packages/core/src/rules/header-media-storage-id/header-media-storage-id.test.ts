import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids, mediaHeader } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { headerMediaStorageId } from './header-media-storage-id.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const STORAGE = [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_cloud_storage_id'];
const CARD_STORAGE = [
  'chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1,
  'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_cloud_storage_id',
];

new RuleTester({ describe, test }).run(headerMediaStorageId, {
  valid: [
    { name: 'an image header with a storage id', request: withValue(normalRequest(), HEADER, mediaHeader(ids.headerType.image, 'Image', 55)) },
    { name: 'a text header (it needs none)', request: normalRequest() },
  ],
  invalid: [
    {
      name: 'an image header with storage id 0',
      request: withValue(normalRequest(), HEADER, mediaHeader(ids.headerType.image, 'Image', 0)),
      errors: [{ messageId: 'missing', path: STORAGE, data: { kind: 'image' } }],
    },
    {
      name: 'a document header without a storage id key',
      request: withValue(withValue(normalRequest(), HEADER, mediaHeader(ids.headerType.document, 'PDF', 9)), STORAGE, undefined),
      errors: [{ messageId: 'missing', path: STORAGE, data: { kind: 'document' } }],
    },
    {
      name: 'a carousel card\'s image header with storage id 0',
      request: withValue(carouselRequest(), CARD_STORAGE, 0),
      errors: [{ messageId: 'missing', path: CARD_STORAGE, data: { kind: 'image' } }],
    },
  ],
});

describe('header-media-storage-id properties', () => {
  test.prop([fc.constantFrom(ids.headerType.image, ids.headerType.video, ids.headerType.document), fc.nat({ max: 1000 })])(
    'a media header is reported iff its storage id is 0',
    (typeId, storageId) => {
      const request = withValue(normalRequest(), HEADER, mediaHeader(typeId, 'Media', storageId));
      expect(diagnosticsOf(request, 'header-media-storage-id')).toHaveLength(storageId === 0 ? 1 : 0);
    },
  );
});
