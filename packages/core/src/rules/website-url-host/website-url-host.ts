import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { hostRange, openedHost } from '../../internal/url-host.js';
import { LINK_SHORTENER_HOSTS, WHATSAPP_LINK_HOSTS } from '../../spec/approval-limits.js';

/** Every listed host and what it is: a WhatsApp chat link or a link shortener (the two lists share no host). */
const LISTED: ReadonlyMap<string, 'whatsappLink' | 'shortener'> = new Map([
  ...WHATSAPP_LINK_HOSTS.map((host) => [host, 'whatsappLink'] as const),
  ...LINK_SHORTENER_HOSTS.map((host) => [host, 'shortener'] as const),
]);

/** The listed host that `host` (lower case) is or is a subdomain of (`www.bit.ly` is `bit.ly`), if any: the longest. */
function listedHost(host: string): string | undefined {
  let candidate = host.endsWith('.') ? host.slice(0, -1) : host;
  for (;;) {
    if (LISTED.has(candidate)) return candidate;
    const dot = candidate.indexOf('.');
    if (dot === -1) return undefined;
    candidate = candidate.slice(dot + 1);
  }
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
        // The host a browser opens decides; a URL no browser reads is judged by its host as written.
        const range = hostRange(url);
        const written = range && url.slice(range[0], range[1]);
        const host = openedHost(url) ?? written?.toLowerCase();
        const listed = host === undefined ? undefined : listedHost(host);
        if (host === undefined || listed === undefined) continue;
        // Named as written, unless written so as to hide what it opens (`bit%2Ely`, a soft hyphen).
        const named = written?.toLowerCase() === host ? written : host;
        const at = range ? { range } : {};
        if (LISTED.get(listed) === 'whatsappLink') report({ messageId: 'whatsappLink', path: field.valuePath, data: { host: named }, ...at });
        else report({ messageId: 'shortener', path: field.valuePath, data: { host: named, service: listed }, ...at });
      }
    }
  },
});
