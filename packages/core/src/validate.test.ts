import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Catalog } from './catalog/catalog.js';
import { defaultCatalog } from './catalog/default-catalog.js';
import type { Diagnostic, ValidationResult } from './diagnostic.js';
import type { RuleDefinition } from './rule.js';
import { freezeDeep } from './internal/freeze-deep.js';
import { rules } from './rules/index.js';
import { propertyRuns, requestKinds, validRequest } from './testing/arbitraries.js';
import type { Json, JsonRecord } from './testing/builders.js';
import { carouselRequest, flowRequest, normalRequest, textRequest, validRequests } from './testing/fixtures.js';
import { errorsOf, withValue } from './testing/helpers.js';
import { applyMutation, mutations, nodesOf, type Mutation, type MutationTarget } from './testing/mutations.js';
import { validateTemplate } from './validate.js';
import type { ValidateOptions } from './validator/create-validator.js';

const numRuns = propertyRuns;
/** Per-test timeout: generous, because `TEMPLINT_DEEP=1` runs twenty times as many cases. */
const TIMEOUT = numRuns > 100 ? 120_000 : 15_000;

const rulesById = new Map<string, RuleDefinition>(rules.map((rule) => [rule.id, rule]));
const DIAGNOSTIC_KEYS = new Set(['ruleId', 'messageId', 'message', 'severity', 'path', 'data', 'range', 'target', 'fix', 'suggestions']);

// ---------------------------------------------------------------------------------------------------------
// Checks shared by every test: shape, purity, determinism.

type Step = { readonly value: unknown } | { readonly text: string };

/**
 * A canonical text of any value: own keys in order, prototypes, array holes. Iterative, so a value nested
 * 10,000 levels deep (which `structuredClone` and `JSON.stringify` cannot copy) can be compared too.
 */
function snapshot(root: unknown): string {
  const out: string[] = [];
  const stack: Step[] = [{ value: root }];
  while (stack.length > 0) {
    const step = stack.pop();
    if (step === undefined) break;
    if ('text' in step) {
      out.push(step.text);
      continue;
    }
    const { value } = step;
    if (Array.isArray(value)) {
      out.push(`[${String(value.length)}:`);
      stack.push({ text: ']' });
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push(Object.hasOwn(value, index) ? { value: value[index] as unknown } : { text: '<hole>' }, { text: ',' });
      }
    } else if (typeof value === 'object' && value !== null) {
      const prototype: unknown = Object.getPrototypeOf(value);
      out.push(prototype === Object.prototype ? '{' : prototype === null ? '{<null>' : '{<other>');
      stack.push({ text: '}' });
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record).reverse()) stack.push({ value: record[key] }, { text: `${JSON.stringify(key)}:` });
    } else if (typeof value === 'string') out.push(JSON.stringify(value));
    else if (typeof value === 'number') out.push(Object.is(value, -0) ? '-0' : String(value));
    else out.push(`<${typeof value}:${String(value)}>`);
  }
  return out.join('');
}

type Walk = { readonly found: true; readonly value: unknown } | { readonly found: false; readonly at: number; readonly container: boolean };

