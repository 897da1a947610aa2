// Targeted mutations of a valid request: each breaks one thing at one JSON path, so a test can check that
// some diagnostic lands exactly there. Limits are written out from spec section 8 rather than imported
// from spec/limits.ts, so a wrong constant there is caught here.
import type { JsonPath } from '../diagnostic.js';
import type { Json, JsonRecord } from './builders.js';
import { withValue } from './helpers.js';

/** One place to break and what to put there; `undefined` deletes the key (or array item). */
export interface MutationTarget {
  readonly path: JsonPath;
  readonly value: Json | undefined;
}

/** A kind of targeted breakage. */
export interface Mutation {
  /** Reads as a sentence: "a string field holds a number". */
  readonly name: string;
  /** The rule that must report it, when one rule owns the condition. */
  readonly ruleId?: string;
  /**
   * `exact` (the default): a diagnostic's path equals the target path. `within`: a diagnostic's path starts
   * with it, for structural changes where the rule may name the collection or its offending member.
   */
  readonly match?: 'exact' | 'within';
  /** Every place of `request` where this mutation applies (empty when none does). */
  readonly targets: (request: JsonRecord) => MutationTarget[];
}

/** A copy of `request` with the target's value in place. */
export function applyMutation(request: JsonRecord, target: MutationTarget): JsonRecord {
  return withValue(request, target.path, target.value);
}

interface Node {
  readonly path: JsonPath;
  readonly key: string | number | undefined;
  readonly value: unknown;
  /** The nearest enclosing object's own keys, for fields that depend on a sibling. */
  readonly parent: Readonly<Record<string, unknown>> | undefined;
}

/** Every value of a JSON tree with its path, parents first. Iterative, so any depth is fine. */
export function nodesOf(root: unknown): Node[] {
  const nodes: Node[] = [];
  const stack: Node[] = [{ path: [], key: undefined, value: root, parent: undefined }];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined) break;
    nodes.push(node);
    const { value, path } = node;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ path: [...path, index], key: index, value: value[index] as unknown, parent: node.parent });
      }
    } else if (typeof value === 'object' && value !== null) {
      const object = value as Readonly<Record<string, unknown>>;
      for (const key of Object.keys(object).reverse()) {
        stack.push({ path: [...path, key], key, value: object[key], parent: object });
      }
    }
  }
  return nodes;
}

function at(request: unknown, path: JsonPath): unknown {
  let value = request;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Object.hasOwn(value, key) ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  return value;
}

/** Length as spec 8 counts it for the well-formed texts the generators make: code points, a placeholder is 1. */
export function specLength(text: string): number {
  let length = 0;
  for (const part of text.split(/(\{\{[^{}]*\}\})/)) length += part.startsWith('{{') ? 1 : Array.from(part).length;
  return length;
}

/** `text` made exactly `limit + 1` characters long without touching its placeholders. */
function onePast(text: string, limit: number, filler = 'a'): string {
  return text + filler.repeat(Math.max(1, limit + 1 - specLength(text)));
}

const STRING_FIELDS = new Set([
  'provider_integration_chat_id',
  'interactive_list_button_text',
  'chat_template_name',
  'chat_template_display_name',
  'chat_template_description',
  'chat_template_header_type_name',
  'chat_template_header_data_value',
  'chat_template_body_value',
  'chat_template_body_description',
  'chat_template_dynamic_variable_key',
  'chat_template_dynamic_variable_sample_value',
  'chat_template_footer_value',
  'chat_template_carousel_header',
  'field_name',
  'field_type',
  'chat_template_button_sub_type_field_value',
]);

/** The texts that may hold variables, each with its own rows (the model's variable slots). */
const VARIABLE_TEXT_FIELDS = new Set([
  'chat_template_header_data_value',
  'chat_template_body_value',
  'chat_template_carousel_header',
  'chat_template_button_sub_type_field_value',
]);

const NUMBER_FIELDS = new Set([
  'chat_template_type_id',
  'interactive_type_id',
  'chat_language_id',
  'chat_template_category_id',
  'chat_template_code_expiration_minutes',
  'chat_template_header_type_id',
  'chat_template_header_data_id',
  'chat_template_header_data_cloud_storage_id',
  'chat_template_button_type_id',
  'chat_template_button_sub_type_id',
  'chat_template_button_sub_type_field_id',
  'chat_template_button_sub_type_field_option_id',
]);

