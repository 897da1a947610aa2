// A document that records what the DOM renderer asks of it, for comparing with the HTML renderer's
// output in Node (the repository's browser suite is where a real `document` is used).
import type { PreviewDocument, PreviewDomElement, PreviewDomNode } from './render-element.js';
import type { ParsedNode } from './strict-html.test-support.js';

export class RecordedElement implements PreviewDomElement {
  readonly nodeType: number = 1;
  readonly attributes: Map<string, string> = new Map<string, string>();
  readonly children: (RecordedElement | RecordedText)[] = [];
  constructor(
    readonly tag: string,
    readonly namespace: string | undefined,
  ) {}
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  appendChild(child: PreviewDomNode): unknown {
    if (!(child instanceof RecordedElement) && !(child instanceof RecordedText)) throw new Error('foreign node');
    this.children.push(child);
    return child;
  }
}

export class RecordedText implements PreviewDomNode {
  readonly nodeType: number = 3;
  constructor(readonly data: string) {}
}

export const recordingDocument: PreviewDocument<RecordedElement> = {
  createElement: (tag) => new RecordedElement(tag, undefined),
  createElementNS: (namespace, tag) => new RecordedElement(tag, namespace),
  createTextNode: (data) => new RecordedText(data),
};

/** A recorded element as the strict HTML reader would give it (adjacent texts joined). */
export function asParsed(element: RecordedElement): ParsedNode {
  const children: ParsedNode[] = [];
  for (const child of element.children) {
    const node = child instanceof RecordedText ? child.data : asParsed(child);
    const last = children.at(-1);
    if (typeof node === 'string' && typeof last === 'string') children[children.length - 1] = last + node;
    else children.push(node);
  }
  return { tag: element.tag, attributes: element.attributes, children };
}
