import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ids, mediaHeader } from '../../testing/builders.js';
import { carouselRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const HEADER = ['chat_template_data', 'chat_template_header'];
const STORAGE = [...HEADER, 'chat_template_header_data', 0, 'chat_template_header_data_cloud_storage_id'];

describe('header-media-storage-id', () => {
  test('accepts an image header with a storage id', () => {
    expect(diagnosticsOf(withValue(normalRequest(), HEADER, mediaHeader(ids.headerType.image, 'Image', 55)), 'header-media-storage-id')).toEqual([]);
  });

  test('reports an image header with storage id 0', () => {
    expect(diagnosticsOf(withValue(normalRequest(), HEADER, mediaHeader(ids.headerType.image, 'Image', 0)), 'header-media-storage-id')).toMatchObject([
      { messageId: 'missing', path: STORAGE, data: { kind: 'image' } },
    ]);
  });

  test('reports a document header without a storage id key', () => {
    const request = withValue(withValue(normalRequest(), HEADER, mediaHeader(ids.headerType.document, 'PDF', 9)), STORAGE, undefined);
    expect(diagnosticsOf(request, 'header-media-storage-id')).toMatchObject([{ path: STORAGE, data: { kind: 'document' } }]);
  });

  test('a text header needs none', () => {
    expect(diagnosticsOf(normalRequest(), 'header-media-storage-id')).toEqual([]);
  });

  test('checks carousel card headers', () => {
    const path = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_cloud_storage_id'];
    expect(diagnosticsOf(withValue(carouselRequest(), path, 0), 'header-media-storage-id')).toMatchObject([{ path }]);
  });

  test.prop([fc.constantFrom(ids.headerType.image, ids.headerType.video, ids.headerType.document), fc.nat({ max: 1000 })])(
    'a media header is reported iff its storage id is 0',
    (typeId, storageId) => {
      const request = withValue(normalRequest(), HEADER, mediaHeader(typeId, 'Media', storageId));
      expect(diagnosticsOf(request, 'header-media-storage-id')).toHaveLength(storageId === 0 ? 1 : 0);
    },
  );
});