const BOOLEAN_FIELDS = new Set([
  'flag_named_parameter',
  'chat_template_flag_interactive_message',
  'chat_template_flag_flow',
  'chat_template_security_recommendation',
  'flag_allow_tracking',
]);

/** Ids that name an entry of a lookup list (spec 4, rule 1). */
const CATALOG_ID_FIELDS = new Set([
  'chat_template_type_id',
  'interactive_type_id',
  'chat_language_id',
  'chat_template_category_id',
  'chat_template_header_type_id',
  'chat_template_button_type_id',
  'chat_template_button_sub_type_id',
  'chat_template_button_sub_type_field_id',
  'chat_template_button_sub_type_field_option_id',
]);

/** Every node whose key is in `keys` and whose value is of `type`. */
function fieldsOf(request: JsonRecord, keys: ReadonlySet<string>, type: 'string' | 'number' | 'boolean'): Node[] {
  return nodesOf(request).filter((node) => typeof node.key === 'string' && keys.has(node.key) && typeof node.value === type);
}

/** Spec 8 interactive body limits by interactive type id of the example catalog (reply buttons: the authority's 1024). */
const INTERACTIVE_BODY_LIMITS: Readonly<Record<number, number>> = { 1: 1024, 2: 4096, 3: 4096, 4: 4096, 5: 1024 };

/** Spec 8 button field limits by field id of the example catalog. */
const FIELD_LIMITS: Readonly<Record<number, number>> = {
  1: 25, // website button text
  2: 2000, // website URL
  4: 25, // phone button text
  5: 20, // phone number
  7: 20, // offer code
  8: 25, // quick reply text
  9: 100, // quick reply description
  10: 25, // flow button text
  11: 25, // flow id
  15: 25, // catalog button text (and it must be `View catalog`)
  16: 25, // open form text
};

/** Spec 8 rule 1: the interactive limit wins; by interactive type id, then field id. */
const INTERACTIVE_FIELD_LIMITS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 8: 20 }, // reply button title
  2: { 8: 24 }, // list row title
  5: { 1: 20 }, // CTA URL display text
};

function isInteractive(request: JsonRecord): boolean {
  return request.chat_template_flag_interactive_message === true;
}

function interactiveTypeId(request: JsonRecord): number | undefined {
  const id = request.interactive_type_id;
  return isInteractive(request) && typeof id === 'number' ? id : undefined;
}

function categoryId(request: JsonRecord): unknown {
  return at(request, ['chat_template_data', 'chat_template_category_id']);
}

