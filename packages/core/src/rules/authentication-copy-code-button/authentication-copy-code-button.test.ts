import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { authenticationRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const BUTTONS = ['chat_template_data', 'chat_template_button'];

describe('authentication-copy-code-button', () => {
  test('accepts an authentication template with a copy-code button', () => {
    expect(diagnosticsOf(authenticationRequest(), 'authentication-copy-code-button')).toEqual([]);
  });

  test('reports an authentication template without buttons', () => {
    expect(diagnosticsOf(withValue(authenticationRequest(), BUTTONS, []), 'authentication-copy-code-button')).toMatchObject([
      { messageId: 'missing', path: BUTTONS },
    ]);
  });

  test('reports a quick-reply button in an authentication template', () => {
    const request = withValue(authenticationRequest(), BUTTONS, [buttons.copyCode(), buttons.quickReply('Resend')]);
    expect(diagnosticsOf(request, 'authentication-copy-code-button')).toMatchObject([
      { messageId: 'otherButton', path: [...BUTTONS, 1, 'chat_template_button_data', 0], data: { kind: 'quick_reply' } },
    ]);
  });

  test('does not apply to other categories', () => {
    expect(diagnosticsOf(normalRequest(), 'authentication-copy-code-button')).toEqual([]);
  });

  test.prop([fc.array(fc.constantFrom('website', 'quickReply', 'copyCode'), { maxLength: 4 })])(
    'reports one per other button, and one more when no copy-code button is there',
    (kinds) => {
      const list = kinds.map((kind) => (kind === 'website' ? buttons.website('Go', 'https://example.com') : kind === 'quickReply' ? buttons.quickReply('Ok') : buttons.copyCode()));
      const others = kinds.filter((kind) => kind !== 'copyCode').length;
      const missing = kinds.includes('copyCode') ? 0 : 1;
      expect(diagnosticsOf(withValue(authenticationRequest(), BUTTONS, list), 'authentication-copy-code-button')).toHaveLength(others + missing);
    },
  );
});

describe('authentication-copy-code-button and offer codes', () => {
  test('an offer-code button is not the copy-code button an authentication template needs', () => {
    const request = withValue(authenticationRequest(), BUTTONS, [buttons.offerCode('SUMMER10')]);
    expect(diagnosticsOf(request, 'authentication-copy-code-button').map((diagnostic) => diagnostic.messageId).sort()).toEqual(['missing', 'otherButton']);
  });
});
