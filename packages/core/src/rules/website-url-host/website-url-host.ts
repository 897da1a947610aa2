import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { LINK_SHORTENER_HOSTS, WHATSAPP_LINK_HOSTS } from '../../spec/approval-limits.js';

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
  return url.slice(at, at + prefix.length).toLowerCase() === prefix;
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

/**
 * The host a browser opens for `url`, as WHATWG URL reads it: letters folded and mapped (fullwidth `ｂｉｔ`,
 * an ideographic full stop), invisible characters dropped (a soft hyphen), percent escapes decoded
 * (`bit%2Ely`), and `https:/bit.ly` or `https:\\bit.ly` read as a browser reads them. Undefined for a
 * URL of another scheme, or one no browser would open.
 */
function openedHost(url: string): string | undefined {
  const trimmed = url.trim();
  const absolute = SCHEME.test(trimmed) ? trimmed : trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
  try {
    const { protocol, hostname } = new WebUrlParser(absolute);
    return protocol === 'https:' || protocol === 'http:' ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/** The listed host that `host` is or is a subdomain of (`www.bit.ly` is `bit.ly`), if any: the longest. */
function listedHost(host: string, list: ReadonlySet<string>): string | undefined {
  let candidate = host.toLowerCase();
  if (candidate.endsWith('.')) candidate = candidate.slice(0, -1);
  for (;;) {
    if (list.has(candidate)) return candidate;
    const dot = candidate.indexOf('.');
    if (dot === -1) return undefined;
    candidate = candidate.slice(dot + 1);
  }
}

const WHATSAPP_LINKS: ReadonlySet<string> = new Set(WHATSAPP_LINK_HOSTS);
const SHORTENERS: ReadonlySet<string> = new Set(LINK_SHORTENER_HOSTS);

/** What tooling shows for website-url-host. */
export const meta: RuleMeta = {
  description: () => 'A website button links to the business\'s own site: not to a WhatsApp chat link (`wa.me`) or a link shortener.',
};

export const websiteUrlHost: RuleDefinition = defineRule({
  id: 'website-url-host',
  severity: 'warning',
  source: 'approval',
  messages: {
    whatsappLink:
      'The website URL goes to {{host}}, a WhatsApp chat link; the approval authority expects links to the business\'s own domain. Link to your website instead.',
    shortener:
      'The website URL goes to {{host}}, a link shortener ({{service}}); the approval authority rejects shortened links because they hide where they lead. Use the full URL on your own domain.',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      for (const field of button.fields) {
        if (field.role !== 'url' || typeof field.value !== 'string') continue;
        const url = field.value;
        // The host a browser opens decides; a URL no browser reads is judged by its host as written.
        const range = hostRange(url);
        const written = range && url.slice(range[0], range[1]);
        const host = openedHost(url) ?? written;
        if (host === undefined) continue;
        // Named as written, unless it is written so as to hide what it opens (`bit%2Ely`, a soft hyphen).
        const named = written !== undefined && listedHost(written, WHATSAPP_LINKS) === listedHost(host, WHATSAPP_LINKS) && listedHost(written, SHORTENERS) === listedHost(host, SHORTENERS) ? written : host;
        const at = range ? { range } : {};
        if (listedHost(host, WHATSAPP_LINKS) !== undefined) {
          report({ messageId: 'whatsappLink', path: field.valuePath, data: { host: named }, ...at });
          continue;
        }
        const service = listedHost(host, SHORTENERS);
        if (service !== undefined) report({ messageId: 'shortener', path: field.valuePath, data: { host: named, service }, ...at });
      }
    }
  },
});
