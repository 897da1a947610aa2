// The catalog mapping: names to kinds and roles, tolerant of case, spacing and unknown entries; and the
// round trip Catalog -> sandbox lookup lists -> lookup schemas -> mapping -> the same Catalog.
import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { checkCatalog, defaultCatalog, type ButtonFieldEntry, type Catalog } from '@templint/core';
import * as v from 'valibot';
import { describe, expect } from 'vitest';
import { catalogMappingProblems, checkCatalogMapping } from './catalog-mapping-option.js';
import {
  catalogFromLookups,
  mapCatalog,
  categoryKind,
  fieldRole,
  headerKind,
  interactiveKind,
  KIND_NAMES,
  normalizeName,
  subTypeKind,
  templateTypeKind,
  type LookupLists,
} from './catalog-mapping.js';
import { createClient, PATHS } from './client.js';
import { lookupResponses } from '@templint/sandbox';
import {
  buttonTypeEntrySchema,
  categoryEntrySchema,
  dynamicVariableTypeEntrySchema,
  headerTypeEntrySchema,
  interactiveTypeEntrySchema,
  languageEntrySchema,
  lookupListOf,
  templateTypeEntrySchema,
} from './schemas/lookup-lists.js';

/** What the client does with the sandbox's answers, without HTTP: serialize, parse, map. */
function roundTrip(catalog: Catalog): Catalog {
  return catalogFromLookups(listsOf(catalog));
}

describe('normalizeName', () => {
  test('lowercases, drops accents and turns runs of other characters into one space', () => {
    expect(normalizeName('  CTA-URL ')).toBe('cta url');
    expect(normalizeName('Authentication/OTP')).toBe('authentication otp');
    expect(normalizeName('Visit_Website')).toBe('visit website');
    expect(normalizeName('Catálogo')).toBe('catalogo');
  });
});

describe('kinds and roles from names', () => {
  test('template types: carousel by name, anything else standard', () => {
    expect(templateTypeKind('Carousel')).toBe('carousel');
    expect(templateTypeKind(' CAROUSEL ')).toBe('carousel');
    expect(templateTypeKind('Simple message')).toBe('standard');
    expect(templateTypeKind('Something new')).toBe('standard');
  });

  test('categories, with unknown ones as other', () => {
    expect(['Marketing', 'UTILITY', 'Authentication', 'authentication / otp', 'OTP', 'Service'].map(categoryKind)).toEqual([
      'marketing',
      'utility',
      'authentication',
      'authentication',
      'authentication',
      'other',
    ]);
  });

  test('header types: PDF is a document; an unknown one is none (core has no other)', () => {
    expect(['Text', 'IMAGE', 'Video', 'PDF', 'Document', 'Location'].map(headerKind)).toEqual(['text', 'image', 'video', 'document', 'document', 'none']);
  });

  test('interactive types, with catalog and unknown styles as other', () => {
    expect(['Reply buttons', 'list', 'Text', 'Flow', 'CTA URL', 'cta_url', 'Catalog', 'Product list'].map(interactiveKind)).toEqual([
      'reply_buttons',
      'list',
      'text',
      'flow',
      'cta_url',
      'cta_url',
      'other',
      'other',
    ]);
  });

  test('sub-types by their own name, else by a single-kind button type, else other', () => {
    expect(subTypeKind('Visit website', 'Call to action')).toBe('website');
    expect(subTypeKind('Call phone number', 'Call to action')).toBe('phone');
    expect(subTypeKind('Copy offer code', 'Call to action')).toBe('offer_code');
    expect(subTypeKind('Copy code', 'Authentication')).toBe('copy_code');
    expect(subTypeKind('Custom', 'Quick reply')).toBe('quick_reply');
    expect(subTypeKind('Custom', 'Call to action')).toBe('other');
    expect(subTypeKind('One-tap autofill', 'Authentication')).toBe('other');
    expect(subTypeKind('View catalog', 'Catalog')).toBe('catalog');
    expect(subTypeKind('Open form', 'Form')).toBe('open_form');
  });

  test('field roles, with unknown fields as other', () => {
    expect(['Button text', 'Website URL', 'Phone number', 'Offer code', 'Flow', 'Flow payload', 'Flow input payload', 'Description', 'URL type'].map(fieldRole)).toEqual([
      'text',
      'url',
      'phone',
      'offer_code',
      'flow_id',
      'flow_payload',
      'flow_input_payload',
      'description',
      'other',
    ]);
  });
});