/** Follows a JSON path; says where it stops and whether the segment there fits its container's type. */
function walk(request: unknown, path: readonly unknown[]): Walk {
  let value = request;
  for (const [index, key] of path.entries()) {
    if (Array.isArray(value) && typeof key === 'number' && Number.isInteger(key) && key >= 0) {
      if (key >= value.length) return { found: false, at: index, container: true };
      value = value[key] as unknown;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof key === 'string') {
      if (!Object.hasOwn(value, key)) return { found: false, at: index, container: true };
      value = (value as Record<string, unknown>)[key];
    } else return { found: false, at: index, container: false };
  }
  return { found: true, value };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What is wrong with one diagnostic, as readable lines; empty when it matches the `Diagnostic` contract. */
function shapeProblems(request: unknown, diagnostic: Diagnostic, options: ValidateOptions | undefined): string[] {
  const problems: string[] = [];
  const where = `${diagnostic.ruleId}/${diagnostic.messageId} at ${JSON.stringify(diagnostic.path)}`;
  const extra = Object.keys(diagnostic).filter((key) => !DIAGNOSTIC_KEYS.has(key));
  if (extra.length > 0) problems.push(`${where}: unexpected keys ${extra.join(', ')}`);
  const rule = rulesById.get(diagnostic.ruleId);
  if (!rule) return [...problems, `${where}: ruleId is not in the registry`];
  if (!Object.hasOwn(rule.messages, diagnostic.messageId)) problems.push(`${where}: messageId is not one of the rule's messages`);
  const severity: unknown = diagnostic.severity;
  if (severity !== 'error' && severity !== 'warning') problems.push(`${where}: severity ${String(severity)}`);
  if (options?.rules === undefined && diagnostic.severity !== rule.severity) problems.push(`${where}: severity is not the rule's default`);
  if (typeof diagnostic.message !== 'string' || diagnostic.message.length === 0) problems.push(`${where}: empty message`);
  const data = diagnostic.data ?? {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' && typeof value !== 'number') problems.push(`${where}: data.${key} is ${typeof value}`);
    // A `{{key}}` left in the message is a slot that was not filled, unless a data value brought it in.
    const slot = new RegExp(`\\{\\{\\s*${escapeRegExp(key)}\\s*\\}\\}`);
    if (slot.test(diagnostic.message) && !Object.values(data).some((other) => slot.test(String(other)))) {
      problems.push(`${where}: message leaves {{${key}}} unfilled: ${diagnostic.message.slice(0, 200)}`);
    }
  }
  if (!Array.isArray(diagnostic.path)) return [...problems, `${where}: path is not an array`];
  const segments: unknown[] = diagnostic.path;
  if (!segments.every((key) => typeof key === 'string' || (typeof key === 'number' && Number.isInteger(key) && key >= 0))) {
    problems.push(`${where}: path holds something other than keys and indexes`);
  }
  const target = walk(request, segments);
  if (!target.found && !(target.container && target.at === segments.length - 1)) {
    problems.push(`${where}: path leaves the request at segment ${String(target.at)} (only a missing last key is allowed)`);
  }
  if (diagnostic.target === 'key' && !target.found) problems.push(`${where}: a key target needs the key present at path`);
  if (diagnostic.fix !== undefined && !rule.fixable) problems.push(`${where}: a fix from a rule not marked fixable`);
  if (diagnostic.suggestions !== undefined && !rule.hasSuggestions) problems.push(`${where}: suggestions from a rule not marked hasSuggestions`);
  if (diagnostic.range !== undefined) {
    const [start, end] = diagnostic.range;
    const text = target.found ? target.value : undefined;
    if (typeof text !== 'string') problems.push(`${where}: range given but the value at path is not a string`);
    else if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= text.length)) {
      problems.push(`${where}: range [${String(start)}, ${String(end)}) is outside a string of ${String(text.length)}`);
    }
  }
  return problems;
}

/**
 * Validates twice and checks the whole-engine contract: no throw, the input unchanged, the same result twice,
 * `valid` exactly when there is no error, every diagnostic well formed. Returns the result.
 */
function checkEngine(request: unknown, options?: ValidateOptions): ValidationResult {
  const before = snapshot(request);
  const first = validateTemplate(request, options);
  expect(snapshot(request) === before, 'validateTemplate changed its input').toBe(true);
  return checkAgain(request, first, options);
}

/**
 * checkEngine for a request frozen whole (what is already frozen, such as a shared 10,000-level value, is
 * skipped): core's modules are strict, so any change to the input would throw, and no snapshot is needed.
 * Snapshots of a 10,000-level value, twice per case, were most of the deep-nesting tests' time.
 */
function checkFrozen(request: unknown): ValidationResult {
  return checkAgain(request, validateTemplate(freezeDeep(request)), undefined);
}

/** The rest of the contract: the same result a second time, `valid` exactly when there is no error, well-formed diagnostics. */
function checkAgain(request: unknown, first: ValidationResult, options: ValidateOptions | undefined): ValidationResult {
  const second = validateTemplate(request, options);
  expect(second).toStrictEqual(first);
  expect(first.valid).toBe(!first.diagnostics.some((diagnostic) => diagnostic.severity === 'error'));
  const problems = first.diagnostics.flatMap((diagnostic) => shapeProblems(request, diagnostic, options));
  expect(problems.slice(0, 20)).toEqual([]);
  return first;
}

