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

  describe('an id twice in one lookup list (lookups would use the first only) names both positions', () => {
    const [website, phone] = defaultCatalog.buttonTypes[0]?.subTypes ?? [];
    const [text, url] = website?.fields ?? [];
    const urlType = website?.fields[2];
    const withSubTypes = (subTypes: readonly unknown[]): Record<string, unknown> => ({ ...defaultCatalog, buttonTypes: [{ ...defaultCatalog.buttonTypes[0], subTypes }] });
    const withFields = (fields: readonly unknown[]): Record<string, unknown> => withSubTypes([{ ...website, fields }]);
    test.each([
      ['languages', { ...defaultCatalog, languages: [{ id: 1, name: 'English', code: 'en' }, { id: 2, name: 'English (US)', code: 'en_US' }, { id: 2, name: 'Klingon', code: 'tlh' }] }, [{ path: 'languages[2].id', message: '2 is the id of languages[1] too' }]],
      ['templateTypes', { ...defaultCatalog, templateTypes: [{ id: 1, name: 'Simple message', kind: 'standard' }, { id: 1, name: 'Carousel', kind: 'carousel' }] }, [{ path: 'templateTypes[1].id', message: '1 is the id of templateTypes[0] too' }]],
      ['categories', { ...defaultCatalog, categories: [{ id: 3, name: 'Authentication', kind: 'authentication' }, { id: 3, name: 'Marketing', kind: 'marketing' }] }, [{ path: 'categories[1].id', message: '3 is the id of categories[0] too' }]],
      ['headerTypes', { ...defaultCatalog, headerTypes: [{ id: 1, name: 'Text', kind: 'text' }, { id: 1, name: 'Image', kind: 'image' }] }, [{ path: 'headerTypes[1].id', message: '1 is the id of headerTypes[0] too' }]],
      ['interactiveTypes', { ...defaultCatalog, interactiveTypes: [{ id: 4, name: 'Flow', kind: 'flow' }, { id: 4, name: 'List', kind: 'list' }] }, [{ path: 'interactiveTypes[1].id', message: '4 is the id of interactiveTypes[0] too' }]],
      ['dynamicVariableTypes', { ...defaultCatalog, dynamicVariableTypes: [{ id: 1, name: 'Body' }, { id: 1, name: 'Header' }] }, [{ path: 'dynamicVariableTypes[1].id', message: '1 is the id of dynamicVariableTypes[0] too' }]],
      ['buttonTypes', { ...defaultCatalog, buttonTypes: [defaultCatalog.buttonTypes[0], { ...defaultCatalog.buttonTypes[1], id: 1 }] }, [{ path: 'buttonTypes[1].id', message: '1 is the id of buttonTypes[0] too' }]],
      ['a button type\'s subTypes', withSubTypes([website, { ...phone, id: 1 }]), [{ path: 'buttonTypes[0].subTypes[1].id', message: '1 is the id of buttonTypes[0].subTypes[0] too' }]],
      ['a sub-type\'s fields', withFields([text, { ...url, id: 1 }]), [{ path: 'buttonTypes[0].subTypes[0].fields[1].id', message: '1 is the id of buttonTypes[0].subTypes[0].fields[0] too' }]],
      ['a field\'s options', withFields([{ ...urlType, options: [{ id: 1, name: 'Static' }, { id: 1, name: 'Dynamic' }] }]), [{ path: 'buttonTypes[0].subTypes[0].fields[0].options[1].id', message: '1 is the id of buttonTypes[0].subTypes[0].fields[0].options[0] too' }]],
      ['three times: each repeat names the first', { ...defaultCatalog, dynamicVariableTypes: [{ id: 1, name: 'Body' }, { id: 1, name: 'Header' }, { id: 1, name: 'Carousel' }] }, [{ path: 'dynamicVariableTypes[1].id', message: '1 is the id of dynamicVariableTypes[0] too' }, { path: 'dynamicVariableTypes[2].id', message: '1 is the id of dynamicVariableTypes[0] too' }]],
    ])('%s', (_, catalog, problems) => {
      expect(checkCatalog(catalog)).toEqual({ ok: false, problems });
    });

    test('one id in two lists (the bundled catalog has id 1 in each), or in the fields of two sub-types, is no repeat', () => {
      const firstFieldsAllId1 = defaultCatalog.buttonTypes.map((buttonType) => ({ ...buttonType, subTypes: buttonType.subTypes.map((subType) => ({ ...subType, fields: subType.fields.slice(0, 1).map((field) => ({ ...field, id: 1 })) })) }));
      expect(checkCatalog({ ...defaultCatalog, buttonTypes: firstFieldsAllId1 }).ok).toBe(true);
    });
  });

  test.prop([fc.jsonValue()])('never throws and rejects any value that is not catalog-shaped', (value) => {
    const result = checkCatalog(value);
    expect(typeof result.ok).toBe('boolean');
    if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
  });
});