describe('catalogFromLookups', () => {
  test('turns the sandbox lists of the example catalog back into it, and core accepts it', () => {
    const catalog = roundTrip(defaultCatalog);
    expect(catalog).toEqual(defaultCatalog);
    expect(checkCatalog(catalog).ok).toBe(true);
  });

  test('reads plain id/name keys, numeric-string ids and limits, and keeps unknown fields', () => {
    const [entry] = v.parse(lookupListOf(buttonTypeEntrySchema), [
      {
        id: '9',
        name: 'Call to action',
        region: 'EU',
        sub_types: [
          {
            id: 4,
            name: 'Visit website',
            fields: [{ id: '12', name: 'Website URL', field_character_limit: ' 300 ', field_option_flag: true, options: [{ id: 1, value: 'Static' }] }],
          },
        ],
      },
    ]);
    expect(entry?.region).toBe('EU');
    const catalog = catalogFromLookups({
      templateTypes: [],
      categories: [],
      languages: [],
      headerTypes: [],
      interactiveTypes: [],
      buttonTypes: entry ? [entry] : [],
      dynamicVariableTypes: [],
    });
    expect(catalog.buttonTypes).toEqual([
      {
        id: 9,
        name: 'Call to action',
        subTypes: [
          { id: 4, name: 'Visit website', kind: 'website', fields: [{ id: 12, name: 'Website URL', role: 'url', characterLimit: 300, options: [{ id: 1, name: 'Static' }] }] },
        ],
      },
    ]);
  });

  test('a language without a code gets an empty code', () => {
    const languages = v.parse(lookupListOf(languageEntrySchema), { status: true, data: [{ chat_language_id: 1, chat_language_name: 'English' }] });
    expect(catalogFromLookups({ ...emptyLists(), languages }).languages).toEqual([{ id: 1, name: 'English', code: '' }]);
  });
});