function pathsEqual(left: readonly unknown[], right: readonly unknown[]): boolean {
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

function startsWith(path: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= path.length && prefix.every((key, index) => key === path[index]);
}

// ---------------------------------------------------------------------------------------------------------
// Awkward inputs

function deepArray(depth: number, leaf: unknown = 'x'): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

function deepObject(depth: number, key: string): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { [key]: value };
  return value;
}

/** An own key, even `__proto__` (plain assignment would set the prototype instead). */
function defineOwn(object: object, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const SPEC_KEYS = [
  'provider_integration_chat_id',
  'chat_template_data',
  'chat_template_name',
  'chat_template_type_id',
  'chat_template_flag_interactive_message',
  'interactive_type_id',
  'flag_named_parameter',
  'chat_template_header',
  'chat_template_header_data',
  'chat_template_body',
  'chat_template_body_value',
  'chat_template_body_variable_data',
  'chat_template_button',
  'chat_template_button_data',
  'chat_template_carousel',
  'chat_template_carousel_card',
];

/** JSON text whose objects use `__proto__`, `constructor`, `prototype` and spec keys; parsed, they are own keys. */
const jsonTextWithDangerousKeys = fc.letrec<{ node: string; leaf: string; array: string; object: string }>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
  leaf: fc.oneof(
    fc.constant('null'),
    fc.boolean().map(String),
    fc.integer({ min: -5, max: 1000 }).map(String),
    fc.string().map((text) => JSON.stringify(text)),
    fc.constantFrom('"{{1}}"', '"{{a}}"', '"{{"', '"}}"', '"Copy code"', '1e400', '-0', '0.5'),
  ),
  array: fc.array(tie('node'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(fc.tuple(fc.constantFrom(...DANGEROUS_KEYS, ...SPEC_KEYS), tie('node')), { maxLength: 5 })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
}));
const withDangerousKeys = jsonTextWithDangerousKeys.node.map((text) => JSON.parse(text) as Json);

/** Values a field may hold by mistake or by malice. */
const awkwardValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.jsonValue() as fc.Arbitrary<Json>,
  withDangerousKeys,
  fc.constantFrom<Json | undefined>(
    undefined,
    null,
    -1,
    0,
    -0,
    1.5,
    1e21,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '{{',
    '}}',
    '{{}}',
    '{{ 1 }}',
    '{{1}}{{first_name}}',
    '{{1}',
    'Copy code',
    [],
    {},
    [[]],
  ),
  fc.string({ unit: fc.constantFrom('{', '}', 'a', '1', '_', ' '), maxLength: 60 }),
  fc.constant('x'.repeat(5000)),
);

// ---------------------------------------------------------------------------------------------------------

