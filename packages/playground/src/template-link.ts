// The link that holds a template: `#template=<the JSON text, percent-encoded>`, so other tools can link
// to the playground with a template in it.

/**
 * The longest link Chromium opens (`url::kMaxURLChars`, 2 MiB of characters): a longer one does not load,
 * so the page does not offer it.
 */
export const MAX_LINK_LENGTH = 2 * 1024 * 1024;

/** The fragment key of a link's template. */
export const TEMPLATE_KEY = 'template';

/**
 * The template text a location fragment holds (`#template=...`, other `&`-separated keys ignored), or
 * undefined when it holds none or its percent-encoding is broken (`linkIsBroken` tells which).
 */
export function templateFromHash(hash: string): string | undefined {
  const part = templatePart(hash);
  if (part === undefined) return undefined;
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** True when the fragment holds a template whose percent-encoding is broken (a link cut by a chat app). */
export function linkIsBroken(hash: string): boolean {
  return templatePart(hash) !== undefined && templateFromHash(hash) === undefined;
}

/** The encoded text of the fragment's first `template=` key, undefined without one. */
function templatePart(hash: string): string | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of fragment.split('&')) {
    if (part.startsWith(`${TEMPLATE_KEY}=`)) return part.slice(TEMPLATE_KEY.length + 1);
  }
  return undefined;
}

/** A link to the page at `href` (its own fragment dropped) that opens with `text` in the editor. */
export function linkWithTemplate(href: string, text: string): string {
  const hashAt = href.indexOf('#');
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  return `${base}#${TEMPLATE_KEY}=${encodeURIComponent(wellFormed(text))}`;
}

/** The text with each lone surrogate (which `encodeURIComponent` refuses) replaced by U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