/** The mutation set: each yields a request that must have an error diagnostic at the target path. */
export const mutations: readonly Mutation[] = [
  {
    name: 'a string field holds a number',
    ruleId: 'field-type',
    targets: (request) => fieldsOf(request, STRING_FIELDS, 'string').map((node) => ({ path: node.path, value: 7 })),
  },
  {
    name: 'a number field holds a string',
    ruleId: 'field-type',
    targets: (request) =>
      fieldsOf(request, NUMBER_FIELDS, 'number').map((node) => ({ path: node.path, value: String(node.value as number) })),
  },
  {
    name: 'a boolean field holds a string',
    ruleId: 'field-type',
    targets: (request) => fieldsOf(request, BOOLEAN_FIELDS, 'boolean').map((node) => ({ path: node.path, value: String(node.value as boolean) })),
  },
  {
    name: 'a catalog id is unknown',
    ruleId: 'known-catalog-id',
    targets: (request) => fieldsOf(request, CATALOG_ID_FIELDS, 'number').map((node) => ({ path: node.path, value: 999 })),
  },
  {
    name: 'a variable sample is empty',
    ruleId: 'variable-sample-required',
    targets: (request) =>
      fieldsOf(request, new Set(['chat_template_dynamic_variable_sample_value']), 'string').map((node) => ({ path: node.path, value: '' })),
  },
  {
    name: 'a variable row names no variable of its text',
    ruleId: 'variable-row-unused',
    targets: (request) =>
      fieldsOf(request, new Set(['chat_template_dynamic_variable_key']), 'string').map((node) => ({ path: node.path, value: '{{999}}' })),
  },
  {
    name: 'a variable is written with spaces, capitals or hyphens',
    ruleId: 'variable-name-format',
    targets: (request) =>
      fieldsOf(request, VARIABLE_TEXT_FIELDS, 'string').flatMap((node) => {
        const text = node.value as string;
        const match = /\{\{([a-z0-9_]+)\}\}/.exec(text);
        if (!match) return [];
        const name = match[1] ?? '';
        // Misspellings of the name itself, and ones whose fixed form is of the other kind (`{{Ship-Date}}` in
        // a numbered text, `{{ 7 }}` in a named one).
        const written = [` ${name} `, name.toUpperCase(), name.replaceAll('_', '-'), `${name.charAt(0).toUpperCase()}${name.slice(1)}`, `Ship-${name}`, ' 7 '];
        return [...new Set(written)]
          .filter((variant) => variant !== name && !/^[a-z0-9_]+$/.test(variant))
          .map((variant) => ({ path: node.path, value: `${text.slice(0, match.index)}{{${variant}}}${text.slice(match.index + match[0].length)}` }));
      }),
  },
  {
    name: 'a required field is missing (reported at the parent path plus the key)',
    targets: (request) => {
      const data = ['chat_template_data'];
      const paths: JsonPath[] = [['provider_integration_chat_id'], data];
      // Without a display name; with one, the name may be derived from it (spec 2.2).
      if (at(request, [...data, 'chat_template_display_name']) === undefined) paths.push([...data, 'chat_template_name']);
      if (isInteractive(request)) paths.push(['interactive_type_id']);
      else paths.push([...data, 'chat_language_id'], [...data, 'chat_template_category_id']);
      if (at(request, ['chat_template_type_id']) !== 2) paths.push([...data, 'chat_template_body']);
      if (request.chat_template_flag_flow === true) paths.push(['chat_template_flag_flow']);
      for (const node of nodesOf(request)) {
        if (node.key === 'chat_template_dynamic_variable_sample_value') paths.push(node.path);
        if (node.key === 'chat_template_header_data_cloud_storage_id' && typeof node.value === 'number' && node.value > 0) paths.push(node.path);
      }
      return paths.filter((path) => at(request, path) !== undefined).map((path) => ({ path, value: undefined }));
    },
  },
  {
    name: 'the template name is one character past 512',
    targets: (request) => {
      const path = ['chat_template_data', 'chat_template_name'];
      const name = at(request, path);
      return typeof name === 'string' ? [{ path, value: onePast(name, 512) }] : [];
    },
  },
  {
    name: 'a header text is one character past 60',
    targets: (request) =>
      nodesOf(request)
        .filter((node) => node.key === 'chat_template_header' && typeof node.value === 'object' && node.value !== null)
        .filter((node) => at(node.value, ['chat_template_header_type_id']) === 1)
        .flatMap((node) => {
          const path = [...node.path, 'chat_template_header_data', 0, 'chat_template_header_data_value'];
          const text = at(request, path);
          return typeof text === 'string' ? [{ path, value: onePast(text, 60) }] : [];
        }),
  },
  {
    name: 'an interactive body is one character past its limit',
    targets: (request) => {
      const typeId = interactiveTypeId(request);
      const limit = typeId === undefined ? undefined : INTERACTIVE_BODY_LIMITS[typeId];
      const path = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
      const text = at(request, path);
      return limit !== undefined && typeof text === 'string' ? [{ path, value: onePast(text, limit) }] : [];
    },
  },
  {
    name: 'an authentication or CTA URL footer is one character past 60',
    targets: (request) => {
      const path = ['chat_template_data', 'chat_template_footer', 'chat_template_footer_value'];
      const text = at(request, path);
      const limited = categoryId(request) === 3 || interactiveTypeId(request) === 5;
      return limited && typeof text === 'string' ? [{ path, value: onePast(text, 60) }] : [];
    },
  },
  {
    name: 'a button field is one character past its limit',
    targets: (request) => {
      const typeId = interactiveTypeId(request);
      const overrides = typeId === undefined ? undefined : INTERACTIVE_FIELD_LIMITS[typeId];
      return nodesOf(request)
        .filter((node) => node.key === 'chat_template_button_sub_type_field_value' && typeof node.value === 'string')
        .flatMap((node) => {
          const fieldId = node.parent?.chat_template_button_sub_type_field_id;
          if (typeof fieldId !== 'number') return [];
          const limit = overrides?.[fieldId] ?? FIELD_LIMITS[fieldId];
          if (limit === undefined) return [];
          const text = node.value as string;
          if (fieldId === 2) {
            // Lengthen the host, so a dynamic URL still ends in its placeholder.
            const extra = 'a'.repeat(Math.max(1, limit + 1 - specLength(text)));
            return [{ path: node.path, value: text.replace('https://', `https://${extra}`) }];
          }
          return [{ path: node.path, value: onePast(text, limit, fieldId === 5 || fieldId === 11 ? '9' : 'a') }];
        });
    },
  },
  {
    name: 'the code expiration is outside 1 to 90',
    targets: (request) => {
      const path = ['chat_template_data', 'chat_template_code_expiration_minutes'];
      return typeof at(request, path) === 'number' ? [{ path, value: 0 }, { path, value: 91 }, { path, value: 4.5 }] : [];
    },
  },
  {
    name: 'the authentication body differs from the required sentence',
    targets: (request) => {
      const path = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
      const text = at(request, path);
      return categoryId(request) === 3 && typeof text === 'string' ? [{ path, value: text.replace('code.', 'code!') }] : [];
    },
  },
  {
    name: 'a copy-code button text is not `Copy Code` or `Copy code`',
    targets: (request) =>
      nodesOf(request)
        .filter((node) => node.key === 'chat_template_button_sub_type_field_value')
        .filter((node) => node.parent?.chat_template_button_sub_type_field_id === 14 || node.parent?.chat_template_button_sub_type_field_id === 6)
        .map((node) => ({ path: node.path, value: 'Copy CODE' })),
  },
  {
    name: 'a catalog button text is not `View catalog`',
    targets: (request) =>
      nodesOf(request)
        .filter((node) => node.key === 'chat_template_button_sub_type_field_value' && node.parent?.chat_template_button_sub_type_field_id === 15)
        .map((node) => ({ path: node.path, value: 'View Catalog' })),
  },
  {
    name: 'a carousel has 1 or 11 cards',
    match: 'within',
    targets: (request) => {
      const path = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card'];
      const cards = at(request, path);
      if (!Array.isArray(cards) || cards.length === 0) return [];
      const first = cards[0] as Json;
      return [
        { path, value: [first] },
        { path, value: Array.from({ length: 11 }, (_, index) => (cards[index % cards.length] ?? first) as Json) },
      ];
    },
  },
  {
    name: 'a header holds two data items',
    match: 'within',
    targets: (request) =>
      nodesOf(request)
        .filter((node) => node.key === 'chat_template_header_data' && Array.isArray(node.value) && node.value.length === 1)
        .filter((node) => typeof node.parent?.chat_template_header_type_id === 'number' && node.parent.chat_template_header_type_id !== 0)
        .map((node) => {
          const items = node.value as Json[];
          return { path: node.path, value: [...items, ...items] };
        }),
  },
  {
    name: 'a second flow button is added',
    match: 'within',
    targets: (request) =>
      nodesOf(request)
        .filter((node) => node.key === 'chat_template_button' && Array.isArray(node.value))
        .flatMap((node) => {
          const items = node.value as Json[];
          const flow = items.find((item) => at(item, ['chat_template_button_type_id']) === 3);
          return flow === undefined ? [] : [{ path: [...node.path, items.length], value: flow }];
        }),
  },
];

/** Keys whose value is an object or an array, each with a misspelling `unknown-field` offers to rename. */
const OBJECT_KEYS: readonly string[] = ['chat_template_header', 'chat_template_body', 'chat_template_footer', 'chat_template_button', 'chat_template_carousel'];

/**
 * A key misspelled (one letter dropped) holding a string where the key wants an object or array:
 * `"chat_template_footr": "text"`. Only a warning (unknown-field), unless the key was required; renaming it
 * back would make a field-type error, which no fix may add (issue 21 point 5). Not in `mutations`: it
 * need not make an error at its path.
 */
export const misspelledKeyMutation: Mutation = {
  name: 'a misspelled object key holds a string',
  targets: (request) =>
    nodesOf(request)
      .filter((node) => typeof node.key === 'string' && OBJECT_KEYS.includes(node.key) && node.parent !== undefined)
      .map((node) => {
        const key = node.key as string;
        const misspelled = `${key.slice(0, -2)}${key.slice(-1)}`;
        const renamed: Record<string, Json> = {};
        for (const [name, value] of Object.entries(node.parent ?? {})) renamed[name === key ? misspelled : name] = (name === key ? 'text' : value) as Json;
        return { path: node.path.slice(0, -1), value: renamed };
      }),
};