describe('unmapped names and catalogMapping', () => {
  const lists = (): LookupLists => ({
    ...emptyLists(),
    templateTypes: [{ id: 1, name: 'Simple message' }, { id: 2, name: 'Rich card' }],
    categories: [{ id: 5, name: 'One-time password' }],
    headerTypes: [{ id: 7, name: 'Image header' }, { id: 8, name: 'Image' }],
    interactiveTypes: [{ id: 9, name: 'Poll' }],
    buttonTypes: [
      {
        id: 10,
        name: 'Quick reply',
        subTypes: [{ id: 11, name: 'Custom', fields: [{ id: 12, name: 'Emoji', characterLimit: null, options: null }] }],
      },
      { id: 20, name: 'Mixed', subTypes: [{ id: 21, name: 'Something', fields: [] }] },
    ],
  });

  test('every name the tables miss is listed with what it fell back to', () => {
    expect(mapCatalog(lists()).unmapped).toEqual([
      { list: 'templateTypes', id: 2, name: 'Rich card', fellBackTo: 'standard' },
      { list: 'categories', id: 5, name: 'One-time password', fellBackTo: 'other' },
      { list: 'headerTypes', id: 7, name: 'Image header', fellBackTo: 'none' },
      { list: 'interactiveTypes', id: 9, name: 'Poll', fellBackTo: 'other' },
      { list: 'fieldRoles', id: 12, name: 'Emoji', fellBackTo: 'other', buttonTypeId: 10, subTypeId: 11 },
      { list: 'subTypes', id: 21, name: 'Something', fellBackTo: 'other', buttonTypeId: 20 },
    ]);
  });

  test('catalogMapping maps them (names normalized) and wins over the tables', () => {
    const { catalog, unmapped } = mapCatalog(lists(), {
      templateTypes: { 'rich card': 'carousel' },
      categories: { 'ONE TIME PASSWORD': 'authentication' },
      headerTypes: { image_header: 'image', Image: 'video' },
      interactiveTypes: { poll: 'list' },
      subTypes: { something: 'website' },
      fieldRoles: { emoji: 'text' },
    });
    expect(unmapped).toEqual([]);
    expect(catalog.templateTypes.map((entry) => entry.kind)).toEqual(['standard', 'carousel']);
    expect(catalog.categories[0]?.kind).toBe('authentication');
    expect(catalog.headerTypes.map((entry) => entry.kind)).toEqual(['image', 'video']);
    expect(catalog.buttonTypes[1]?.subTypes[0]?.kind).toBe('website');
    expect(catalog.buttonTypes[0]?.subTypes[0]?.fields[0]?.role).toBe('text');
  });

  test('the example catalog has no unmapped name', () => {
    expect(mapCatalog(listsOf(defaultCatalog)).unmapped).toEqual([]);
  });

  test('a bad mapping is refused naming every bad entry', () => {
    expect(catalogMappingProblems({ headerTypes: { 'Image header': 'picture' }, colours: {} })).toEqual([
      'catalogMapping.headerTypes["Image header"] must be one of none, text, image, video, document',
      'catalogMapping.colours is not a list with kinds: use one of templateTypes, categories, headerTypes, interactiveTypes, subTypes, fieldRoles',
    ]);
    expect(catalogMappingProblems([], 'config.catalogMapping')).toEqual([expect.stringMatching(/^config\.catalogMapping must be an object/)]);
    expect(catalogMappingProblems({ categories: 'x' })).toEqual(['catalogMapping.categories must be an object of name: kind']);
    expect(() => checkCatalogMapping({ categories: { a: 'marketing' } })).not.toThrow();
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', catalogMapping: { categories: { a: 'nope' } } as never })).toThrow(TypeError);
  });

  test('a list named like a property every object has is unknown, not a crash', () => {
    // As JSON.parse makes it from a config file: `__proto__` is then an own key.
    const mapping: unknown = JSON.parse('{"__proto__": {"a": "b"}, "constructor": {"c": "d"}, "toString": {}}');
    const problems = catalogMappingProblems(mapping);
    expect(problems).toHaveLength(3);
    for (const [index, list] of ['__proto__', 'constructor', 'toString'].entries()) {
      expect(problems[index]).toContain(`catalogMapping.${list} is not a list with kinds`);
    }
  });
});

