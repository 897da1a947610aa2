import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { LINK_SHORTENER_HOSTS, WHATSAPP_LINK_HOSTS } from '../../spec/approval-limits.js';

/** A list of hosts as the two readings below use it: a set, and the hosts by length. */
interface HostList {
  readonly set: ReadonlySet<string>;
  /** Index n: the hosts of n characters. */
  readonly byLength: readonly (readonly string[] | undefined)[];
}

function hostList(hosts: readonly string[]): HostList {
  const byLength: string[][] = [];
  for (const host of hosts) (byLength[host.length] ??= []).push(host);
  return { set: new Set(hosts), byLength };
}

const WHATSAPP_LINKS = hostList(WHATSAPP_LINK_HOSTS);
const SHORTENERS = hostList(LINK_SHORTENER_HOSTS);
/** Longest authority (user info, host, port) looked at: a host name is at most 253 characters. */
const MAX_AUTHORITY = 320;

/** Where a URL's host is, and whether its authority is all ASCII (else the host is read the slow way). */
interface FoundHost {
  readonly start: number;
  readonly end: number;
  readonly ascii: boolean;
}

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
    let code = url.charCodeAt(at + index);
    if (code >= 65 && code <= 90) code += 32;
    if (code !== prefix.charCodeAt(index)) return false;
  }
  return true;
}

/** The host of a URL, as `hostRange` describes it, with whether its authority is all ASCII. */
function findHost(url: string): FoundHost | undefined {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 32) start += 1;
  // Only ASCII letters lower-case to the letters of these schemes, so an ASCII case fold is enough.
  if (hasPrefixAt(url, start, 'https://')) start += 8;
  else if (hasPrefixAt(url, start, 'http://')) start += 7;
  else if (hasPrefixAt(url, start, '//')) start += 2;
  let end = start;
  const stop = Math.min(url.length, start + MAX_AUTHORITY);
  // One pass: user info ends at the last `@` of the authority; the port starts at the first `:` after it.
  let at = -1;
  let colon = -1;
  let ascii = true;
  while (end < stop) {
    const code = url.charCodeAt(end);
    if (code === SLASH || code === QUESTION || code === HASH || code === BACKSLASH || code <= 32) break;
    if (code === AT) {
      at = end;
      colon = -1;
    } else if (code === COLON) {
      if (colon === -1) colon = end;
    } else if (code >= 0x80) ascii = false;
    end += 1;
  }
  if (end === stop && stop < url.length) return undefined;
  if (at !== -1) start = at + 1;
  if (colon !== -1) end = colon;
  return end > start ? { start, end, ascii } : undefined;
}

/**
 * Where the host of a URL is: after `http://`, `https://` or `//` (any case; without a scheme the URL is
 * read as starting with its host), before the path, query or fragment, without user info or port.
 * Undefined when there is none, or when it is too long to be one. Never throws, and reads no further
 * than `MAX_AUTHORITY` characters past the scheme.
 */
export function hostRange(url: string): readonly [number, number] | undefined {
  const host = findHost(url);
  return host ? [host.start, host.end] : undefined;
}

/** The listed host that `host` is or is a subdomain of (`www.bit.ly` is `bit.ly`), if any. */
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

/**
 * `listedHost` for `url[start, end)` when that is all ASCII, read in place: the longest listed host that
 * the host, without one trailing dot and in lower case, is or ends with after a dot. The listed hosts
 * are lower-case ASCII.
 */
function listedAsciiHost(url: string, start: number, end: number, byLength: HostList['byLength']): string | undefined {
  const last = end > start && url.charCodeAt(end - 1) === 46 ? end - 1 : end;
  // The host itself, then each part after a dot: longest first, so the first listed one is the answer.
  for (let from = start; from < last; from += 1) {
    if (from > start && url.charCodeAt(from - 1) !== 46) continue;
    const candidates = byLength[last - from];
    if (candidates) for (const listed of candidates) if (hasPrefixAt(url, from, listed)) return listed;
  }
  return undefined;
}

/** `listedHost` of `url[start, end)`, building no string unless the host is not all ASCII. */
function listedHostAt(url: string, { start, end, ascii }: FoundHost, list: HostList): string | undefined {
  // Outside ASCII, lower-casing may change lengths or give ASCII letters (`\u212A` is `k`): read it the slow way.
  return ascii ? listedAsciiHost(url, start, end, list.byLength) : listedHost(url.slice(start, end), list.set);
}

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
        const host = findHost(url);
        if (!host) continue;
        const { start, end } = host;
        if (listedHostAt(url, host, WHATSAPP_LINKS) !== undefined) {
          report({ messageId: 'whatsappLink', path: field.valuePath, data: { host: url.slice(start, end) }, range: [start, end] });
          continue;
        }
        const service = listedHostAt(url, host, SHORTENERS);
        if (service !== undefined) report({ messageId: 'shortener', path: field.valuePath, data: { host: url.slice(start, end), service }, range: [start, end] });
      }
    }
  },
});
