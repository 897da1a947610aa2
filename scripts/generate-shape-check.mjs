// Generates packages/core/src/model/shape-check.generated.ts from core's field tables (spec/request-shape.ts):
// one function per object of the tables, each field checked by its own straight-line code. The engine
// then sees one shape per read instead of one shared, table-driven walk over every kind of object, and
// the code stays free of `new Function` (a browser with a strict Content-Security-Policy runs it).
// `node scripts/generate-shape-check.mjs` writes it (`pnpm shape:update`); `--check` fails when the
// checked-in file is stale (tests/generated-shape-check.test.ts runs the same comparison).
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { REQUEST_SHAPE, ROOT_EXTRA_KEYS, TEMPLATE_DATA_SHAPE } from '../packages/core/dist/spec/request-shape.js';

export const GENERATED_FILE = new URL('../packages/core/src/model/shape-check.generated.ts', import.meta.url);

/** @typedef {import('../packages/core/dist/spec/request-shape.js').FieldShape} FieldShape */
/** @typedef {import('../packages/core/dist/spec/request-shape.js').ObjectShape} ObjectShape */
/** @typedef {import('../packages/core/dist/spec/request-shape.js').JsonType} JsonType */

/** The test of one JSON type on `value`, as TypeScript. @type {Record<JsonType, (value: string) => string>} */
const TESTS = {
  string: (value) => `typeof ${value} === 'string'`,
  number: (value) => `isNumber(${value})`,
  boolean: (value) => `typeof ${value} === 'boolean'`,
  null: (value) => `${value} === null`,
  object: (value) => `isObject(${value})`,
  array: (value) => `Array.isArray(${value})`,
};

/**
 * @param {readonly JsonType[]} types
 * @param {string} value
 */
function accepts(types, value) {
  return types.map((type) => TESTS[type](value)).join(' || ');
}

/** Generated code, gathered while walking the tables. */
class Generator {
  /** @type {string[]} */
  functions = [];
  /** @type {Map<string, string>} constant name by its source (type lists and key lists) */
  constants = new Map();
  /** @type {Map<ObjectShape, string>} the checking function of each object shape generated so far */
  functionNames = new Map();

  /**
   * A module-level constant for a literal array, shared by every use of the same list.
   * @param {string} prefix
   * @param {readonly string[]} values
   */
  constant(prefix, values) {
    const source = `[${values.map((value) => `'${value}'`).join(', ')}]`;
    const existing = this.constants.get(source);
    if (existing) return existing;
    const name = `${prefix}${String(this.constants.size)}`;
    this.constants.set(source, name);
    return name;
  }

  /**
   * The function for an object shape nested in a field, generated once however many fields share it.
   * @param {string} key the first field that holds it (names the function)
   * @param {ObjectShape} shape
   */
  objectFunctionFor(key, shape) {
    return this.functionNames.get(shape) ?? this.objectFunction(uniqueName(key, new Set(this.functionNames.values())), shape);
  }

  /**
   * The function that checks an object of this shape; returns its name.
   * @param {string} name
   * @param {ObjectShape} shape
   * @param {readonly string[]} extraKeys keys accepted beside the shape's own
   * @param {readonly string[]} walkedApart object fields checked by another function (chat_template_data)
   */
  objectFunction(name, shape, extraKeys = [], walkedApart = []) {
    this.functionNames.set(shape, name);
    const keys = Object.keys(shape);
    const required = keys.filter((key) => shape[key]?.required === true);
    const known = this.constant('KEYS_', [...keys, ...walkedApart]);
    // Fields checked by the same code share one case body (`case 'a': case 'b': { ... }`): smaller code.
    /** @type {Map<string, string[]>} the keys by their case body */
    const bodies = new Map();
    for (const key of keys) {
      const field = shape[key];
      if (!field) continue;
      const body = [...(field.required ? ['seen += 1;'] : []), ...this.fieldCode(key, field)].map((line) => `        ${line}`).join('\n');
      bodies.set(body, [...(bodies.get(body) ?? []), key]);
    }
    /** @type {string[]} */
    const cases = [...bodies].map(([body, group]) => `${group.map((key) => `      case '${key}':`).join('\n').replace(/:$/, ': {')}\n${body}\n        break;\n      }`);
    for (const key of walkedApart) cases.push(`      case '${key}':\n        break;`);
    const unknown = extraKeys.length === 0 ? '' : `if (${extraKeys.map((key) => `key !== '${key}'`).join(' && ')}) `;
    cases.push(`      default:\n        ${unknown}problems.push(unknownKey(path, key, ${known}));`);
    const missing =
      required.length === 0
        ? ''
        : `\n  if (seen === ${String(required.length)}) return;\n${required.map((key) => `  if (!Object.hasOwn(object, '${key}')) problems.push(requiredKey(path, '${key}'));`).join('\n')}`;
    this.functions.push(
      `function ${name}(object: JsonObject, path: (string | number)[], problems: ShapeProblem[]): void {
  // A plain object (what JSON.parse makes) has no inherited enumerable keys: skip the own-key test then.
  const plain = Object.getPrototypeOf(object) === Object.prototype;${required.length === 0 ? '' : '\n  let seen = 0;'}
  for (const key in object) {
    if (!plain && !Object.hasOwn(object, key)) continue;
    switch (key) {
${cases.join('\n')}
    }
  }${missing}
}`,
    );
    return name;
  }

