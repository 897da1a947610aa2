// A URL's host, two ways: where it is written (for an editor's underline) and what a browser opens (for
// what a rule judges): `bit%2Ely`, fullwidth letters or a soft hyphen are written one way and open another.

/** Longest authority (user info, host, port) looked at: a host name is at most 253 characters. */
const MAX_AUTHORITY = 320;

const SLASH = 47;
const QUESTION = 63;
const HASH = 35;
const BACKSLASH = 92;
const AT = 64;
const COLON = 58;

/** True when `url` has `prefix` (lower-case ASCII) at `at`, in any case. */
function hasPrefixAt(url: string, at: number, prefix: string): boolean {
  if (url.length - at < prefix.length) return false;
  for (let index = 0; index < prefix.length; index += 1) {
    // Only ASCII capitals fold to the letters of these prefixes.
    let code = url.charCodeAt(at + index);
    if (code >= 65 && code <= 90) code += 32;
    if (code !== prefix.charCodeAt(index)) return false;
  }
  return true;
}

/**
 * Where the host of a URL is written: after `http:` or `https:` and the slashes after it, or `//` (any case;
 * without a scheme the URL is read as starting with its host), before the path, query or fragment, without user info or port.
 * Undefined when there is none, or when it is too long to be one. Never throws, and reads no further
 * than `MAX_AUTHORITY` characters past the scheme. The report underlines it.
 */
export function hostRange(url: string): readonly [number, number] | undefined {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 32) start += 1;
  // After a web scheme, any slashes and backslashes, as a browser reads them (`https:/bit.ly`, `https:bit.ly`).
  if (hasPrefixAt(url, start, 'https:')) start += 6;
  else if (hasPrefixAt(url, start, 'http:')) start += 5;
  else if (hasPrefixAt(url, start, '//')) start += 2;
  while (url.charCodeAt(start) === SLASH || url.charCodeAt(start) === BACKSLASH) start += 1;
  let end = start;
  const stop = Math.min(url.length, start + MAX_AUTHORITY);
  // One pass: user info ends at the last `@` of the authority; the port starts at the first `:` after it.
  let at = -1;
  let colon = -1;
  while (end < stop) {
    const code = url.charCodeAt(end);
    if (code === SLASH || code === QUESTION || code === HASH || code === BACKSLASH || code <= 32) break;
    if (code === AT) {
      at = end;
      colon = -1;
    } else if (code === COLON && colon === -1) colon = end;
    end += 1;
  }
  if (end === stop && stop < url.length) return undefined;
  if (at !== -1) start = at + 1;
  if (colon !== -1) end = colon;
  return end > start ? [start, end] : undefined;
}

/** WHATWG URL as far as this rule reads it: a global of every browser and of Node, which core's lib (no DOM) does not declare. */
interface WebUrl {
  readonly protocol: string;
  readonly hostname: string;
}
const { URL: WebUrlParser } = globalThis as unknown as { readonly URL: new (input: string) => WebUrl };

/** A scheme at the start (`https:`, `mailto:`): without one, the URL is read as starting with its host. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A web URL written plainly: `http://` or `https://`, then a host of ASCII letters, digits, dots and hyphens. */
const PLAIN_WEB_URL = /^https?:\/\/([a-z\d.-]+)(?:[/?#]|$)/i;

/**
 * The host a browser opens for `url`, as WHATWG URL reads it: letters folded and mapped (fullwidth `ｂｉｔ`,
 * an ideographic full stop), invisible characters dropped (a soft hyphen), percent escapes decoded
 * (`bit%2Ely`), and `https:/bit.ly` or `https:\\bit.ly` read as a browser reads them. Undefined for a
 * URL of another scheme, or one no browser would open.
 */
export function openedHost(url: string): string | undefined {
  // Written plainly, the host is what WHATWG URL reads, in lower case: no parse (a URL object costs
  // 1-2 µs, a fifth of validating a template with one website button).
  const plain = PLAIN_WEB_URL.exec(url)?.[1];
  if (plain !== undefined) return plain.toLowerCase();
  const trimmed = url.trim();
  const absolute = SCHEME.test(trimmed) ? trimmed : trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
  try {
    const { protocol, hostname } = new WebUrlParser(absolute);
    return protocol === 'https:' || protocol === 'http:' ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/** What keeps a URL from being a web address (`webUrlProblem`). */
export type WebUrlProblem = 'otherScheme' | 'noScheme' | 'invalid';

/** A scheme's name at the start, not a host followed by its port (`localhost:8080`). */
const SCHEME_NAME = /^([a-z][a-z\d+.-]*):(?!\d)/i;

/** A space of any script (a no-break space, a line separator): never part of a URL as written. */
const SPACE = /\s/;

/** A space, a line break or a control character anywhere in `url`. */
function hasSpaceOrControl(url: string): boolean {
  for (let index = 0; index < url.length; index += 1) {
    const code = url.charCodeAt(index);
    if (code <= 32 || code === 127) return true;
  }
  return SPACE.test(url);
}

/** `{{1}}`, `{{order_id}}`: a variable stands for text the URL is completed with. */
const VARIABLE = /\{\{[^{}]*\}\}/g;

/**
 * Why `url` is not a web address a browser opens, or undefined when it is one: another scheme
 * (`mailto:`, `javascript:`), none (`shop.example.com/track`), or no host name or a space
 * (`https://`, `https://shop example.com`). Variables are read as the text that completes the URL.
 */
export function webUrlProblem(url: string): WebUrlProblem | undefined {
  if (hasSpaceOrControl(url)) return 'invalid';
  const scheme = SCHEME_NAME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme.includes('.')) return 'noScheme';
  if (scheme !== 'http' && scheme !== 'https') return 'otherScheme';
  if (!url.startsWith('//', scheme.length + 1)) return 'invalid';
  // Written plainly, the host is there: no parse needed.
  if (PLAIN_WEB_URL.test(url)) return undefined;
  try {
    return new WebUrlParser(url.replace(VARIABLE, 'x')).hostname === '' ? 'invalid' : undefined;
  } catch {
    return 'invalid';
  }
}
