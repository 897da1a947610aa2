import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { openedHost } from './url-host.js';

/** WHATWG URL, a global of Node and browsers (core's lib declares no DOM). */
const { URL: WebUrl } = globalThis as unknown as { readonly URL: new (input: string) => { readonly hostname: string } };

/** The host WHATWG URL reads, as a browser would open it; undefined when it reads none. */
function whatwgHost(url: string): string | undefined {
  try {
    return new WebUrl(url).hostname;
  } catch {
    return undefined;
  }
}

describe('openedHost', () => {
  test.each([
    ['plain', 'https://Bit.LY/abc', 'bit.ly'],
    ['a soft hyphen', 'https://bi\u00ADt.ly/abc', 'bit.ly'],
    ['fullwidth letters', 'https://\uFF42\uFF49\uFF54.\uFF4C\uFF59', 'bit.ly'],
    ['a percent-escaped dot', 'https://bit%2Ely/x', 'bit.ly'],
    ['no scheme', 'goo.gl/abc', 'goo.gl'],
    ['no scheme, two slashes', '//t.co/x', 't.co'],
    ['user info and a port', 'https://me@wa.me:443/1', 'wa.me'],
    ['another scheme', 'mailto:a@bit.ly', undefined],
    ['no host a browser reads', 'https://exa mple.com/', undefined],
  ])('%s: %s opens %s', (_, url, host) => {
    expect(openedHost(url)).toBe(host);
  });

  const label = fc.stringMatching(/^[a-zA-Z0-9]([a-zA-Z0-9-]{0,8}[a-zA-Z0-9])?$/);
  const tld = fc.stringMatching(/^[a-zA-Z]{2,6}$/);
  test.prop([fc.constantFrom('http://', 'https://', 'HTTPS://'), fc.array(label, { maxLength: 3 }), tld, fc.constantFrom('', '.'), fc.stringMatching(/^([/?#][\w/?#=&.:@%-]{0,20})?$/)])(
    'a URL written plainly opens the host WHATWG URL reads (the path that parses nothing gives the same answer)',
    (scheme, labels, top, dot, rest) => {
      const url = `${scheme}${[...labels, top].join('.')}${dot}${rest}`;
      expect(openedHost(url)).toBe(whatwgHost(url));
    },
  );
});