  /**
   * The statements that check field `key` of `object` (in scope: `object`, `path`, `problems`).
   * @param {string} key
   * @param {FieldShape} field
   * @returns {string[]}
   */
  fieldCode(key, field) {
    const types = this.constant('TYPES_', field.types);
    // Every name here is the for-in's `key`, so fields checked alike share their code; and the engine
    // reads `object[key]` with the for-in's own key by the key's slot, without a lookup.
    return [
      'const value = object[key];',
      `if (!(${accepts(field.types, 'value')})) problems.push(wrongType(path, key, value, ${types}));`,
      ...this.nestedCode(key, field, 'value', 'path.push(key);', 'path.pop();'),
    ];
  }

  /**
   * What is checked inside a value of the right type: an object's fields, an array's length and items.
   * @param {string} key the field's name
   * @param {FieldShape} field
   * @param {string} value the expression holding the value
   * @param {string} enter how the path steps into the value
   * @param {string} leave how it steps back
   * @returns {string[]}
   */
  nestedCode(key, field, value, enter, leave) {
    const lines = [];
    if (field.fields) {
      const check = this.objectFunctionFor(key, field.fields);
      lines.push(`else if (isObject(${value})) {`, `  ${enter}`, `  ${check}(${value}, path, problems);`, `  ${leave}`, '}');
    }
    if (field.minItems !== undefined || field.items) {
      const body = [];
      if (field.minItems !== undefined) {
        body.push(`if (${value}.length < ${String(field.minItems)}) problems.push(tooFewItems(path, key, ${String(field.minItems)}));`);
      }
      if (field.items) {
        const item = field.items;
        // The tables' items are objects or plain values; anything deeper would need item-level messages.
        if (item.items || item.minItems !== undefined) throw new Error(`${key}: arrays of arrays are not supported`);
        const itemTypes = this.constant('TYPES_', item.types);
        const itemNested = item.fields ? this.nestedCode(key, item, 'item', 'path.push(index);', 'path.pop();') : [];
        body.push(
          enter,
          `for (let index = 0; index < ${value}.length; index += 1) {`,
          `  const item: unknown = ${value}[index];`,
          `  if (!(${accepts(item.types, 'item')})) problems.push(wrongItemType(path, key, index, item, ${itemTypes}));`,
          ...itemNested.map((line) => `  ${line}`),
          '}',
          leave,
        );
      }
      lines.push(`else if (Array.isArray(${value})) {`, ...body.map((line) => `  ${line}`), '}');
    }
    return lines;
  }
}

/** Names of the item shapes, by the first field whose items they are (a derived name would say less). */
const ITEM_NAMES = new Map([
  ['chat_template_header_data', 'checkHeaderDataItem'],
  ['chat_template_header_variable_data', 'checkVariableRow'],
  ['chat_template_button', 'checkButtonItem'],
  ['chat_template_button_data', 'checkButtonDataEntry'],
  ['chat_template_button_sub_type_field_data', 'checkButtonField'],
  ['chat_template_carousel_card', 'checkCarouselCard'],
]);

/**
 * A function name from a field's name: `chat_template_header` checks with `checkHeader`.
 * @param {string} key
 * @param {ReadonlySet<string>} taken
 */
function uniqueName(key, taken) {
  const base = ITEM_NAMES.get(key) ?? `check${key
    .replace(/^chat_template_/, '')
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
  let name = base;
  for (let suffix = 2; taken.has(name); suffix += 1) name = `${base}${String(suffix)}`;
  return name;
}

/** The generated module's text. */
export function generateShapeCheck() {
  const generator = new Generator();
  generator.objectFunction('checkRequestObject', REQUEST_SHAPE, ROOT_EXTRA_KEYS, ['chat_template_data']);
  generator.objectFunction('checkTemplateDataObject', TEMPLATE_DATA_SHAPE);
  const constants = [...generator.constants].map(([source, name]) =>
    name.startsWith('TYPES_') ? `const ${name}: readonly JsonType[] = ${source};` : `const ${name}: readonly string[] = ${source};`,
  );
  return `// Generated by scripts/generate-shape-check.mjs from spec/request-shape.ts (\`pnpm shape:update\`): do not edit.
// One function per object of the spec tables; see shape-check.ts for what the problems mean.
import type { JsonObject } from '../internal/json.js';
import type { JsonType } from '../spec/request-shape.js';
import { isNumber, isObject, requiredKey, tooFewItems, unknownKey, wrongItemType, wrongType, type ShapeProblem } from './shape-problem.js';

${constants.join('\n')}

/** The request's top level; \`chat_template_data\` is walked apart (checkTemplateData). */
export function checkRequest(object: JsonObject, problems: ShapeProblem[]): void {
  checkRequestObject(object, [], problems);
}

/** \`chat_template_data\`. */
export function checkTemplateData(object: JsonObject, problems: ShapeProblem[]): void {
  checkTemplateDataObject(object, ['chat_template_data'], problems);
}

${generator.functions.join('\n\n')}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = generateShapeCheck();
  if (process.argv.includes('--check')) {
    if (readFileSync(GENERATED_FILE, 'utf8') !== text) {
      console.error('packages/core/src/model/shape-check.generated.ts is stale: run `npx -y pnpm@10.34.9 shape:update`.');
      process.exit(1);
    }
  } else {
    writeFileSync(GENERATED_FILE, text);
    console.log('wrote packages/core/src/model/shape-check.generated.ts');
  }
}
