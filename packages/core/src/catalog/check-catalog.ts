import { isObject } from '../internal/json.js';
import {
  CATEGORY_KINDS,
  FIELD_ROLES,
  HEADER_KINDS,
  INTERACTIVE_KINDS,
  SUB_TYPE_KINDS,
  TEMPLATE_TYPE_KINDS,
  type Catalog,
} from './catalog.js';

/** One thing wrong with a catalog value, at a path such as `buttonTypes[0].subTypes[1].kind`. */
export interface CatalogProblem {
  readonly path: string;
  readonly message: string;
}

/** What `checkCatalog` found: the catalog when it is well formed, or every problem. */
export type CatalogCheck = { readonly ok: true; readonly catalog: Catalog } | { readonly ok: false; readonly problems: CatalogProblem[] };

/** The kind lists each catalog list is checked against: the same `as const` arrays the types come from. */
const KINDS = {
  templateTypes: TEMPLATE_TYPE_KINDS,
  categories: CATEGORY_KINDS,
  headerTypes: HEADER_KINDS,
  interactiveTypes: INTERACTIVE_KINDS,
  subTypes: SUB_TYPE_KINDS,
  roles: FIELD_ROLES,
} as const;

/**
 * Checks that a value (for example a catalog file a user passed) has the `Catalog` shape of
 * docs/catalog.md, each id once in its list, naming the path of every field at fault. Never throws.
 */
export function checkCatalog(value: unknown): CatalogCheck {
  const problems: CatalogProblem[] = [];
  const problem = (path: string, message: string): void => {
    problems.push({ path, message });
  };
  if (!isObject(value)) {
    problem('', 'a catalog must be a JSON object');
    return { ok: false, problems };
  }
  const list = (key: string, each: (item: Record<string, unknown>, path: string) => void): void => {
    nested(value, '', key, problem, each);
  };
  const named = (item: Record<string, unknown>, path: string): void => {
    if (typeof item.id !== 'number' || !Number.isFinite(item.id)) problem(`${path}.id`, 'must be a number');
    if (typeof item.name !== 'string') problem(`${path}.name`, 'must be a string');
  };
  const kind = (item: Record<string, unknown>, path: string, field: string, allowed: readonly string[]): void => {
    const found = item[field];
    if (typeof found !== 'string' || !allowed.includes(found)) problem(`${path}.${field}`, `must be one of ${allowed.join(', ')}`);
  };
  const kinded = (allowed: readonly string[]) => (item: Record<string, unknown>, path: string) => {
    named(item, path);
    kind(item, path, 'kind', allowed);
  };

  list('templateTypes', kinded(KINDS.templateTypes));
  list('categories', kinded(KINDS.categories));
  list('headerTypes', kinded(KINDS.headerTypes));
  list('interactiveTypes', kinded(KINDS.interactiveTypes));
  list('dynamicVariableTypes', named);
  list('languages', (item, path) => {
    named(item, path);
    if (typeof item.code !== 'string') problem(`${path}.code`, 'must be a string');
  });
  list('buttonTypes', (buttonType, path) => {
    named(buttonType, path);
    nested(buttonType, path, 'subTypes', problem, (subType, subPath) => {
      kinded(KINDS.subTypes)(subType, subPath);
      nested(subType, subPath, 'fields', problem, (field, fieldPath) => {
        named(field, fieldPath);
        kind(field, fieldPath, 'role', KINDS.roles);
        const limit = field.characterLimit;
        if (limit !== undefined && limit !== null && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0)) {
          problem(`${fieldPath}.characterLimit`, 'must be a whole number, null, or absent');
        }
        if (field.options !== undefined) nested(field, fieldPath, 'options', problem, named);
      });
    });
  });
  // The shape is checked field by field above, so the value now is a Catalog.
  return problems.length === 0 ? { ok: true, catalog: value as unknown as Catalog } : { ok: false, problems };
}

function nested(
  parent: Record<string, unknown>,
  parentPath: string,
  key: string,
  problem: (path: string, message: string) => void,
  each: (item: Record<string, unknown>, path: string) => void,
): void {
  const items = parent[key];
  const base = parentPath === '' ? key : `${parentPath}.${key}`;
  if (!Array.isArray(items)) {
    problem(base, 'must be an array');
    return;
  }
  // Where each id was first met: an id twice in one list means two entries, of which lookups use the first only.
  const firstOf = new Map<number, string>();
  items.forEach((item: unknown, index) => {
    const path = `${base}[${String(index)}]`;
    if (!isObject(item)) {
      problem(path, 'must be an object');
      return;
    }
    each(item, path);
    const { id } = item;
    if (typeof id !== 'number' || !Number.isFinite(id)) return;
    const first = firstOf.get(id);
    if (first === undefined) firstOf.set(id, path);
    else problem(`${path}.id`, `${String(id)} is the id of ${first} too`);
  });
}
