// A table-driven rule tester, as typescript-eslint's RuleTester: each case is a literal request, and the
// tester (not each test) checks what every rule owes: message ids that exist, every `{{slot}}` of a
// message filled, no throw, an input left unchanged, fixes that give the stated output, and suggestions
// that give theirs. It refuses tables that prove less than they seem to: an invalid case without errors,
// and the same request with the same options twice.
import type { Diagnostic, JsonPath, MessageData } from '../diagnostic.js';
import { applyEdits } from '../fix/apply-edits.js';
import { messageSlots } from '../format-message.js';
import type { RuleDefinition } from '../rule.js';
import { createValidatorOf, type ValidateOptions } from '../validator/create-validator.js';

/** A request the rule must not report on. */
export interface ValidCase {
  /** The test's name; the request's JSON (cut short) when omitted. */
  readonly name?: string;
  readonly request: unknown;
  /** Options for this case (catalog, sets, the rule's own entry under `rules`). */
  readonly options?: ValidateOptions;
}

/** One diagnostic a case expects, in the order the rule reports them. */
export interface ExpectedError {
  readonly messageId: string;
  /** The whole message, as ESLint's RuleTester compares it. */
  readonly message?: string;
  readonly path?: JsonPath;
  /** Compared key by key: the keys given must match, others may be there too. */
  readonly data?: MessageData;
  readonly range?: readonly [number, number];
  readonly severity?: 'error' | 'warning';
  /**
   * The diagnostic's suggestions, in order. Required when it carries any (`[]` states it has none), as
   * typescript-eslint's RuleTester requires them.
   */
  readonly suggestions?: readonly ExpectedSuggestion[];
}

/** One suggestion a diagnostic offers: its message (and message id, when given), and the request once its edits are applied. */
export interface ExpectedSuggestion {
  readonly message: string;
  readonly messageId?: string;
  readonly output: unknown;
}

/** A request the rule must report on, exactly as `errors` says. */
export interface InvalidCase extends ValidCase {
  /** At least one: a case that expects no diagnostic is a valid case. */
  readonly errors: readonly ExpectedError[];
  /**
   * The request after the rule's fixes (the rule alone, every round). Required when a reported diagnostic
   * carries a fix; stating it when none does fails the case.
   */
  readonly output?: unknown;
}

/** The test framework's `describe` and `test`, so the tester runs in any of them (vitest, node:test, ...). */
export interface RuleTesterHooks {
  describe(name: string, body: () => void): void;
  test(name: string, body: () => void): void;
}

/** Runs tables of literal cases against one rule at a time. */
export class RuleTester {
  constructor(
    private readonly hooks: RuleTesterHooks,
    private readonly defaults: ValidateOptions = {},
  ) {}

  run(rule: RuleDefinition, cases: { readonly valid: readonly ValidCase[]; readonly invalid: readonly InvalidCase[] }): void {
    const repeats = duplicates([...cases.valid, ...cases.invalid]);
    const refuseRepeat = (item: ValidCase): void => {
      const first = repeats.get(item);
      if (first !== undefined) throw new Error(`${rule.id}: duplicate case: the same request and options as "${nameOf(first)}"`);
    };
    this.hooks.describe(rule.id, () => {
      this.hooks.describe('valid', () => {
        for (const item of cases.valid) {
          this.hooks.test(nameOf(item), () => {
            refuseRepeat(item);
            this.check(rule, item, []);
          });
        }
      });
      this.hooks.describe('invalid', () => {
        for (const item of cases.invalid) {
          this.hooks.test(nameOf(item), () => {
            refuseRepeat(item);
            if (item.errors.length === 0) throw new Error(`${rule.id}: an invalid case states at least one error (one without is a valid case)`);
            this.check(rule, item, item.errors, item);
          });
        }
      });
    });
  }

