import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { compileMessage, fillMessage, formatMessage, type MessageLanguage } from './format-message.js';

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

describe('fillMessage with a locale\'s terms', () => {
  const language: MessageLanguage = {
    plurals: () => new Intl.PluralRules('pt-BR'),
    terms: {
      footer: 'rodapé',
      'footer of carousel card #': 'rodapé do cartão # do carrossel',
      "the account's template `*` (id #)": 'o modelo `*` da conta (id #)',
    },
  };
  const fill = (value: string): string => fillMessage(compileMessage('[{{x}}]'), { x: value }, language);

  test('a term as written, or with every number written as #', () => {
    expect(fill('footer')).toBe('[rodapé]');
    expect(fill('footer of carousel card 12')).toBe('[rodapé do cartão 12 do carrossel]');
  });

  test('a name in backticks stands as `*`, its digits kept in it and the other numbers put back in order', () => {
    expect(fill("the account's template `order_2` (id 42)")).toBe('[o modelo `order_2` da conta (id 42)]');
  });

  test('a name holding # or `*` is put back as written, never read as a marker', () => {
    expect(fill("the account's template `a#b*` (id 7)")).toBe('[o modelo `a#b*` da conta (id 7)]');
  });

  test('a value without a term stays English', () => {
    expect(fill("the account's template `x`")).toBe("[the account's template `x`]");
    expect(fill('header of carousel card 2')).toBe('[header of carousel card 2]');
  });
});
