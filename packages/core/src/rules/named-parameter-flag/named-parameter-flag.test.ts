import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, row } from '../../testing/builders.js';
import { namedRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

describe('named-parameter-flag', () => {
  test('accepts named variables with the flag on', () => {
    expect(diagnosticsOf(namedRequest(), 'named-parameter-flag')).toEqual([]);
  });

  test('accepts numbered variables with the flag off', () => {
    expect(diagnosticsOf(normalRequest(), 'named-parameter-flag')).toEqual([]);
  });

  test('reports named variables without the flag, at the flag', () => {
    const request = withValue(namedRequest(), ['flag_named_parameter'], undefined);
    expect(diagnosticsOf(request, 'named-parameter-flag')).toMatchObject([
      { messageId: 'namedWithoutFlag', path: ['flag_named_parameter'], data: { variable: '{{first_name}}' } },
    ]);
  });

  test('reports numbered variables with the flag on', () => {
    const request = withValue(normalRequest(), ['flag_named_parameter'], true);
    expect(diagnosticsOf(request, 'named-parameter-flag')).toMatchObject([{ messageId: 'numberedWithFlag', path: ['flag_named_parameter'] }]);
  });

  test.prop([fc.constantFrom(false, null, 0, 'true')])('any flag value other than true is reported for named variables', (flag) => {
    const request = withValue(namedRequest(), ['flag_named_parameter'], flag);
    expect(diagnosticsOf(request, 'named-parameter-flag')).toHaveLength(1);
  });
});

describe('named-parameter-flag and dynamic URLs', () => {
  test('a named template may have a dynamic URL ending in {{1}}', () => {
    const request = withValue(namedRequest(), ['chat_template_data', 'chat_template_button'], [
      buttons.website('Track order', 'https://shop.example.com/track/{{1}}', [row('1', '1042')]),
    ]);
    expect(diagnosticsOf(request, 'named-parameter-flag')).toEqual([]);
  });
});
