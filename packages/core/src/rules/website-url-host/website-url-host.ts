import { APPROVAL_SECTION, reviewedByAuthority } from '../../model/approval.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import { LINK_SHORTENER_HOSTS, WHATSAPP_LINK_HOSTS } from '../../spec/approval-limits.js';

const WHATSAPP_LINKS: ReadonlySet<string> = new Set(WHATSAPP_LINK_HOSTS);
const SHORTENERS: ReadonlySet<string> = new Set(LINK_SHORTENER_HOSTS);
/** Longest authority (user info, host, port) looked at: a host name is at most 253 characters. */
const MAX_AUTHORITY = 320;

/**
 * Where the host of a URL is: after `http://`, `https://` or `//` (any case; without a scheme the URL is
 * read as starting with its host), before the path, query or fragment, without user info or port.
 * Undefined when there is none, or when it is too long to be one. Never throws, and reads no further
 * than `MAX_AUTHORITY` characters past the scheme.
 */
export function hostRange(url: string): readonly [number, number] | undefined {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 32) start += 1;
  const scheme = url.slice(start, start + 8).toLowerCase();
  if (scheme.startsWith('https://')) start += 8;
  else if (scheme.startsWith('http://')) start += 7;
  else if (scheme.startsWith('//')) start += 2;
  let end = start;
  const stop = Math.min(url.length, start + MAX_AUTHORITY);
  while (end < stop) {
    const char = url.charAt(end);
    if (char === '/' || char === '?' || char === '#' || char === '\\' || url.charCodeAt(end) <= 32) break;
    end += 1;
  }
  if (end === stop && stop < url.length) return undefined;
  // User info ends at the last `@` of the authority; the port starts at the first `:` after it.
  for (let index = end - 1; index >= start; index -= 1) {
    if (url.charAt(index) === '@') {
      start = index + 1;
      break;
    }
  }
  for (let index = start; index < end; index += 1) {
    if (url.charAt(index) === ':') {
      end = index;
      break;
    }
  }
  return end > start ? [start, end] : undefined;
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

export const websiteUrlHost: RuleDefinition = defineRule({
  id: 'website-url-host',
  description: 'A website button links to the business\'s own site: not to a WhatsApp chat link (`wa.me`) or a link shortener.',
  severity: 'warning',
  specSection: APPROVAL_SECTION,
  messages: {
    whatsappLink:
      'The website URL goes to {{host}}, a WhatsApp chat link; the approval authority expects links to the business\'s own domain. Link to your website instead.',
    shortener:
      'The website URL goes to {{host}}, a link shortener ({{service}}); the approval authority rejects shortened links because they hide where they lead. Use the full URL on your own domain.',
  },
  check({ model, report }) {
    if (!reviewedByAuthority(model)) return;
    for (const button of model.buttons) {
      for (const field of button.fields) {
        if (field.role !== 'url' || typeof field.value !== 'string') continue;
        const url = field.value;
        const range = hostRange(url);
        if (!range) continue;
        const host = url.slice(range[0], range[1]);
        if (listedHost(host, WHATSAPP_LINKS) !== undefined) {
          report({ messageId: 'whatsappLink', path: field.valuePath, data: { host }, range });
          continue;
        }
        const service = listedHost(host, SHORTENERS);
        if (service !== undefined) report({ messageId: 'shortener', path: field.valuePath, data: { host, service }, range });
      }
    }
  },
});