describe('docs/client.md', () => {
  const doc = readFileSync(new URL('../../../docs/client.md', import.meta.url), 'utf8');

  test.each(Object.entries(KIND_NAMES))('lists the %s names exactly as the mapping has them', (group, table) => {
    // A kind no name maps to (an empty list) has no row.
    const rows = Object.entries(table as Readonly<Record<string, readonly string[]>>)
      .filter(([, names]) => names.length > 0)
      .map(([kind, names]) => `| \`${kind}\` | ${names.map((name) => `\`${name}\``).join(', ')} |`);
    const head = group === 'fieldRoles' ? '| role | names (normalized) |' : '| kind | names (normalized) |';
    expect(doc, 'docs/client.md is out of date with KIND_NAMES').toContain([head, '|---|---|', ...rows].join('\n'));
  });
});

/** The lookup lists the sandbox would serve for a catalog, as the client parses them. */
function listsOf(catalog: Catalog): LookupLists {
  const responses = lookupResponses(catalog);
  // Through JSON text, as the lists come over the wire.
  const read = <T>(path: string, entry: v.GenericSchema<unknown, T>): T[] =>
    v.parse(lookupListOf(entry), JSON.parse(JSON.stringify(responses.get(path))) as unknown);
  return {
    templateTypes: read(PATHS.templateTypes, templateTypeEntrySchema),
    categories: read(PATHS.categories, categoryEntrySchema),
    languages: read(PATHS.languages, languageEntrySchema),
    headerTypes: read(PATHS.headerTypes, headerTypeEntrySchema),
    interactiveTypes: read(PATHS.interactiveTypes, interactiveTypeEntrySchema),
    buttonTypes: read(PATHS.buttonTypes, buttonTypeEntrySchema),
    dynamicVariableTypes: read(PATHS.dynamicVariableTypes, dynamicVariableTypeEntrySchema),
  };
}

function emptyLists(): LookupLists {
  return { templateTypes: [], categories: [], languages: [], headerTypes: [], interactiveTypes: [], buttonTypes: [], dynamicVariableTypes: [] };
}

// ---------------------------------------------------------------------------------------------------------
// Generated catalogs whose names the mapping knows, written with any case and separators.

/** The same name as a platform might write it. */
function spelled(name: string): fc.Arbitrary<string> {
  const title = name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return fc.constantFrom(name, name.toUpperCase(), title, name.replace(/ /g, '_'), ` ${title} `, name.replace(/ /g, '-'));
}

/** A kind and one of its names, or `fallback` with a name no table knows. */
function named<K extends string>(table: Readonly<Partial<Record<K, readonly string[]>>>, fallback?: K): fc.Arbitrary<{ kind: K; name: string }> {
  // A kind with no names (an empty list: nothing maps to it) has nothing to spell.
  const known = (Object.entries(table) as [K, readonly string[]][])
    .filter(([, names]) => names.length > 0)
    .map(([kind, names]) => fc.constantFrom(...names).chain(spelled).map((name) => ({ kind, name })));
  const unknown = fallback === undefined ? [] : [fc.nat(999).map((n) => ({ kind: fallback, name: `Unlisted ${String(n)}` }))];
  return fc.oneof(...known, ...unknown);
}

const id = fc.nat(10_000);

/** A list of lookup entries, each id once (checkCatalog refuses a repeat). */
function entries<T extends { readonly id: number }>(entry: fc.Arbitrary<T>, constraints: { readonly maxLength: number }): fc.Arbitrary<T[]> {
  return fc.uniqueArray(entry, { selector: (item) => item.id, maxLength: constraints.maxLength });
}

const fieldEntry: fc.Arbitrary<ButtonFieldEntry> = fc
  .record({
    id,
    role: named(KIND_NAMES.fieldRoles, 'other'),
    characterLimit: fc.option(fc.nat(5000), { nil: undefined }),
    options: fc.option(entries(fc.record({ id, name: fc.string() }), { maxLength: 3 }), { nil: undefined }),
  })
  .map(({ id: fieldId, role, characterLimit, options }) => ({
    id: fieldId,
    name: role.name,
    role: role.kind,
    ...(characterLimit === undefined ? {} : { characterLimit }),
    ...(options === undefined ? {} : { options }),
  }));

const generatedCatalog: fc.Arbitrary<Catalog> = fc.record({
  templateTypes: entries(
    fc.oneof(
      named(KIND_NAMES.templateTypes),
      fc.constantFrom('Simple message', 'Standard', 'Plain text').map((name) => ({ kind: 'standard' as const, name })),
    ).chain((entry) => id.map((entryId) => ({ id: entryId, ...entry }))),
    { maxLength: 3 },
  ),
  categories: entries(named(KIND_NAMES.categories, 'other').chain((entry) => id.map((entryId) => ({ id: entryId, ...entry }))), { maxLength: 5 }),
  languages: entries(fc.record({ id, name: fc.string(), code: fc.string({ maxLength: 6 }) }), { maxLength: 4 }),
  headerTypes: entries(named(KIND_NAMES.headerTypes).chain((entry) => id.map((entryId) => ({ id: entryId, ...entry }))), { maxLength: 5 }),
  interactiveTypes: entries(
    named(KIND_NAMES.interactiveTypes, 'other').chain((entry) => id.map((entryId) => ({ id: entryId, ...entry }))),
    { maxLength: 6 },
  ),
  buttonTypes: entries(
    fc.record({
      id,
      name: fc.nat(99).map((n) => `Button group ${String(n)}`),
      subTypes: entries(
        fc.record({ id, kindName: named(KIND_NAMES.subTypes, 'other'), fields: entries(fieldEntry, { maxLength: 4 }) }).map(({ id: subId, kindName, fields }) => ({
          id: subId,
          name: kindName.name,
          kind: kindName.kind,
          fields,
        })),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 4 },
  ),
  dynamicVariableTypes: entries(fc.record({ id, name: fc.string() }), { maxLength: 4 }),
});

describe('the sandbox lists round trip', () => {
  test.prop([generatedCatalog])('any catalog whose names the mapping knows comes back equal, and core accepts it', (catalog) => {
    const back = roundTrip(catalog);
    expect(back).toEqual(catalog);
    expect(checkCatalog(back).ok).toBe(true);
  });
});