  private check(rule: RuleDefinition, item: ValidCase, expected: readonly ExpectedError[], invalid?: InvalidCase): void {
    // The rule alone: its diagnostics and its fixes, not those of the others.
    // A rule that is off by default is turned on, unless the case's options say otherwise.
    const options = { ...this.defaults, ...item.options };
    const on = rule.offByDefault === true && !Object.hasOwn(options.rules ?? {}, rule.id) ? { ...options, rules: { ...options.rules, [rule.id]: rule.severity } } : options;
    const validator = createValidatorOf([rule], on);
    const before = JSON.stringify(item.request);
    let diagnostics;
    try {
      diagnostics = validator.validate(item.request).diagnostics;
    } catch (error) {
      throw new Error(`${rule.id} threw on the request: ${String(error)}`, { cause: error });
    }
    if (JSON.stringify(item.request) !== before) throw new Error(`${rule.id} changed its input`);
    const own = diagnostics.filter((diagnostic) => diagnostic.ruleId === rule.id);
    for (const diagnostic of own) {
      const template = (rule.messages)[diagnostic.messageId];
      if (template === undefined) throw new Error(`${rule.id} reported message id "${diagnostic.messageId}", which it does not declare`);
      for (const slot of messageSlots(template)) {
        if (!diagnostic.data || !Object.hasOwn(diagnostic.data, slot)) {
          throw new Error(`${rule.id}/${diagnostic.messageId} left {{${slot}}} unfilled: "${diagnostic.message}"`);
        }
      }
    }
    if (own.length !== expected.length) {
      throw new Error(
        `${rule.id}: expected ${String(expected.length)} diagnostic(s), got ${String(own.length)}:\n${own.map((d) => `  ${d.messageId} ${JSON.stringify(d.path)}: ${d.message}`).join('\n')}`,
      );
    }
    expected.forEach((want, index) => {
      const got = own[index];
      if (!got) return;
      const where = `${rule.id} diagnostic ${String(index)} (${got.messageId} at ${JSON.stringify(got.path)})`;
      if (got.messageId !== want.messageId) throw new Error(`${where}: expected message id "${want.messageId}"`);
      if (want.message !== undefined && got.message !== want.message) throw new Error(`${where}: expected message ${JSON.stringify(want.message)}, got ${JSON.stringify(got.message)}`);
      if (want.path && !sameJson(got.path, want.path)) throw new Error(`${where}: expected path ${JSON.stringify(want.path)}`);
      if (want.range && !sameJson(got.range, want.range)) throw new Error(`${where}: expected range ${JSON.stringify(want.range)}, got ${JSON.stringify(got.range)}`);
      if (want.severity && got.severity !== want.severity) throw new Error(`${where}: expected severity ${want.severity}, got ${got.severity}`);
      if (want.data) {
        for (const [key, value] of Object.entries(want.data)) {
          if (got.data?.[key] !== value) throw new Error(`${where}: expected data.${key} = ${JSON.stringify(value)}, got ${JSON.stringify(got.data?.[key])}`);
        }
      }
      checkSuggestions(rule, item.request, got, want, where);
    });
    if (!invalid) return;
    const fixable = own.some((diagnostic) => diagnostic.fix !== undefined);
    const hasOutput = Object.hasOwn(invalid, 'output');
    if (fixable && !hasOutput) throw new Error(`${rule.id} fixed the request: state the fixed request as the case's output`);
    if (!fixable && hasOutput) throw new Error(`${rule.id} offered no fix, yet the case states an output`);
    if (hasOutput) {
      const fixed = validator.fix(item.request).request;
      if (JSON.stringify(item.request) !== before) throw new Error(`${rule.id}'s fix changed its input`);
      if (!sameJson(fixed, invalid.output)) throw new Error(`${rule.id}: the fixed request is\n${JSON.stringify(fixed)}\nnot the stated output`);
    }
  }
}

/** Compares a diagnostic's suggestions with the stated ones; a rule that suggests must say it does. */
function checkSuggestions(rule: RuleDefinition, request: unknown, got: Diagnostic, want: ExpectedError, where: string): void {
  const offered = got.suggestions ?? [];
  if (offered.length > 0 && rule.hasSuggestions !== true) throw new Error(`${where}: the rule suggests, so it must declare hasSuggestions: true`);
  if (want.suggestions === undefined) {
    if (offered.length > 0) throw new Error(`${where}: it offers ${String(offered.length)} suggestion(s): state them as the error's suggestions`);
    return;
  }
  if (offered.length !== want.suggestions.length) {
    throw new Error(`${where}: expected ${String(want.suggestions.length)} suggestion(s), got ${String(offered.length)}: ${JSON.stringify(offered.map((s) => s.message))}`);
  }
  want.suggestions.forEach((expected, index) => {
    const suggestion = offered[index];
    if (!suggestion) return;
    if (suggestion.message !== expected.message) throw new Error(`${where}: suggestion ${String(index)} is ${JSON.stringify(suggestion.message)}, not ${JSON.stringify(expected.message)}`);
    if (expected.messageId !== undefined && suggestion.messageId !== expected.messageId) {
      throw new Error(`${where}: suggestion ${String(index)} has message id ${JSON.stringify(suggestion.messageId)}, not ${JSON.stringify(expected.messageId)}`);
    }
    const output = applyEdits(request, suggestion.fix.edits);
    if (!sameJson(output, expected.output)) throw new Error(`${where}: suggestion ${String(index)} gives\n${JSON.stringify(output)}\nnot the stated output`);
  });
}

/** Each case that repeats an earlier one's request and options, mapped to the earlier one. */
function duplicates(items: readonly ValidCase[]): Map<ValidCase, ValidCase> {
  const seen = new Map<string, ValidCase>();
  const repeats = new Map<ValidCase, ValidCase>();
  for (const item of items) {
    const key = canonical({ request: item.request, options: item.options });
    const first = seen.get(key);
    if (first === undefined) seen.set(key, item);
    else repeats.set(item, first);
  }
  return repeats;
}

/** A text equal for equal values: object keys sorted, sets and other iterables as their items, `undefined` kept. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' || typeof value === 'bigint') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `<function ${value.name}>`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && Symbol.iterator in value) return `<${[...(value as Iterable<unknown>)].map(canonical).join(',')}>`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
}

function nameOf(item: ValidCase): string {
  if (item.name) return item.name;
  const text = JSON.stringify(item.request);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Deep equality of JSON values (object key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}
