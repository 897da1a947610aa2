import type { AnyNode, DocumentNode, MemberNode, ValueNode } from '@humanwhocodes/momoa';
import type { JsonPath } from '@templint/core';
import { singleLookup, type AstLookup } from './ast-lookup.js';

/** A span in the source text: 1-based lines and columns, the end exclusive (ESLint's convention). */
export interface SourceSpan {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** What a diagnostic points at: the value at its path, or the key of the member there. */
export type LocateTarget = 'value' | 'key';

/**
 * Finds where a JSON path lands in a parsed document: the value node for a value, the key for a key,
 * and the parent object when the last key is missing. A `range` inside a string value narrows the span
 * to exactly those characters of the source, escapes included. Duplicate keys resolve to the last one,
 * as `JSON.parse` does. `lookup` finds members and offsets in strings (`createAstLookup()`, shared by
 * a document's many diagnostics, indexes wide objects once and walks a long string once).
 */
export function locate(
  document: DocumentNode,
  source: string,
  path: JsonPath,
  range?: readonly [number, number],
  target: LocateTarget = 'value',
  lookup: AstLookup = singleLookup,
): SourceSpan {
  let node: ValueNode = document.body;
  let member: MemberNode | undefined;
  for (const key of path) {
    const next = child(node, key, lookup);
    if (!next) return spanOf(node);
    node = next.value;
    member = next.member;
  }
  if (target === 'key' && member) return spanOf(member.name);
  if (range && node.type === 'String' && node.range) {
    const start = lookup.rangeStart(source, node.range[0], range[0]);
    const end = lookup.rangeEnd(source, node.range[0], range[1]);
    // A JSON string never spans lines, so only the column moves.
    const base = node.loc.start.column - node.range[0];
    return { line: node.loc.start.line, column: base + start, endLine: node.loc.start.line, endColumn: base + end };
  }
  return spanOf(node);
}

function child(node: ValueNode, key: string | number, lookup: AstLookup): { value: ValueNode; member?: MemberNode } | undefined {
  if (node.type === 'Object' && typeof key === 'string') {
    const member = node.members[lookup.member(node, key)];
    return member ? { value: member.value, member } : undefined;
  }
  if (node.type === 'Array' && typeof key === 'number') {
    const element = node.elements[key];
    return element ? { value: element.value } : undefined;
  }
  return undefined;
}

function spanOf(node: AnyNode): SourceSpan {
  return { line: node.loc.start.line, column: node.loc.start.column, endLine: node.loc.end.line, endColumn: node.loc.end.column };
}
