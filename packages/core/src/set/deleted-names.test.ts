import { describe, expect, test } from 'vitest';
import { createValidator } from '../validator/create-validator.js';
import { deletedNamesOf } from './deleted-names.js';

describe('deletedNamesOf', () => {
  test.each([
    ['a list counts for every provider-integration', ['old'], [true, true, true]],
    ['a Set too', new Set(['old']), [true, true, true]],
    ['an object gives each provider-integration its own list', { pi_1: ['old'] }, [true, false, false]],
    ['a Map of lists, as the object', new Map([['pi_2', ['old']]]), [false, true, false]],
  ])('%s', (_, option, expected) => {
    const names = deletedNamesOf(option);
    expect([names?.has('old', 'pi_1'), names?.has('old', 'pi_2'), names?.has('old', undefined)]).toEqual(expected);
    expect(names?.hasAnywhere('old')).toBe(true);
    expect(names?.has('new', 'pi_1')).toBe(false);
  });

  test.each([
    [null, 'deletedTemplateNames must be a list of names, or an object of lists by provider-integration id, not null'],
    ['old', 'not string'],
    [7, 'not number'],
    [{ pi_1: 'old' }, 'deletedTemplateNames["pi_1"] must be a list of names'],
    [{ pi_1: null }, 'deletedTemplateNames["pi_1"] must be a list of names'],
  ])('refuses %j when the validator is made', (option, message) => {
    expect(() => createValidator({ deletedTemplateNames: option as never })).toThrow(message);
  });

  test('no names given, or empty lists: nothing to compare', () => {
    expect(deletedNamesOf(undefined)).toBeUndefined();
    expect(deletedNamesOf({ pi_1: [] })?.empty).toBe(true);
  });
});
