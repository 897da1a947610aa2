// Checks a `CatalogMapping` given at run time (the `catalogMapping` client option, a config file's
// `catalogMapping` section): every list key known, every value a kind core knows for that list.
import { CATEGORY_KINDS, FIELD_ROLES, HEADER_KINDS, INTERACTIVE_KINDS, SUB_TYPE_KINDS, TEMPLATE_TYPE_KINDS } from '@templint/core';
import type { CatalogMapping, MappedList } from './catalog-mapping.js';

/** The kinds (roles for `fieldRoles`) each list of a `CatalogMapping` may name: core's own lists. */
export const MAPPING_KINDS: Readonly<Record<MappedList, readonly string[]>> = {
  templateTypes: TEMPLATE_TYPE_KINDS,
  categories: CATEGORY_KINDS,
  headerTypes: HEADER_KINDS,
  interactiveTypes: INTERACTIVE_KINDS,
  subTypes: SUB_TYPE_KINDS,
  fieldRoles: FIELD_ROLES,
};

/** What is wrong with a mapping, one sentence per problem (`catalogMapping.headerTypes["Image header"]: ...`); empty when fine. */
export function catalogMappingProblems(value: unknown, where = 'catalogMapping'): string[] {
  if (!isRecord(value)) return [`${where} must be an object of lists (${Object.keys(MAPPING_KINDS).join(', ')})`];
  const problems: string[] = [];
  for (const [list, names] of Object.entries(value)) {
    // Own keys only: `__proto__` or `constructor` in a config file is a list name like any other, not one we know.
    const kinds = Object.hasOwn(MAPPING_KINDS, list) ? (MAPPING_KINDS as Readonly<Record<string, readonly string[]>>)[list] : undefined;
    if (kinds === undefined) {
      problems.push(`${where}.${list} is not a list with kinds: use one of ${Object.keys(MAPPING_KINDS).join(', ')}`);
      continue;
    }
    if (!isRecord(names)) {
      problems.push(`${where}.${list} must be an object of name: kind`);
      continue;
    }
    for (const [name, kind] of Object.entries(names)) {
      if (typeof kind !== 'string' || !kinds.includes(kind)) {
        problems.push(`${where}.${list}[${JSON.stringify(name)}] must be one of ${kinds.join(', ')}`);
      }
    }
  }
  return problems;
}

/** The value as a `CatalogMapping`; throws a `TypeError` listing every problem. */
export function checkCatalogMapping(value: unknown, where = 'catalogMapping'): CatalogMapping {
  const problems = catalogMappingProblems(value, where);
  if (problems.length > 0) throw new TypeError(problems.join('; '));
  return value as CatalogMapping;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
