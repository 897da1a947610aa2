// The plugin locates each diagnostic, and places each fix and suggestion, in ESLint's AST of the file: a
// member is found in an object of thousands by one index of that object, built once for the document, not
// by a scan for every diagnostic (one object of 40,000 misspelt keys took 35 s); a range in a long string
// goes on from the last one in it, not from the quote (16,000 variables without rows in one body: 10 s).
// The work is counted, not timed: the reads of the objects' members, through a rule of the test's that runs
// before the plugin's; the characters read, by `charCodeAt`, which the walk through a string reads them with.
import json from '@eslint/json';
import { Linter } from 'eslint';
import { describe, expect, test } from 'vitest';
import plugin from './index.js';

interface Node {
  readonly type: string;
  members?: { readonly value: Node }[];
  readonly elements?: { readonly value: Node }[];
  readonly body?: Node;
}

/** Lints one request whose data holds `count` misspelt keys; returns the member reads and the reports. */
function lintWork(count: number): { reads: number; reports: number } {
  const data: Record<string, unknown> = { chat_template_name: 'order_update', chat_language_id: 2, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: 'Hello there' } };
  for (let index = 0; index < count; index += 1) data[`chat_template_footr${String(index)}`] = index;
  const text = JSON.stringify({ provider_integration_chat_id: 'pi_0001', chat_template_data: data }, null, 2);
  let reads = 0;
  const counting = (node: Node | undefined): void => {
    if (node?.type === 'Object' && node.members) {
      for (const member of node.members) counting(member.value);
      node.members = new Proxy(node.members, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/u.test(key)) reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    }
    for (const element of node?.elements ?? []) counting(element.value);
  };
  const counter = { rules: { count: { create: () => ({ Document: (document: Node) => { counting(document.body); } }) } } };
  const messages = new Linter({ configType: 'flat' }).verify(text, [
    { files: ['**/*.json'], plugins: { json, counter, templint: plugin }, language: 'json/json', rules: { 'counter/count': 'error', 'templint/unknown-field': 'error' } },
  ], 'a.json');
  return { reads, reports: messages.filter((message) => message.ruleId === 'templint/unknown-field').length };
}

/**
 * The work and reports of `lintWork` at 500 and at 2,000 (4x) of what it is given: each size reports one
 * problem per item, and the work at 4x stays under 6x (work that grows with the square gives 16x).
 */
function expectLinearAt4x(lintWork: (count: number) => { reads: number; reports: number }): void {
  const small = lintWork(500);
  const large = lintWork(2000);
  expect([small.reports, large.reports]).toEqual([500, 2000]);
  expect(large.reads).toBeLessThan(6 * small.reads);
}

describe('the plugin in ESLint on one wide object', () => {
  test('reads the members in proportion to them at 4x the members', () => {
    // A scan for every diagnostic read n²/2 members: 16x at 4x the members.
    expectLinearAt4x(lintWork);
  }, 60_000);
});

/**
 * Lints `text` with one templint rule on, counting the characters read (`charCodeAt` calls, which the
 * placing of problems and fixes in a string goes through) and the rule's reports that `counts` keeps.
 */
function charactersRead(text: string, ruleId: string, counts: (message: { readonly fix?: unknown }) => boolean): { reads: number; reports: number } {
  const linter = new Linter({ configType: 'flat' });
  const prototype = String.prototype as { charCodeAt: (this: string, index: number) => number };
  const original = prototype.charCodeAt;
  let reads = 0;
  prototype.charCodeAt = function (this: string, index: number): number {
    reads += 1;
    return original.call(this, index);
  };
  try {
    const messages = linter.verify(text, [{ files: ['**/*.json'], plugins: { json, templint: plugin }, language: 'json/json', rules: { [`templint/${ruleId}`]: 'error' } }], 'a.json');
    return { reads, reports: messages.filter((message) => message.ruleId === `templint/${ruleId}` && counts(message)).length };
  } finally {
    prototype.charCodeAt = original;
  }
}

describe('the plugin in ESLint on one long string', () => {
  /** Lints one request whose body holds `count` variables without rows; returns the characters read and the reports. */
  function lintWork(count: number): { reads: number; reports: number } {
    const body = Array.from({ length: count }, (_, index) => `w {{${String(index + 1)}}}`).join(' ');
    const request = { provider_integration_chat_id: 'pi_0001', chat_template_data: { chat_template_name: 'order_update', chat_language_id: 2, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: body, chat_template_body_variable_data: [] } } };
    return charactersRead(JSON.stringify(request, null, 2), 'variable-row-missing', () => true);
  }

  test('reads the text in proportion to it at 4x the variables', () => {
    // A walk from the quote for every variable read n²/2 characters: 16x at 4x the variables.
    expectLinearAt4x(lintWork);
  }, 60_000);
});

describe('the plugin in ESLint on one long string with a fix', () => {
  /** Lints one request whose body holds `count` malformed variables (`{{ 1 }}`), which one fix renames; returns the characters read and the reports. */
  function lintWork(count: number): { reads: number; reports: number } {
    const body = Array.from({ length: count }, (_, index) => `caf\u00e9 {{ ${String(index + 1)} }}`).join(' ');
    const rows = Array.from({ length: count }, (_, index) => ({ chat_template_dynamic_variable_key: String(index + 1), chat_template_dynamic_variable_sample_value: 'x' }));
    const request = { provider_integration_chat_id: 'pi_0001', chat_template_data: { chat_template_name: 'order_update', chat_language_id: 2, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: body, chat_template_body_variable_data: rows } } };
    // The body written with its escapes, as an author may: a fix keeps them, reading the string it rewrites.
    const text = JSON.stringify(request, null, 2).replaceAll('é', String.raw`\u00e9`);
    return charactersRead(text, 'variable-name-format', (message) => message.fix !== undefined);
  }

  test('places the fix its diagnostics share once: reads the text in proportion to it at 4x the variables', () => {
    // Placing the shared fix again for every diagnostic read the whole body each time: 16x at 4x the variables.
    expectLinearAt4x(lintWork);
  }, 60_000);
});
