// Whatever the formatting of a payload's JSON text, every located message points at the text of the
// node its path names: the value, the parent object of a missing key, or a span inside a string.
import { fc, test } from '@fast-check/vitest';
import { applyMutation, mutations, propertyRuns, validRequest, type JsonRecord } from '@templint/core/testing';
import { describe, expect } from 'vitest';
import { lintText } from './lint-text.js';
import { reorder } from './reorder-keys.test-support.js';

/** A request broken by one targeted mutation (or left valid when none applies). */
const brokenRequest = validRequest.chain((request) => {
  const targets = mutations.flatMap((mutation) => mutation.targets(request));
  if (targets.length === 0) return fc.constant(request);
  return fc.constantFrom(...targets).map((target) => applyMutation(request, target));
});

const indentation = fc.constantFrom<string | number>(0, 1, 2, 4, '\t');

function textOfSpan(text: string, span: { line: number; column: number; endLine?: number; endColumn?: number }): string {
  const lines = text.split('\n');
  const endLine = span.endLine ?? span.line;
  const endColumn = span.endColumn ?? span.column;
  if (span.line === endLine) return (lines[span.line - 1] ?? '').slice(span.column - 1, endColumn - 1);
  const first = (lines[span.line - 1] ?? '').slice(span.column - 1);
  const middle = lines.slice(span.line, endLine - 1);
  const last = (lines[endLine - 1] ?? '').slice(0, endColumn - 1);
  return [first, ...middle, last].join('\n');
}

function valueAt(root: unknown, path: readonly (string | number)[]): { found: boolean; value: unknown; parent: unknown } {
  let parent: unknown;
  let node: unknown = root;
  for (const key of path) {
    parent = node;
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return { found: false, value: undefined, parent };
    node = (node as Record<string | number, unknown>)[key];
  }
  return { found: true, value: node, parent };
}

describe('lintText positions', () => {
  test('the generated payloads do break rules, so the property below has messages to check', () => {
    const samples = fc.sample(brokenRequest, { numRuns: 60, seed: 42 });
    const withMessages = samples.filter((request) => lintText(JSON.stringify(request), { filePath: 'p.json' }).messages.length > 0);
    expect(withMessages.length).toBeGreaterThan(50);
  });

  test.prop([brokenRequest, indentation, fc.integer()], { numRuns: propertyRuns })(
    'every message points at the text of the node its path names, for any indentation and key order',
    (request: JsonRecord, indent, seed) => {
      const text = JSON.stringify(reorder(request, seed), null, indent);
      const { messages } = lintText(text, { filePath: 'payload.json' });
      const value: unknown = JSON.parse(text);
      for (const message of messages) {
        const span = textOfSpan(text, message);
        const at = valueAt(value, message.path ?? []);
        if (!at.found) {
          // A missing key: the span is its parent object.
          expect(JSON.parse(span)).toEqual(at.parent);
        } else if (typeof at.value === 'string' && !span.startsWith('"')) {
          // A range inside a string: the span decodes to a piece of that string.
          expect(at.value).toContain(JSON.parse(`"${span}"`));
        } else {
          expect(JSON.parse(span)).toEqual(at.value);
        }
      }
    },
  );
});