describe('validateTemplate', () => {
  describe('the fixtures', () => {
    test.each(Object.entries(validRequests))('the %s fixture has no error', (_, build) => {
      const request = build();
      expect(errorsOf(request)).toEqual([]);
      expect(checkEngine(request).valid).toBe(true);
    });

    test.each(Object.entries(validRequests))('the %s fixture gives the same result with the default catalog passed explicitly', (_, build) => {
      expect(validateTemplate(build(), { catalog: defaultCatalog })).toStrictEqual(validateTemplate(build()));
    });
  });

  describe('any input: no throw, input unchanged, deterministic, well-formed diagnostics', () => {
    test.prop([fc.jsonValue()], { numRuns })('any JSON value', (value) => {
      checkEngine(value);
    });

    test.prop([fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true })], { numRuns })(
      'any JavaScript value, even one JSON cannot hold',
      (value) => {
        checkEngine(value);
      },
    );

    test.prop([withDangerousKeys], { numRuns })('objects with own `__proto__`, `constructor` and `prototype` keys', (value) => {
      checkEngine(value);
      checkEngine({ provider_integration_chat_id: 'pi', chat_template_data: value });
    });

    test.prop([validRequest, fc.nat(), awkwardValue], { numRuns })(
      'a valid request with an awkward value at (or a key deleted from) any of its paths',
      (request, pick, value) => {
        const paths = nodesOf(request).map((node) => node.path).filter((path) => path.length > 0);
        const path = paths[pick % paths.length] ?? ['chat_template_data'];
        checkEngine(withValue(request, path, value));
      },
      TIMEOUT,
    );

    test('requests of every shape but an object', () => {
      for (const value of [null, undefined, 0, 'request', true, [], [normalRequest()], () => normalRequest()]) checkEngine(value);
    });

    test('a request whose fields sit under an own `__proto__` key, at the top and in `chat_template_data`', () => {
      const top = JSON.parse(`{"__proto__": ${JSON.stringify(normalRequest())}}`) as unknown;
      expect(Object.hasOwn(top as object, '__proto__')).toBe(true);
      const outside = checkEngine(top).diagnostics.filter((diagnostic) => !startsWith(diagnostic.path, ['__proto__']));
      expect(outside).toStrictEqual(validateTemplate({}).diagnostics);
      const data = JSON.parse(
        `{"provider_integration_chat_id": "pi", "chat_template_data": {"__proto__": ${JSON.stringify(normalRequest().chat_template_data)}}}`,
      ) as unknown;
      checkEngine(data);
      expect(({} as Record<string, unknown>).chat_template_data).toBeUndefined();
      expect(Object.keys(Object.prototype)).toEqual([]);
    });

    test('inherited properties are not read: a request inheriting every field is an empty request', () => {
      expect(checkEngine(Object.create(normalRequest()) as unknown)).toStrictEqual(validateTemplate({}));
      const data = Object.create(normalRequest().chat_template_data as object) as unknown;
      expect(checkEngine({ provider_integration_chat_id: 'pi', chat_template_data: data })).toStrictEqual(
        validateTemplate({ provider_integration_chat_id: 'pi', chat_template_data: {} }),
      );
    });

    test.prop([validRequest, fc.nat(), fc.constantFrom(...DANGEROUS_KEYS), fc.constantFrom(...Object.values(validRequests))], { numRuns })(
      'an own `__proto__`, `constructor` or `prototype` key anywhere changes nothing outside itself',
      (request, pick, key, poison) => {
        const objects = nodesOf(request).filter((node) => typeof node.value === 'object' && node.value !== null && !Array.isArray(node.value));
        const target = objects[pick % objects.length] ?? { path: [] };
        const poisoned = JSON.parse(JSON.stringify(request)) as JsonRecord;
        const container = walk(poisoned, target.path);
        if (!container.found || typeof container.value !== 'object' || container.value === null) throw new Error('no container');
        defineOwn(container.value, key, poison());
        const inside = [...target.path, key];
        const outside = checkEngine(poisoned).diagnostics.filter((diagnostic) => !startsWith(diagnostic.path, inside));
        expect(outside).toStrictEqual(validateTemplate(request).diagnostics);
        expect(({} as Record<string, unknown>)[key === '__proto__' ? 'chat_template_data' : 'provider_integration_chat_id']).toBeUndefined();
      },
    );

    describe('nesting 10,000 levels deep', () => {
      const DEPTH = 10_000;
      // Built and frozen once, shared by every case (checkFrozen).
      const deep = [freezeDeep(deepArray(DEPTH)), freezeDeep(deepObject(DEPTH, 'chat_template_data'))];

      test('at the top', () => {
        for (const value of deep) checkFrozen(value);
      });

      test('a frozen input is checked as strictly as a snapshot checks it: a change throws', () => {
        const request = freezeDeep(withValue(normalRequest(), ['chat_template_data', 'extra'], deep[1] as Json));
        expect(() => {
          (request.chat_template_data as Record<string, unknown>).chat_template_name = 'changed';
        }).toThrow(TypeError);
        expect(() => {
          let node = request.chat_template_data as Record<string, unknown>;
          for (let level = 0; level < DEPTH - 1; level += 1) node = node.chat_template_data as Record<string, unknown>;
          node.chat_template_data = 'changed';
        }).toThrow(TypeError);
      });

      test.each(['normal', 'carousel', 'list', 'flow', 'authentication'])('at every path of the %s fixture', (name) => {
        const build = validRequests[name];
        if (!build) throw new Error(`no fixture ${name}`);
        const paths = nodesOf(build()).map((node) => node.path).filter((path) => path.length > 0);
        for (const path of paths) {
          for (const value of deep) {
            const request = build();
            const parent = walk(request, path.slice(0, -1));
            if (!parent.found) throw new Error('fixture path');
            const key = path.at(-1) ?? 0;
            (parent.value as Record<string | number, unknown>)[key] = value;
            checkFrozen(request);
          }
        }
      }, TIMEOUT);
    });

    describe('a 1 MB string', () => {
      const MEGABYTE = 1 << 20;
      const BODY = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
      const texts = (size: number): Record<string, string> => ({
        plain: 'a'.repeat(size),
        emoji: '🎉'.repeat(size / 2),
        'open braces': '{'.repeat(size),
        'unclosed placeholders': '{{a'.repeat(Math.floor(size / 3)),
      });

      test.each(Object.entries(texts(MEGABYTE)))('%s, as the body of a normal template: no throw, input unchanged, well formed', (_, text) => {
        // Validated once: a megabyte of braces yields one diagnostic per brace pair, so repeating it is slow.
        const request = withValue(normalRequest(), BODY, text);
        const before = snapshot(request);
        const result = validateTemplate(request);
        expect(snapshot(request) === before).toBe(true);
        expect(result.valid).toBe(!result.diagnostics.some((diagnostic) => diagnostic.severity === 'error'));
        const sample = [...result.diagnostics.slice(0, 500), ...result.diagnostics.slice(-500)];
        expect(sample.flatMap((diagnostic) => shapeProblems(request, diagnostic, undefined)).slice(0, 20)).toEqual([]);
      }, TIMEOUT);

      test.each(Object.entries(texts(1 << 16)))('%s (64 KB), as the body of a normal template: deterministic too', (_, text) => {
        checkEngine(withValue(normalRequest(), BODY, text));
      }, TIMEOUT);

      test.each(['plain', 'emoji'])('%s, as the body of an interactive text template: reported at the body', (name) => {
        const text = texts(MEGABYTE)[name] ?? '';
        const result = checkEngine(withValue(textRequest(), BODY, text));
        expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error' && pathsEqual(diagnostic.path, BODY))).not.toEqual([]);
      }, TIMEOUT);

      test('plain, at every string field of the normal and carousel fixtures', () => {
        for (const build of [normalRequest, carouselRequest]) {
          for (const node of nodesOf(build()).filter((entry) => typeof entry.value === 'string')) {
            checkEngine(withValue(build(), node.path, 'a'.repeat(MEGABYTE)));
          }
        }
      }, TIMEOUT);
    });
  });

  describe('requests valid by construction', () => {
    test.each(requestKinds.map(({ kind, arbitrary }) => [kind, arbitrary] as const))('every generated %s request is valid', (_, arbitrary) => {
      fc.assert(
        fc.property(arbitrary, (request) => {
          expect(errorsOf(request)).toEqual([]);
          expect(checkEngine(request).valid).toBe(true);
        }),
        { numRuns },
      );
    }, TIMEOUT);

    test.prop([validRequest], { numRuns })(
      'stays valid with every context given: other template names and the Flows it opens',
      (request) => {
        const flowIds = nodesOf(request)
          .filter((node) => node.key === 'chat_template_button_sub_type_field_value' && node.parent?.chat_template_button_sub_type_field_id === 11)
          .map((node) => String(node.value));
        const options: ValidateOptions = { existingTemplateNames: ['Not A Machine Name'], flowIds: ['0', ...flowIds] };
        expect(errorsOf(request, options)).toEqual([]);
        checkEngine(request, options);
      },
      TIMEOUT,
    );
  });

  describe('one targeted mutation of a valid request yields an error at the mutated path', () => {
    function targeted(mutation: Mutation): fc.Arbitrary<{ request: JsonRecord; target: MutationTarget }> {
      return validRequest
        .map((request) => ({ request, targets: mutation.targets(request) }))
        .filter(({ targets }) => targets.length > 0)
        .chain(({ request, targets }) => fc.constantFrom(...targets).map((target) => ({ request, target })));
    }

    describe.each(mutations.map((mutation) => [mutation.name, mutation] as const))('%s', (_, mutation) => {
      test.prop([targeted(mutation)], { numRuns })(
        mutation.ruleId ? `is reported by ${mutation.ruleId} at that path` : 'is reported at that path',
        ({ request, target }) => {
          const mutated = applyMutation(request, target);
          const result = checkEngine(mutated);
          const match = mutation.match === 'within' ? startsWith : pathsEqual;
          const here = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error' && match(diagnostic.path, target.path));
          const context = `mutated ${JSON.stringify(target.path)} to ${target.value === undefined ? '(deleted)' : JSON.stringify(target.value).slice(0, 80)}; errors:\n${errorsOf(mutated).join('\n')}`;
          expect(here.length, context).toBeGreaterThan(0);
          if (mutation.ruleId !== undefined) expect(here.map((diagnostic) => diagnostic.ruleId), context).toContain(mutation.ruleId);
          expect(result.valid).toBe(false);
        },
        TIMEOUT,
      );
    });
  });

  describe('ValidateOptions.rules', () => {
    const SAMPLE = ['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0, 'chat_template_dynamic_variable_sample_value'];
    const RULE = 'variable-sample-required';
    const request = withValue(normalRequest(), SAMPLE, '');

    test('the example request has exactly one error, from variable-sample-required', () => {
      expect(validateTemplate(request).diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toMatchObject([
        { ruleId: RULE, path: SAMPLE },
      ]);
    });

    test("'off' removes the rule's diagnostics and nothing else; the request becomes valid", () => {
      const all = validateTemplate(request);
      const off = checkEngine(request, { rules: { [RULE]: 'off' } });
      expect(off.diagnostics).toStrictEqual(all.diagnostics.filter((diagnostic) => diagnostic.ruleId !== RULE));
      expect(all.valid).toBe(false);
      expect(off.valid).toBe(true);
    });

    test("'warning' keeps the diagnostic with warning severity; the request becomes valid", () => {
      const all = validateTemplate(request);
      const warned = checkEngine(request, { rules: { [RULE]: 'warning' } });
      expect(warned.diagnostics).toStrictEqual(
        all.diagnostics.map((diagnostic) => (diagnostic.ruleId === RULE ? { ...diagnostic, severity: 'warning' } : diagnostic)),
      );
      expect(warned.valid).toBe(true);
    });

    test("'error' on an error rule and inherited settings change nothing; a setting for an unknown rule is refused", () => {
      const all = validateTemplate(request);
      expect(validateTemplate(request, { rules: { [RULE]: 'error' } })).toStrictEqual(all);
      expect(() => validateTemplate(request, { rules: { 'no-such-rule': 'off' } })).toThrow('rules["no-such-rule"]: unknown rule');
      const inherited = Object.create({ [RULE]: 'off' }) as Record<string, 'off'>;
      expect(validateTemplate(request, { rules: inherited })).toStrictEqual(all);
    });

    test.prop([validRequest.chain((valid) => {
      const targets = mutations.flatMap((mutation) => mutation.targets(valid));
      return fc.constantFrom(...targets).map((target) => applyMutation(valid, target));
    }), fc.nat()], { numRuns })(
      "for any reported rule, 'off' drops exactly its diagnostics and 'warning' only lowers their severity",
      (mutated, pick) => {
        const all = validateTemplate(mutated);
        const reported = [...new Set(all.diagnostics.map((diagnostic) => diagnostic.ruleId))];
        fc.pre(reported.length > 0);
        const id = reported[pick % reported.length] ?? '';
        const off = validateTemplate(mutated, { rules: { [id]: 'off' } });
        expect(off.diagnostics).toStrictEqual(all.diagnostics.filter((diagnostic) => diagnostic.ruleId !== id));
        const warned = validateTemplate(mutated, { rules: { [id]: 'warning' } });
        expect(warned.diagnostics).toStrictEqual(
          all.diagnostics.map((diagnostic) => (diagnostic.ruleId === id ? { ...diagnostic, severity: 'warning' } : diagnostic)),
        );
        const othersError = all.diagnostics.some((diagnostic) => diagnostic.ruleId !== id && diagnostic.severity === 'error');
        expect(off.valid).toBe(!othersError);
        expect(warned.valid).toBe(!othersError);
      },
      TIMEOUT,
    );
  });

  describe('rules that need context from the caller', () => {
    const needing = (requirement: RuleDefinition['requires']): Set<string> =>
      new Set(rules.filter((rule) => rule.requires === requirement).map((rule) => rule.id));
    const NAME = ['chat_template_data', 'chat_template_name'];
    const FLOW_ID = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];

    test('the registry has a rule that needs existingTemplateNames and one that needs flowIds', () => {
      expect(needing('existingTemplateNames').size).toBeGreaterThan(0);
      expect(needing('flowIds').size).toBeGreaterThan(0);
    });

    test.prop([fc.oneof(validRequest, fc.jsonValue())], { numRuns })('without that context, such rules never report', (request) => {
      const result = validateTemplate(request, {});
      expect(result.diagnostics.filter((diagnostic) => rulesById.get(diagnostic.ruleId)?.requires !== undefined)).toEqual([]);
    });

    test('a taken name is reported only when existingTemplateNames are given, from any iterable', () => {
      const ids = needing('existingTemplateNames');
      const request = normalRequest();
      const from = (options?: ValidateOptions): Diagnostic[] =>
        validateTemplate(request, options).diagnostics.filter((diagnostic) => ids.has(diagnostic.ruleId));
      expect(from()).toEqual([]);
      expect(from({ existingTemplateNames: ['order_confirmation'] })).toEqual([]);
      expect(from({ existingTemplateNames: ['order_update'] })).toMatchObject([{ path: NAME, severity: 'error' }]);
      expect(from({ existingTemplateNames: new Set(['order_update']) })).toMatchObject([{ path: NAME }]);
      function* names(): Generator<string> {
        yield 'order_update';
      }
      expect(from({ existingTemplateNames: names() })).toMatchObject([{ path: NAME }]);
    });

    test('an unknown Flow id is reported only when flowIds are given', () => {
      const ids = needing('flowIds');
      const request = flowRequest();
      const from = (options?: ValidateOptions): Diagnostic[] =>
        validateTemplate(request, options).diagnostics.filter((diagnostic) => ids.has(diagnostic.ruleId));
      expect(from()).toEqual([]);
      expect(from({ flowIds: ['1234567890'] })).toEqual([]);
      expect(from({ flowIds: ['42'] })).toMatchObject([{ path: FLOW_ID, severity: 'error' }]);
    });
  });

  describe('the catalog option', () => {
    test('ids are checked against the catalog passed, not the bundled one', () => {
      const catalog: Catalog = { ...defaultCatalog, languages: defaultCatalog.languages.filter((language) => language.id !== 2) };
      const request = normalRequest();
      expect(validateTemplate(request).valid).toBe(true);
      const result = checkEngine(request, { catalog });
      expect(result.diagnostics).toMatchObject([{ ruleId: 'known-catalog-id', path: ['chat_template_data', 'chat_language_id'] }]);
    });
  });

});

describe('name lists a JavaScript caller may get wrong', () => {
  test.each(['existingTemplateNames', 'flowIds', 'deletedTemplateNames'] as const)('%s as one string is refused, not read a letter at a time', (option) => {
    const wrong = { [option]: 'order_update' } as unknown as ValidateOptions;
    expect(() => validateTemplate(normalRequest, wrong)).toThrow(TypeError);
    // deletedTemplateNames also takes lists by provider-integration, and says so.
    expect(() => validateTemplate(normalRequest, wrong)).toThrow(new RegExp(`^${option} must be a list of names(, or an object of lists by provider-integration id)?, not string$`, 'u'));
    expect(() => validateTemplate(normalRequest, { [option]: 5 })).toThrow(new RegExp(`^${option} must be a list of names(, or an object of lists by provider-integration id)?, not number$`, 'u'));
    expect(() => validateTemplate(normalRequest, { [option]: new Set(['order_update']) })).not.toThrow();
  });
});
