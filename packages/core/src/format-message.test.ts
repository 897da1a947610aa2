import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatMessage } from './format-message.js';

/** ESLint's own interpolation, one regex replace: what formatMessage must agree with. */
function reference(template: string, data: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{([^{}]+)\}\}/g, (slot, name: string) => {
    const key = name.trim();
    return Object.hasOwn(data, key) ? String(data[key]) : slot;
  });
}

describe('formatMessage', () => {
  test('fills slots, trims names, leaves unknown names and never expands a value again', () => {
    expect(formatMessage('Use {{ max }} at most, not {{count}} ({{other}}).', { max: 10, count: '{{max}}' })).toBe('Use 10 at most, not {{max}} ({{other}}).');
  });

  test('returns the template itself without data', () => {
    expect(formatMessage('Keep {{this}}.', undefined)).toBe('Keep {{this}}.');
  });

  test('an inherited name such as toString is not data', () => {
    expect(formatMessage('{{toString}}', {})).toBe('{{toString}}');
  });

  const piece = fc.constantFrom('{{', '}}', '{', '}', 'a', ' b ', 'max', '{{max}}', '{{ a }}', '{{{a}}}', 'x');
  test.prop([fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')), fc.dictionary(fc.constantFrom('a', 'b', 'max', 'x'), fc.oneof(fc.string(), fc.integer()))])(
    'agrees with a regex replace on any template, twice in a row (the split is cached)',
    (template, data) => {
      expect(formatMessage(template, data)).toBe(reference(template, data));
      expect(formatMessage(template, data)).toBe(reference(template, data));
    },
  );
});

