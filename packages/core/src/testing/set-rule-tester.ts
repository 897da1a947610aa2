// The rule tester for rules that compare templates (`requires: 'templateSet'`): each case is a literal set
// of requests, and the tester checks what RuleTester checks (declared message ids, filled slots, no throw,
// unchanged input, suggestions that give their output), plus at which request each diagnostic lands and
// which template it names as the other one.
import type { JsonPath, MessageData } from '../diagnostic.js';
import { applyEdits } from '../fix/apply-edits.js';
import { messageSlots } from '../format-message.js';
import type { RuleDefinition } from '../rule.js';
import type { ValidateTemplatesOptions } from '../validate.js';
import { createValidatorOf } from '../validator/create-validator.js';
import { sameJson, type ExpectedSuggestion, type RuleTesterHooks } from './rule-tester.js';

/** A set the rule must not report on. */
export interface ValidSetCase {
  readonly name: string;
  readonly requests: readonly unknown[];
  readonly options?: ValidateTemplatesOptions;
}

/** One diagnostic a set case expects, in request order, then in the order the rule reports. */
export interface ExpectedSetError {
  /** The request it lands on. */
  readonly index: number;
  readonly messageId: string;
  readonly message?: string;
  readonly path?: JsonPath;
  readonly data?: MessageData;
  /** The other template: its index among the requests (absent for the account's), and its label. */
  readonly related?: { readonly index?: number; readonly label?: string };
  /** Required when the diagnostic carries suggestions; each output is the reported request once applied. */
  readonly suggestions?: readonly ExpectedSuggestion[];
}

/** A set the rule must report on, exactly as `errors` says. */
export interface InvalidSetCase extends ValidSetCase {
  readonly errors: readonly ExpectedSetError[];
}

/** Runs tables of literal sets against one set rule at a time. */
export class SetRuleTester {
  constructor(private readonly hooks: RuleTesterHooks) {}

  run(rule: RuleDefinition, cases: { readonly valid: readonly ValidSetCase[]; readonly invalid: readonly InvalidSetCase[] }): void {
    if (rule.checkSet === undefined) throw new Error(`${rule.id} is not a set rule: test it with RuleTester`);
    this.hooks.describe(rule.id, () => {
      this.hooks.describe('valid', () => {
        for (const item of cases.valid) this.hooks.test(item.name, () => { check(rule, item, []); });
      });
      this.hooks.describe('invalid', () => {
        for (const item of cases.invalid) {
          this.hooks.test(item.name, () => {
            if (item.errors.length === 0) throw new Error(`${rule.id}: an invalid case states at least one error (one without is a valid case)`);
            check(rule, item, item.errors);
          });
        }
      });
    });
  }
}

function check(rule: RuleDefinition, item: ValidSetCase, expected: readonly ExpectedSetError[]): void {
  const validator = createValidatorOf([rule], item.options);
  const before = JSON.stringify(item.requests);
  let results;
  try {
    results = validator.validateSet(item.requests, item.options?.locations).results;
  } catch (error) {
    throw new Error(`${rule.id} threw on the set: ${String(error)}`, { cause: error });
  }
  if (JSON.stringify(item.requests) !== before) throw new Error(`${rule.id} changed its input`);
  const got = results.flatMap((result, index) => result.diagnostics.filter((d) => d.ruleId === rule.id).map((diagnostic) => ({ index, diagnostic })));
  for (const { diagnostic } of got) {
    const template = rule.messages[diagnostic.messageId];
    if (template === undefined) throw new Error(`${rule.id} reported message id "${diagnostic.messageId}", which it does not declare`);
    for (const slot of messageSlots(template)) {
      if (!diagnostic.data || !Object.hasOwn(diagnostic.data, slot)) throw new Error(`${rule.id}/${diagnostic.messageId} left {{${slot}}} unfilled`);
    }
    if ((diagnostic.suggestions ?? []).length > 0 && rule.hasSuggestions !== true) throw new Error(`${rule.id} suggests, so it must declare hasSuggestions: true`);
  }
  if (got.length !== expected.length) {
    throw new Error(`${rule.id}: expected ${String(expected.length)} diagnostic(s), got ${String(got.length)}:\n${got.map((g) => `  [${String(g.index)}] ${g.diagnostic.messageId}: ${g.diagnostic.message}`).join('\n')}`);
  }
  expected.forEach((want, position) => {
    const found = got[position];
    if (!found) return;
    const { index, diagnostic } = found;
    const where = `${rule.id} diagnostic ${String(position)} (${diagnostic.messageId} at request ${String(index)})`;
    if (index !== want.index) throw new Error(`${where}: expected it at request ${String(want.index)}`);
    if (diagnostic.messageId !== want.messageId) throw new Error(`${where}: expected message id "${want.messageId}"`);
    if (want.message !== undefined && diagnostic.message !== want.message) throw new Error(`${where}: expected message ${JSON.stringify(want.message)}, got ${JSON.stringify(diagnostic.message)}`);
    if (want.path && !sameJson(diagnostic.path, want.path)) throw new Error(`${where}: expected path ${JSON.stringify(want.path)}`);
    for (const [key, value] of Object.entries(want.data ?? {})) {
      if (diagnostic.data?.[key] !== value) throw new Error(`${where}: expected data.${key} = ${JSON.stringify(value)}, got ${JSON.stringify(diagnostic.data?.[key])}`);
    }
    if (want.related) {
      const related = diagnostic.related;
      if (related?.index !== want.related.index) throw new Error(`${where}: expected the other template at index ${String(want.related.index)}, got ${String(related?.index)}`);
      if (want.related.label !== undefined && related?.label !== want.related.label) throw new Error(`${where}: expected the other template labelled ${JSON.stringify(want.related.label)}, got ${JSON.stringify(related?.label)}`);
    }
    const offered = diagnostic.suggestions ?? [];
    const stated = want.suggestions ?? [];
    if (offered.length !== stated.length) throw new Error(`${where}: expected ${String(stated.length)} suggestion(s), got ${JSON.stringify(offered.map((s) => s.message))}`);
    stated.forEach((suggestion, at) => {
      const given = offered[at];
      if (!given) return;
      if (given.message !== suggestion.message) throw new Error(`${where}: suggestion ${String(at)} is ${JSON.stringify(given.message)}, not ${JSON.stringify(suggestion.message)}`);
      const output = applyEdits(item.requests[index], given.fix.edits);
      if (!sameJson(output, suggestion.output)) throw new Error(`${where}: suggestion ${String(at)} gives\n${JSON.stringify(output)}\nnot the stated output`);
    });
  });
}
