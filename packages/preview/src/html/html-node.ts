// A small element tree, built once per render and written out either as an HTML string or as DOM nodes,
// so both renderers show the same structure. Tag and attribute names are always ours; only attribute
// values and text come from the request, and each writer escapes or assigns them as data.

/** An element: `svg` marks elements of the SVG namespace; `rawText` is our own stylesheet text. */
export interface HtmlElement {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly HtmlNode[];
  readonly svg?: boolean;
  readonly rawText?: string;
}

/** An element or a text. */
export type HtmlNode = HtmlElement | string;

/** Attribute values; an undefined value leaves the attribute out. */
export type Attributes = Readonly<Record<string, string | undefined>>;

/**
 * Builds an element, dropping undefined attributes and empty text children, and joining adjacent texts into
 * one, as an HTML parser reads them: so the DOM renderer makes the text nodes a parsed string has.
 */
export function h(tag: string, attributes: Attributes, ...children: readonly (HtmlNode | undefined | readonly HtmlNode[])[]): HtmlElement {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) kept[name] = value;
  const list: HtmlNode[] = [];
  const add = (node: HtmlNode): void => {
    const last = list.length - 1;
    const before = list[last];
    if (typeof node === 'string' && typeof before === 'string') list[last] = before + node;
    else if (node !== '') list.push(node);
  };
  for (const child of children) {
    if (child === undefined) continue;
    // A loop, not `push(...child)`: a text of 150,000 lines has as many children, past the argument limit.
    if (Array.isArray(child)) for (const item of child as readonly HtmlNode[]) add(item);
    else add(child as HtmlNode);
  }
  return { tag, attributes: kept, children: list };
}
