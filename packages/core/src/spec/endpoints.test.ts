import { describe, expect, test } from 'vitest';
import { API_PATHS, templatePathIds } from './endpoints.js';

describe('API_PATHS', () => {
  test('builds the template path of spec 4 with both ids URL-encoded', () => {
    expect(API_PATHS.template('team a/b', '12')).toBe('/api/provider-integration/team%20a%2Fb/chat-template/12');
  });
});

describe('templatePathIds', () => {
  test('reads back the ids of a path API_PATHS.template built, still encoded', () => {
    const ids = templatePathIds(API_PATHS.template('team a/b', '12'));
    expect(ids).toEqual(['team%20a%2Fb', '12']);
    expect(ids?.map(decodeURIComponent)).toEqual(['team a/b', '12']);
  });

  test('refuses paths that are not a template path', () => {
    for (const path of [
      API_PATHS.createTemplate,
      '/api/provider-integration//chat-template/12',
      '/api/provider-integration/pi/chat-template/',
      '/api/provider-integration/pi/chat-template/12/more',
      '/v1/api/provider-integration/pi/chat-template/12',
      '/api/provider-integrationXpi/chat-template/12',
    ]) {
      expect(templatePathIds(path)).toBeUndefined();
    }
  });
});
