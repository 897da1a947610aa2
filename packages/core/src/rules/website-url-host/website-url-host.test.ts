import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { carouselRequest, ctaUrlRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { LINK_SHORTENER_HOSTS, WHATSAPP_LINK_HOSTS } from '../../spec/approval-limits.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { hostRange } from '../../internal/url-host.js';
import { websiteUrlHost } from './website-url-host.js';

const RULE = 'website-url-host';
const URL_VALUE = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];

function withUrl(url: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), URL_VALUE, url);
}

const CARD_BUTTON = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_button', 1];

new RuleTester({ describe, test }).run(websiteUrlHost, {
  valid: [
    ...validFixtureCases(),
    { name: 'a host that only ends like a shortener', request: withUrl('https://notbit.ly/x') },
    { name: 'a host that only starts like a shortener', request: withUrl('https://bit.ly.example.com/') },
    { name: 'a shortener link in the query', request: withUrl('https://shop.example.com/?next=https://bit.ly/x') },
    { name: 'a WhatsApp host in the path', request: withUrl('https://shop.example.com/wa.me') },
    { name: 'a wa.me link in an interactive template', request: withValue(ctaUrlRequest(), URL_VALUE, 'https://wa.me/1555') },
  ],
  invalid: [
    {
      name: 'a wa.me link, at its host',
      request: withUrl('https://wa.me/15550100'),
      errors: [{ messageId: 'whatsappLink', severity: 'warning', path: URL_VALUE, range: [8, 13], data: { host: 'wa.me' } }],
    },
    {
      name: 'an api.whatsapp.com chat link',
      request: withUrl('https://api.whatsapp.com/send?phone=15550100'),
      errors: [{ messageId: 'whatsappLink', path: URL_VALUE, range: [8, 24], data: { host: 'api.whatsapp.com' } }],
    },
    {
      name: 'a link shortener under www., naming the service',
      request: withUrl('http://www.bit.ly/abc'),
      errors: [{ messageId: 'shortener', path: URL_VALUE, range: [7, 17], data: { host: 'www.bit.ly', service: 'bit.ly' } }],
    },
    {
      name: 'a link shortener',
      request: withUrl('https://bit.ly/abc'),
      errors: [{ messageId: 'shortener', path: URL_VALUE, range: [8, 14], data: { host: 'bit.ly', service: 'bit.ly' } }],
    },
    {
      name: 'a scheme and host in capitals',
      request: withUrl('HTTPS://TinyURL.com/x'),
      errors: [{ messageId: 'shortener', path: URL_VALUE, range: [8, 19], data: { host: 'TinyURL.com', service: 'tinyurl.com' } }],
    },
    {
      name: 'a URL without scheme, read as starting with its host',
      request: withUrl('goo.gl/maps/x'),
      errors: [{ messageId: 'shortener', path: URL_VALUE, range: [0, 6], data: { host: 'goo.gl', service: 'goo.gl' } }],
    },
    {
      name: 'a host between user info and port',
      request: withUrl('https://me@t.co:443/x'),
      errors: [{ messageId: 'shortener', path: URL_VALUE, range: [11, 15], data: { host: 't.co', service: 't.co' } }],
    },
    {
      name: 'a shortener on a button of a carousel card',
      request: withValue(carouselRequest(), CARD_BUTTON, buttons.website('See more', 'https://rb.gy/x1')),
      errors: [{ messageId: 'shortener', path: [...CARD_BUTTON, ...URL_VALUE.slice(3)], range: [8, 13], data: { host: 'rb.gy', service: 'rb.gy' } }],
    },
  ],
});

describe('website-url-host reads the host a browser opens', () => {
  // Each URL opens bit.ly in a browser (WHATWG URL), though its host is not written `bit.ly`.
  test.each([
    ['a soft hyphen, which a browser drops', 'https://bi\u00ADt.ly/abc', [8, 15]],
    ['a zero-width space', 'https://bit\u200B.ly/abc', [8, 15]],
    ['fullwidth letters', 'https://\uFF42\uFF49\uFF54.\uFF4C\uFF59/abc', [8, 14]],
    ['an ideographic full stop', 'https://bit\u3002ly/abc', [8, 14]],
    ['a percent-escaped dot', 'https://bit%2Ely/abc', [8, 16]],
    ['one slash after the scheme', 'https:/bit.ly/abc', [7, 13]],
    ['no slash after the scheme', 'https:bit.ly/abc', [6, 12]],
    ['backslashes', 'https:\\\\bit.ly\\abc', [8, 14]],
  ] as const)('%s: reported, naming the host it opens', (_, url, range) => {
    const [diagnostic, ...more] = diagnosticsOf(withUrl(url), RULE);
    expect(more).toEqual([]);
    expect(diagnostic).toMatchObject({ messageId: 'shortener', data: { host: 'bit.ly', service: 'bit.ly' } });
    expect(diagnostic?.range).toEqual(range);
  });

  test('a host written plainly is named as written, in its letter case', () => {
    expect(diagnosticsOf(withUrl('https://Bit.LY/abc'), RULE)[0]?.data).toEqual({ host: 'Bit.LY', service: 'bit.ly' });
  });

  test.each([
    ['a shortener only in the query', 'https://shop.example.com/?u=bit%2Ely'],
    ['a shortener in the user info', 'https://bit.ly@shop.example.com/'],
    ['a host that percent-decodes to another name', 'https://notbit%2Ely/x'],
  ])('%s: not reported', (_, url) => {
    expect(diagnosticsOf(withUrl(url), RULE)).toEqual([]);
  });
});

