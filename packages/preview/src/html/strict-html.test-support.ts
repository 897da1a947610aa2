// A strict reader of the renderers' HTML for tests: it accepts only what a careful writer produces
// (double-quoted attributes, escaped `& < > " '`, balanced tags, `br` as the one void element, raw
// text only in `style`) and throws on anything else, so text that broke out of its place cannot pass.
// It reads characters as a browser's parser does: CRLF and CR as LF, NUL dropped from text and U+FFFD in
// an attribute value, so a comparison with the DOM renderer's tree sees what a browser would.

export interface ParsedElement {
  readonly tag: string;
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly ParsedNode[];
}
export type ParsedNode = ParsedElement | string;

const NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/u;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const VOID = new Set(['br']);

function decode(text: string, where: string, nul: string): string {
  return text.replaceAll('\0', nul).replace(/&([^;]*);|[&<>]/gu, (match, entity: string | undefined) => {
    if (entity === undefined) throw new Error(`unescaped ${match} in ${where}`);
    const value = ENTITIES[entity];
    if (value === undefined) throw new Error(`unknown entity &${entity}; in ${where}`);
    return value;
  });
}

/** Parses an HTML fragment into its one root element; throws on anything not strictly well-formed. */
export function parseStrictHtml(written: string): ParsedElement {
  const html = written.replace(/\r\n?/gu, '\n');
  const root: { tag: string; attributes: Map<string, string>; children: ParsedNode[] } = { tag: '#root', attributes: new Map(), children: [] };
  const stack = [root];
  let index = 0;
  while (index < html.length) {
    const top = stack[stack.length - 1];
    if (!top) throw new Error('stack underflow');
    if (html[index] !== '<') {
      const next = html.indexOf('<', index);
      const end = next === -1 ? html.length : next;
      const text = html.slice(index, end);
      const decoded = decode(text, `text of <${top.tag}>`, '');
      if (decoded !== '') top.children.push(decoded);
      index = end;
      continue;
    }
    if (html.startsWith('</', index)) {
      const close = html.indexOf('>', index);
      const tag = html.slice(index + 2, close);
      if (close === -1 || tag !== top.tag) throw new Error(`</${tag}> does not close <${top.tag}>`);
      stack.pop();
      index = close + 1;
      continue;
    }
    // A start tag: name, then ` name="value"` pairs, then `>`.
    let at = index + 1;
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9-]*/u.exec(html.slice(at, at + 40));
    if (!nameMatch) throw new Error(`stray < at ${index}`);
    const tag = nameMatch[0];
    at += tag.length;
    const attributes = new Map<string, string>();
    while (html[at] === ' ') {
      const equals = html.indexOf('="', at);
      const name = html.slice(at + 1, equals);
      if (equals === -1 || !NAME.test(name)) throw new Error(`bad attribute name ${JSON.stringify(name)} in <${tag}>`);
      const quote = html.indexOf('"', equals + 2);
      if (quote === -1) throw new Error(`unterminated attribute ${name}`);
      const raw = html.slice(equals + 2, quote);
      if (raw.includes("'")) throw new Error(`unescaped ' in attribute ${name}`);
      if (attributes.has(name)) throw new Error(`duplicate attribute ${name}`);
      attributes.set(name, decode(raw, `attribute ${name}`, '\uFFFD'));
      at = quote + 1;
    }
    if (html[at] !== '>') throw new Error(`<${tag}> not closed by > at ${at}`);
    at += 1;
    const element = { tag, attributes, children: [] as ParsedNode[] };
    top.children.push(element);
    if (tag === 'style') {
      const end = html.indexOf('</style>', at);
      if (end === -1) throw new Error('unterminated style');
      element.children.push(html.slice(at, end));
      index = end + '</style>'.length;
      continue;
    }
    if (!VOID.has(tag)) stack.push(element);
    index = at;
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]?.tag ?? '?'}>`);
  const [only, ...rest] = root.children;
  if (!only || typeof only === 'string' || rest.length > 0) throw new Error('expected exactly one root element');
  return only;
}

/** Every element of a tree, depth first. */
export function* elements(node: ParsedNode): Generator<ParsedElement> {
  if (typeof node === 'string') return;
  yield node;
  for (const child of node.children) yield* elements(child);
}

/** The text of a tree (style text left out). */
export function textOf(node: ParsedNode): string {
  if (typeof node === 'string') return node;
  if (node.tag === 'style') return '';
  return node.children.map(textOf).join('');
}

/** Elements whose class list holds `className`. */
export function byClass(node: ParsedNode, className: string): ParsedElement[] {
  return [...elements(node)].filter((element) => (element.attributes.get('class') ?? '').split(' ').includes(className));
}
