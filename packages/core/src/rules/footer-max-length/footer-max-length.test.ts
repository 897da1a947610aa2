import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { footer } from '../../testing/builders.js';
import { authenticationRequest, ctaUrlRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const FOOTER = ['chat_template_data', 'chat_template_footer'];
const TEXT = [...FOOTER, 'chat_template_footer_value'];

describe('footer-max-length', () => {
  test('accepts a 60-character authentication footer', () => {
    expect(diagnosticsOf(withValue(authenticationRequest(), FOOTER, footer('f'.repeat(60))), 'footer-max-length')).toEqual([]);
  });

  test('reports a 61-character authentication footer', () => {
    expect(diagnosticsOf(withValue(authenticationRequest(), FOOTER, footer('f'.repeat(61))), 'footer-max-length')).toMatchObject([
      { messageId: 'tooLong', path: TEXT, data: { kind: 'authentication', count: 61, limit: 60 } },
    ]);
  });

  test('reports a 61-character CTA URL footer', () => {
    expect(diagnosticsOf(withValue(ctaUrlRequest(), FOOTER, footer('f'.repeat(61))), 'footer-max-length')).toMatchObject([
      { data: { kind: 'interactive', limit: 60 } },
    ]);
  });

  test('a marketing or utility footer has no limit in section 8', () => {
    expect(diagnosticsOf(withValue(normalRequest(), FOOTER, footer('f'.repeat(200))), 'footer-max-length')).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 120 })])('an authentication footer of n characters is reported iff n > 60', (length) => {
    const request = withValue(authenticationRequest(), FOOTER, footer('f'.repeat(length)));
    expect(diagnosticsOf(request, 'footer-max-length')).toHaveLength(length > 60 ? 1 : 0);
  });
});