describe('website-url-host properties', () => {
  test('hostRange finds no host in an empty URL, a bare scheme, or an authority too long to be a host', () => {
    expect(hostRange('')).toBeUndefined();
    expect(hostRange('https://')).toBeUndefined();
    expect(hostRange(`https://${'a'.repeat(400)}.com/x`)).toBeUndefined();
    expect(hostRange('  https://x.example')).toEqual([10, 19]);
  });

  test.prop([fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.webUrl())])(
    'hostRange never throws, and its range is inside the URL and holds no delimiter',
    (url) => {
      const range = hostRange(url);
      if (range) {
        expect(0 <= range[0] && range[0] < range[1] && range[1] <= url.length).toBe(true);
        const host = Array.from(url.slice(range[0], range[1]));
        expect(host.filter((char) => '/?#@\\:'.includes(char) || char.charCodeAt(0) <= 32)).toEqual([]);
      }
    },
  );

  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
  const path = fc.stringMatching(/^([/?#][a-zA-Z0-9/?#=&.:@-]{0,20})?$/);

  test.prop([
    fc.constantFrom('', 'http://', 'https://', 'HTTPS://', '//'),
    fc.constantFrom('', 'www.', 'go.'),
    fc.constantFrom('bit.ly', 'tinyurl.com', 'wa.me', 'example.com', 'shop.example'),
    fc.option(label, { nil: undefined }),
    path,
  ])('a URL built from a known host is reported iff that host is listed', (scheme, sub, host, extra, rest) => {
    const fullHost = `${sub}${extra === undefined ? '' : `${extra}.`}${host}`;
    const url = `${scheme}${fullHost}${rest}`;
    const expected = host === 'wa.me' ? 'whatsappLink' : host === 'bit.ly' || host === 'tinyurl.com' ? 'shortener' : undefined;
    const diagnostics = diagnosticsOf(withUrl(url), RULE);
    expect(diagnostics.map((diagnostic) => [diagnostic.messageId, diagnostic.range])).toEqual(
      expected === undefined ? [] : [[expected, [scheme.length, scheme.length + fullHost.length]]],
    );
  });

  /** The longest listed host that `host` (lower-cased, one trailing dot dropped) is or ends with after a dot. */
  function listedIn(list: readonly string[], host: string): string | undefined {
    const plain = host.toLowerCase().replace(/\.$/, '');
    return list.filter((listed) => plain === listed || plain.endsWith(`.${listed}`)).sort((a, b) => b.length - a.length)[0];
  }

  const anyListed = fc.constantFrom(...WHATSAPP_LINK_HOSTS, ...LINK_SHORTENER_HOSTS);
  const part = fc.oneof(label, anyListed, fc.constantFrom('ly', 'me', 'co', 'gl'));

  test.prop([fc.array(part, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.boolean(), path])(
    'reports exactly the longest listed host a host is or ends with, in any letter case',
    (parts, upper, trailingDot, rest) => {
      const written = `${parts.join('.')}${trailingDot ? '.' : ''}`;
      const host = upper ? written.toUpperCase() : written;
      const whatsapp = listedIn(WHATSAPP_LINK_HOSTS, host);
      const shortener = listedIn(LINK_SHORTENER_HOSTS, host);
      const expected = whatsapp !== undefined ? [['whatsappLink', undefined]] : shortener !== undefined ? [['shortener', shortener]] : [];
      const diagnostics = diagnosticsOf(withUrl(`https://${host}${rest}`), RULE);
      expect(diagnostics.map((diagnostic) => [diagnostic.messageId, diagnostic.data?.service])).toEqual(expected);
    },
  );
});
