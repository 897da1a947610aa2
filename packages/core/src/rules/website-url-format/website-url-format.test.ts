import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { carouselRequest, ctaUrlRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { websiteUrlFormat } from './website-url-format.js';

const RULE = 'website-url-format';
const URL_VALUE = ['chat_template_data', 'chat_template_button', 0, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];
const CARD_URL = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 1, 'chat_template_button', 1, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 1, 'chat_template_button_sub_type_field_value'];

/** The normal fixture, whose first button is a website button, with this URL (and no variable rows). */
function withUrl(url: string): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), URL_VALUE, url);
}

new RuleTester({ describe, test }).run(websiteUrlFormat, {
  valid: [
    ...validFixtureCases(),
    { name: 'http:// in capitals', request: withUrl('HTTP://shop.example.com/track') },
    { name: 'a port, user info and a query', request: withUrl('https://me@shop.example.com:8443/track?from=chat#top') },
    { name: 'a host name of other letters', request: withUrl('https://tienda.ejemplo.es/pedido/ñ') },
    { name: 'a variable ending a query', request: withUrl('https://shop.example.com/track?order={{1}}') },
    { name: 'an empty URL: button-field-required reports it', request: withUrl('') },
    { name: 'a URL of another type: field-type reports it', request: withValue(normalRequest(), URL_VALUE, 42) },
    { name: 'a bare link in an interactive template (not reviewed by the authority)', request: withValue(ctaUrlRequest(), URL_VALUE, 'shop.example.com') },
  ],
  invalid: [
    {
      name: 'no scheme, with a suggestion that adds https://',
      request: withUrl('shop.example.com/track'),
      errors: [{ messageId: 'noScheme', path: URL_VALUE, severity: 'error', suggestions: [{ messageId: 'addScheme', message: 'Add https:// in front.', output: withUrl('https://shop.example.com/track') }] }],
    },
    {
      name: 'a host and its port, no scheme',
      request: withUrl('localhost:8080/track'),
      errors: [{ messageId: 'noScheme', suggestions: [{ message: 'Add https:// in front.', output: withUrl('https://localhost:8080/track') }] }],
    },
    { name: 'www. without a scheme', request: withUrl('www.example.com'), errors: [{ messageId: 'noScheme', suggestions: [{ message: 'Add https:// in front.', output: withUrl('https://www.example.com') }] }] },
    { name: 'a mail link, named by its scheme', request: withUrl('mailto:help@example.com'), errors: [{ messageId: 'otherScheme', path: URL_VALUE, data: { scheme: 'mailto' } }] },
    { name: 'a script link', request: withUrl('javascript:alert(1)'), errors: [{ messageId: 'otherScheme', data: { scheme: 'javascript' } }] },
    { name: 'an FTP link', request: withUrl('ftp://files.example.com/a'), errors: [{ messageId: 'otherScheme', data: { scheme: 'ftp' } }] },
    { name: 'a scheme and nothing else', request: withUrl('https://'), errors: [{ messageId: 'invalid', path: URL_VALUE }] },
    { name: 'one slash after the scheme', request: withUrl('https:/shop.example.com'), errors: [{ messageId: 'invalid' }] },
    { name: 'a space in the host', request: withUrl('https://shop example.com'), errors: [{ messageId: 'invalid' }] },
    { name: 'a space in the path', request: withUrl('https://shop.example.com/my order'), errors: [{ messageId: 'invalid' }] },
    { name: 'a line break pasted at the end', request: withUrl('https://shop.example.com/track\n'), errors: [{ messageId: 'invalid' }] },
    {
      name: 'a carousel card\'s website button, at its URL',
      request: withValue(carouselRequest(), CARD_URL, 'shop.example.com/item'),
      errors: [{ messageId: 'noScheme', path: CARD_URL, suggestions: [{ message: 'Add https:// in front.', output: withValue(carouselRequest(), CARD_URL, 'https://shop.example.com/item') }] }],
    },
  ],
});

describe('website-url-format properties', () => {
  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
  const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/)).map(([labels, top]) => [...labels, top].join('.'));
  const path = fc.stringMatching(/^(\/[\w.~-]{0,12}){0,3}$/);

  test.prop([fc.constantFrom('http://', 'https://', 'Https://'), host, path])('a scheme, a host and a path: no report', (scheme, name, rest) => {
    expect(diagnosticsOf(withUrl(`${scheme}${name}${rest}`), RULE)).toEqual([]);
  });

  test.prop([host, path])('the same address without its scheme: one noScheme report, whose suggestion gives a URL with no report', (name, rest) => {
    const [diagnostic, ...others] = diagnosticsOf(withUrl(`${name}${rest}`), RULE);
    expect([diagnostic?.messageId, others]).toEqual(['noScheme', []]);
    const edit = diagnostic?.suggestions?.[0]?.fix.edits[0];
    expect(edit?.op === 'set' ? edit.value : undefined).toBe(`https://${name}${rest}`);
    expect(diagnosticsOf(withUrl(`https://${name}${rest}`), RULE)).toEqual([]);
  });

  test.prop([fc.constantFrom('http://', 'https://'), host, path, fc.constantFrom(' ', '\t', '\n', '\u0000')])('a space or control character anywhere: one invalid report', (scheme, name, rest, space) => {
    const url = `${scheme}${name}${rest}`;
    const at = scheme.length + 1;
    expect(diagnosticsOf(withUrl(`${url.slice(0, at)}${space}${url.slice(at)}`), RULE).map((diagnostic) => diagnostic.messageId)).toEqual(['invalid']);
  });
});
