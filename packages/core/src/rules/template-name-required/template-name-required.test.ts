import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const DISPLAY = ['chat_template_data', 'chat_template_display_name'];

describe('template-name-required', () => {
  test('accepts a request with a name', () => {
    expect(diagnosticsOf(normalRequest(), 'template-name-required')).toEqual([]);
  });

  test('reports a missing name when there is no display name', () => {
    const request = withValue(withValue(normalRequest(), NAME, undefined), DISPLAY, undefined);
    expect(diagnosticsOf(request, 'template-name-required')).toMatchObject([{ messageId: 'missing', path: NAME }]);
  });

  test('reports an empty name when there is no display name', () => {
    const request = withValue(withValue(normalRequest(), NAME, ''), DISPLAY, undefined);
    expect(diagnosticsOf(request, 'template-name-required')).toMatchObject([{ messageId: 'missing' }]);
  });

  test('accepts a missing name when the display name gives one', () => {
    expect(diagnosticsOf(withValue(normalRequest(), NAME, undefined), 'template-name-required')).toEqual([]);
  });

  test('reports a display name with nothing to derive from', () => {
    const request = withValue(withValue(normalRequest(), NAME, undefined), DISPLAY, '🎉🎉');
    expect(diagnosticsOf(request, 'template-name-required')).toMatchObject([{ messageId: 'underivable', data: { displayName: '🎉🎉' } }]);
  });

  test.prop([fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/)])('a display name with a letter always stands in for a missing name', (displayName) => {
    const request = withValue(withValue(normalRequest(), NAME, undefined), DISPLAY, displayName);
    expect(diagnosticsOf(request, 'template-name-required')).toEqual([]);
  });
});
