import type { ArrayNode, DocumentNode, MemberNode, ObjectNode, ValueNode } from '@humanwhocodes/momoa';
import type { JsonEdit } from '@templint/core';
import { singleLookup, type AstLookup } from '../locate/ast-lookup.js';
import { skipDecoded, sourceOffsetInString } from '../locate/string-offset.js';

/** A replacement of the `[start, end)` offsets of a text (ESLint's fix shape). */
export interface TextEdit {
  readonly range: readonly [number, number];
  readonly text: string;
}

/**
 * Turns a JSON-path edit into a replacement of the source text that keeps the file's formatting
 * (indentation, key order, line breaks) everywhere but at the edited node. Undefined when the path does
 * not lead through the document. `lookup`: one `createAstLookup()` for all of a document's edits.
 */
export function textEditFor(document: DocumentNode, source: string, edit: JsonEdit, lookup: AstLookup = singleLookup): TextEdit | undefined {
  const parentPath = edit.path.slice(0, -1);
  const last = edit.path.at(-1);
  const parent = nodeAt(document.body, parentPath, lookup);
  if (!parent || last === undefined) return edit.op === 'set' && edit.path.length === 0 ? replace(document.body, source, edit.value) : undefined;
  if (parent.type === 'Object' && typeof last === 'string') return objectEdit(parent, source, last, edit, lookup);
  if (parent.type === 'Array' && typeof last === 'number') return arrayEdit(parent, source, last, edit);
  return undefined;
}

function objectEdit(object: ObjectNode, source: string, key: string, edit: JsonEdit, lookup: AstLookup): TextEdit | undefined {
  const index = lookup.member(object, key);
  const member = index === -1 ? undefined : object.members[index];
  switch (edit.op) {
    case 'set':
    case 'insert':
      if (member) return replace(member.value, source, edit.value);
      return appendItem(object, object.members, source, `${JSON.stringify(key)}${colonOf(object, source)}`, edit.value);
    case 'remove':
      return member ? removeItem(object.members, index) : undefined;
    case 'rename':
      if (!member) return undefined;
      return member.name.type === 'String'
        ? replaceInString(source, rangeOf(member.name), member.name.value, edit.key)
        : { range: rangeOf(member.name), text: JSON.stringify(edit.key) };
  }
}

function arrayEdit(array: ArrayNode, source: string, index: number, edit: JsonEdit): TextEdit | undefined {
  const element = array.elements[index];
  switch (edit.op) {
    case 'set':
      return element ? replace(element.value, source, edit.value) : index === array.elements.length ? appendItem(array, array.elements, source, '', edit.value) : undefined;
    case 'insert': {
      if (index === array.elements.length) return appendItem(array, array.elements, source, '', edit.value);
      if (!element) return undefined;
      const start = rangeOf(element)[0];
      const multiline = spansLines(source, rangeOf(array));
      return { range: [start, start], text: `${serialize(edit.value, source, indentationAt(source, start), multiline)},${separator(array.elements, source, array)}` };
    }
    case 'remove':
      return element ? removeItem(array.elements, index) : undefined;
    case 'rename':
      return undefined;
  }
}

/** Replaces a value, serialized in the indentation of the line it starts on (on one line if it was). */
function replace(node: ValueNode, source: string, value: unknown): TextEdit {
  const range = rangeOf(node);
  if (node.type === 'String' && typeof value === 'string') return replaceInString(source, range, node.value, value);
  return { range, text: serialize(value, source, indentationAt(source, range[0]), spansLines(source, range)) };
}

/**
 * A string's new value, written anew only where its characters change: the text before and after them
 * keeps the author's escapes (`\u00e9`, `\/`, `\ud83d\ude00`), which `JSON.stringify` of the whole value
 * wrote out (`é`, `/`, the emoji itself) in a fix that only renamed `{{ 1 }}` to `{{1}}`.
 */
