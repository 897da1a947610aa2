import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { checkCatalog } from './check-catalog.js';
import { defaultCatalog } from './default-catalog.js';

describe('checkCatalog', () => {
  test('accepts the bundled catalog', () => {
    expect(checkCatalog(defaultCatalog)).toEqual({ ok: true, catalog: defaultCatalog });
  });

  test('accepts a catalog that went through JSON', () => {
    expect(checkCatalog(JSON.parse(JSON.stringify(defaultCatalog))).ok).toBe(true);
  });

  test('names the path of a bad kind', () => {
    const catalog = { ...defaultCatalog, categories: [{ id: 1, name: 'Promo', kind: 'promo' }] };
    expect(checkCatalog(catalog)).toEqual({
      ok: false,
      problems: [{ path: 'categories[0].kind', message: 'must be one of marketing, utility, authentication, other' }],
    });
  });

  test('names a nested field role', () => {
    const [buttonType] = defaultCatalog.buttonTypes;
    const broken = { ...defaultCatalog, buttonTypes: [{ ...buttonType, subTypes: [{ id: 1, name: 'x', kind: 'website', fields: [{ id: 'a', name: 'x', role: 'text' }] }] }] };
    expect(checkCatalog(broken)).toMatchObject({ ok: false, problems: [{ path: 'buttonTypes[0].subTypes[0].fields[0].id' }] });
  });

  test('reports a missing list', () => {
    const withoutLanguages: Record<string, unknown> = { ...defaultCatalog };
    delete withoutLanguages.languages;
    expect(checkCatalog(withoutLanguages)).toMatchObject({ ok: false, problems: [{ path: 'languages', message: 'must be an array' }] });
  });

  test.prop([fc.jsonValue()])('never throws and rejects any value that is not catalog-shaped', (value) => {
    const result = checkCatalog(value);
    expect(typeof result.ok).toBe('boolean');
    if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
  });
});
