import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { deriveTemplateName } from '../../names/derive-template-name.js';
import { normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const DISPLAY = ['chat_template_data', 'chat_template_display_name'];

describe('template-name-derived', () => {
  test('says nothing when the name is sent', () => {
    expect(diagnosticsOf(normalRequest(), 'template-name-derived')).toEqual([]);
  });

  test('warns with the name derived from the display name', () => {
    const request = withValue(withValue(normalRequest(), NAME, undefined), DISPLAY, 'Summer Sale 2024!');
    expect(diagnosticsOf(request, 'template-name-derived')).toMatchObject([
      { messageId: 'derived', severity: 'warning', path: NAME, data: { name: 'summer_sale_2024' } },
    ]);
  });

  test('a warning does not make the request invalid', () => {
    const request = withValue(normalRequest(), NAME, undefined);
    expect(diagnosticsOf(request, 'template-name-derived')).toHaveLength(1);
    expect(diagnosticsOf(request, 'template-name-required')).toEqual([]);
  });

  test.prop([fc.string({ minLength: 1, maxLength: 40 })])('the warning names exactly what deriveTemplateName gives', (displayName) => {
    const derived = deriveTemplateName(displayName);
    const request = withValue(withValue(normalRequest(), NAME, undefined), DISPLAY, displayName);
    const diagnostics = diagnosticsOf(request, 'template-name-derived');
    expect(diagnostics.map((diagnostic) => diagnostic.data?.name)).toEqual(derived === '' ? [] : [derived]);
  });
});