function replaceInString(source: string, range: readonly [number, number], before: string, after: string): TextEdit {
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  while (suffix < shortest - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix += 1;
  // Never part of a surrogate pair: its two halves go out together, as written or as the new value has them.
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix -= 1;
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix -= 1;
  // Where the changed units are in the source (an escape is one unit); the whole value anew if the source
  // does not hold `before` unit for unit.
  const start = sourceOffsetInString(source, range[0], prefix);
  const end = skipDecoded(source, start, before.length - suffix - prefix);
  if (skipDecoded(source, end, suffix) !== range[1] - 1) return { range, text: JSON.stringify(after) };
  // The edit still covers the whole string, as it did, so fixes of one value overlap in ESLint as in the CLI.
  const middle = JSON.stringify(after.slice(prefix, after.length - suffix)).slice(1, -1);
  return { range: [range[0], range[1]], text: source.slice(range[0], start) + middle + source.slice(end, range[1]) };
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** Adds an item after the last one (or into an empty container), copying the container's layout. */
function appendItem(
  container: ObjectNode | ArrayNode,
  items: readonly (MemberNode | { readonly range?: [number, number] | undefined; readonly loc: MemberNode['loc'] })[],
  source: string,
  prefix: string,
  value: unknown,
): TextEdit {
  const [open, close] = rangeOf(container);
  const lastItem = items.at(-1);
  if (!lastItem) {
    const inner = source.slice(open + 1, close - 1);
    if (!/[\r\n]/.test(inner)) return { range: [open + 1, close - 1], text: `${prefix}${serialize(value, source, '', false)}` };
    // An empty container written over lines: place the item on its own line, one level in.
    const indent = `${indentationAt(source, open)}${indentUnit(source)}`;
    const eol = lineBreak(source);
    return { range: [open + 1, close - 1], text: `${eol}${indent}${prefix}${serialize(value, source, indent, true)}${eol}${indentationAt(source, open)}` };
  }
  const [itemStart, end] = rangeOf(lastItem);
  const multiline = spansLines(source, [open, close]);
  return { range: [end, end], text: `,${separator(items, source, container)}${prefix}${serialize(value, source, indentationAt(source, itemStart), multiline)}` };
}

/**
 * The colon as the object writes it between a key and its value (`: `, `:` in a minified file, ` : `), read
 * from its last member; `: ` for an empty object or a value on the next line. An added key was always `": "`.
 */
function colonOf(object: ObjectNode, source: string): string {
  const member = object.members.at(-1);
  if (!member) return ': ';
  const between = source.slice(rangeOf(member.name)[1], rangeOf(member.value)[0]);
  return /^[ \t]*:[ \t]*$/.test(between) ? between : ': ';
}

/** Removes an item with the comma that ties it to its neighbour. */
function removeItem(items: readonly { readonly range?: [number, number] | undefined; readonly loc: MemberNode['loc'] }[], index: number): TextEdit {
  const item = items[index];
  const [start, end] = item ? rangeOf(item) : [0, 0];
  const next = items[index + 1];
  if (next) return { range: [start, rangeOf(next)[0]], text: '' };
  const previous = items[index - 1];
  if (previous) return { range: [rangeOf(previous)[1], end], text: '' };
  return { range: [start, end], text: '' };
}

/** The whitespace that separates items in this container (after the comma), from its own layout. */
function separator(
  items: readonly { readonly range?: [number, number] | undefined; readonly loc: MemberNode['loc'] }[],
  source: string,
  container: ObjectNode | ArrayNode,
): string {
  const first = items[0];
  const second = items[1];
  if (first && second) return source.slice(rangeOf(first)[1], rangeOf(second)[0]).replace(/^\s*,/, '');
  if (first) {
    const before = source.slice(rangeOf(container)[0] + 1, rangeOf(first)[0]);
    return before.length > 0 ? before : ' ';
  }
  return ' ';
}

/**
 * JSON text of a value. Objects and arrays going where the file lays things out over lines get the
 * file's indentation, continuing `lineIndent`; elsewhere they stay on one line.
 */
function serialize(value: unknown, source: string, lineIndent: string, multiline: boolean): string {
  if (value === null || typeof value !== 'object' || !multiline) return JSON.stringify(value);
  const unit = indentUnit(source);
  if (unit === '') return JSON.stringify(value);
  return JSON.stringify(value, null, unit).replace(/\n/g, `${lineBreak(source)}${lineIndent}`);
}

/** The file's line break as its first one is written (CRLF, a lone CR, or LF): new lines match the file's. */
function lineBreak(source: string): string {
  return /\r\n?|\n/.exec(source)?.[0] ?? '\n';
}

function spansLines(source: string, range: readonly [number, number]): boolean {
  return /[\r\n]/.test(source.slice(range[0], range[1]));
}

/**
 * The leading whitespace of the line that holds `offset`, read back to the line's start only: a search for
 * the last CR of a file that has none read the whole text before the offset, once per edit (a fix of
 * thousands of requests in an LF file was quadratic).
 */
function indentationAt(source: string, offset: number): string {
  let lineStart = offset;
  while (lineStart > 0 && source[lineStart - 1] !== '\n' && source[lineStart - 1] !== '\r') lineStart -= 1;
  const match = /^[ \t]*/.exec(source.slice(lineStart, offset));
  return match ? match[0] : '';
}

/** The file's indentation step (its first indented line's whitespace), or '' for a one-line file. */
function indentUnit(source: string): string {
  const match = /[\r\n]([ \t]+)\S/.exec(source);
  return match?.[1] ?? '';
}

function nodeAt(root: ValueNode, path: readonly (string | number)[], lookup: AstLookup): ValueNode | undefined {
  let node: ValueNode = root;
  for (const key of path) {
    if (node.type === 'Object' && typeof key === 'string') {
      const index = lookup.member(node, key);
      const member = node.members[index];
      if (!member) return undefined;
      node = member.value;
    } else if (node.type === 'Array' && typeof key === 'number') {
      const element = node.elements[key];
      if (!element) return undefined;
      node = element.value;
    } else return undefined;
  }
  return node;
}

function rangeOf(node: { readonly range?: [number, number] | undefined; readonly loc: MemberNode['loc'] }): [number, number] {
  return node.range ?? [node.loc.start.offset, node.loc.end.offset];
}
