// defineLocale: a locale's wording (plural forms by its code, its terms for the English words in `data`)
// lives with the locale, not in core's main entry (issue 22: the entry grows by nothing).
import { describe, expect, test } from 'vitest';
import { defineLocale } from './define-locale.js';

describe('a locale\'s terms', () => {
  const locale = defineLocale({
    code: 'pt-BR',
    messages: { 'some-rule': { some: '[{{place}}]' } },
    terms: {
      footer: 'rodapé',
      'footer of carousel card #': 'rodapé do cartão # do carrossel',
      "the account's template `*` (id #)": 'o modelo `*` da conta (id #)',
    },
  });
  const fill = (value: string): string | undefined => locale.message('some-rule', 'some', { place: value });

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

describe('its messages', () => {
  const locale = defineLocale({ code: 'ru', messages: { 'some-rule': { some: '{{count}} {{count|one:карточка|few:карточки|many:карточек|other:карточки}}', odd: 42 as unknown as string } } });

  test('plural forms by the locale\'s code', () => {
    expect([1, 3, 5, 21].map((count) => locale.message('some-rule', 'some', { count }))).toEqual(['1 карточка', '3 карточки', '5 карточек', '21 карточка']);
  });

  test('a message it lacks, of a rule it lacks, or not a string, is undefined (the validator gives English)', () => {
    expect(locale.message('some-rule', 'other', {})).toBeUndefined();
    expect(locale.message('other-rule', 'some', {})).toBeUndefined();
    expect(locale.message('some-rule', 'odd', {})).toBeUndefined();
    expect(locale.message('constructor', 'some', {})).toBeUndefined();
  });

  test('the locale keeps its data and cannot be changed', () => {
    expect(locale.code).toBe('ru');
    expect(Object.isFrozen(locale)).toBe(true);
  });
});

describe('data that is not a locale\'s is refused in words', () => {
  test.each([
    [{ code: 'pt_BR', messages: {} }, /"pt_BR" is not a BCP 47 language tag/],
    [{ code: 'xx', messages: null }, /needs a `code`/],
    [{ messages: {} }, /needs a `code`/],
    [null, /needs a `code`/],
  ])('%j', (data, message) => {
    expect(() => defineLocale(data as never)).toThrow(TypeError);
    expect(() => defineLocale(data as never)).toThrow(message);
  });
});

describe('terms reword the English words rules put in data, never the user\'s text', () => {
  const locale = defineLocale({
    code: 'pt-BR',
    messages: { 'some-rule': { some: '{{text}} / {{name}} / {{kind}} / {{other}} / {{examples}}' } },
    terms: { 'copy code': 'copiar código', marketing: 'marketing (pt)', 'quick reply': 'resposta rápida', '`*` at @': '`*`, em @', '`*` or `*`': '`*` ou `*`' },
  });
  const fill = (data: Record<string, string>): string | undefined => locale.message('some-rule', 'some', data);

  test('a button text or a name equal to a term stays as written; a kind is reworded', () => {
    expect(fill({ text: 'copy code', name: 'marketing', kind: 'quick reply', other: '-', examples: '-' })).toBe('copy code / marketing / resposta rápida / - / -');
  });

  test('a caller\'s location stands as @, after the last " at ", names and all', () => {
    expect(fill({ text: '', name: '', kind: '', other: '`order_update` at templates/a b.json:3:5', examples: '' })).toBe(' /  /  / `order_update`, em templates/a b.json:3:5 / ');
    expect(fill({ text: '', name: '', kind: '', other: '`x at y` at a.json:1:1', examples: '' })).toBe(' /  /  / `x at y`, em a.json:1:1 / ');
  });

  test('the ways to write a variable are words around names', () => {
    expect(fill({ text: '', name: '', kind: '', other: '', examples: '`{{1}}` or `{{name}}`' })).toBe(' /  /  /  / `{{1}}` ou `{{name}}`');
  });
});
