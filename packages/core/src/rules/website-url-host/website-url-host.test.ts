import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons } from '../../testing/builders.js';
import { carouselRequest, ctaUrlRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';
import { LINK_SHORTENER_HOSTS, WHATSAPP_LINK_HOSTS } from '../../spec/approval-limits.js';
import { hostRange } from './website-url-host.js';

const RULE = 'website-url-host';
const URL_VALUE = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];

function withUrl(url: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), URL_VALUE, url);
}

describe('website-url-host', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('reports a wa.me link, at its host', () => {
    expect(diagnosticsOf(withUrl('https://wa.me/15550100'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'whatsappLink', path: URL_VALUE, data: { host: 'wa.me' }, range: [8, 13], severity: 'warning' }),
    ]);
  });

  test('reports api.whatsapp.com chat links', () => {
    expect(diagnosticsOf(withUrl('https://api.whatsapp.com/send?phone=15550100'), RULE)).toMatchObject([{ messageId: 'whatsappLink', data: { host: 'api.whatsapp.com' } }]);
  });

  test('reports a link shortener with or without www., naming the service', () => {
    expect(diagnosticsOf(withUrl('http://www.bit.ly/abc'), RULE)).toEqual([
      expect.objectContaining({ messageId: 'shortener', path: URL_VALUE, data: { host: 'www.bit.ly', service: 'bit.ly' }, range: [7, 17] }),
    ]);
    expect(diagnosticsOf(withUrl('https://bit.ly/abc'), RULE)).toMatchObject([{ data: { host: 'bit.ly', service: 'bit.ly' }, range: [8, 14] }]);
  });

  test('reads the scheme and the host in any case', () => {
    expect(diagnosticsOf(withUrl('HTTPS://TinyURL.com/x'), RULE)).toMatchObject([{ data: { host: 'TinyURL.com', service: 'tinyurl.com' }, range: [8, 19] }]);
  });

  test('reads a URL without scheme as starting with its host', () => {
    expect(diagnosticsOf(withUrl('goo.gl/maps/x'), RULE)).toMatchObject([{ data: { service: 'goo.gl' }, range: [0, 6] }]);
  });

  test('skips user info and port', () => {
    expect(diagnosticsOf(withUrl('https://me@t.co:443/x'), RULE)).toMatchObject([{ data: { host: 't.co' }, range: [11, 15] }]);
  });

  test('accepts hosts that only look alike, and shortener links in the path or query', () => {
    for (const url of ['https://notbit.ly/x', 'https://bit.ly.example.com/', 'https://shop.example.com/?next=https://bit.ly/x', 'https://shop.example.com/wa.me']) {
      expect(diagnosticsOf(withUrl(url), RULE), url).toEqual([]);
    }
  });

  test('checks the buttons of carousel cards', () => {
    const path = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_button', 1];
    const request = withValue(carouselRequest(), path, buttons.website('See more', 'https://rb.gy/x1'));
    expect(diagnosticsOf(request, RULE)).toMatchObject([{ messageId: 'shortener', path: [...path, ...URL_VALUE.slice(3)] }]);
  });

  test('ignores interactive templates', () => {
    expect(diagnosticsOf(withValue(ctaUrlRequest(), URL_VALUE, 'https://wa.me/1555'), RULE)).toEqual([]);
  });

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
