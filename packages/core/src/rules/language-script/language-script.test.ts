import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { defaultCatalog } from '../../catalog/default-catalog.js';
import { scriptOfLanguage } from '../../catalog/language-scripts.js';
import type { Catalog } from '../../catalog/catalog.js';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, listRequest, normalRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { languageScript } from './language-script.js';

const RULE = 'language-script';
const LANGUAGE = ['chat_template_data', 'chat_language_id'];
const BODY = ['chat_template_data', 'chat_template_body'];
const VALUE = [...BODY, 'chat_template_body_value'];
const CARD_BODY = (card: number): (string | number)[] => ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', card, 'chat_template_body'];
const HINDI = 5;
const SPANISH = 3;
const INDONESIAN = 6;
const PORTUGUESE = 4;
const ARABIC = 7;
const FRENCH = 8;
const catalog: Catalog = {
  ...defaultCatalog,
  languages: [...defaultCatalog.languages, { id: ARABIC, name: 'Arabic', code: 'ar' }, { id: FRENCH, name: 'French', code: 'fr' }],
};

function inLanguage(language: number, text: string): ReturnType<typeof normalRequest> {
  const rows = [...text.matchAll(/\{\{([^{}]+)\}\}/gu)].map((match) => row(match[1] ?? '', 'x'));
  return withValue(withValue(normalRequest(), LANGUAGE, language), BODY, body(text, rows));
}

new RuleTester({ describe, test }).run(languageScript, {
  valid: [
    ...validFixtureCases(),
    { name: 'Hindi in Devanagari', request: inLanguage(HINDI, 'नमस्ते {{1}}, आपका ऑर्डर भेज दिया गया है।') },
    { name: 'Hindi with one Devanagari word among English ones', request: inLanguage(HINDI, 'Order {{1}} shipped, धन्यवाद') },
    { name: 'Spanish with accents', request: inLanguage(SPANISH, 'Hola {{1}}, tu pedido está en camino.') },
    { name: 'Portuguese (pt_BR: the code\'s first part decides)', request: inLanguage(PORTUGUESE, 'Olá {{1}}, seu pedido foi enviado.') },
    { name: 'Indonesian', request: inLanguage(INDONESIAN, 'Halo {{1}}, pesanan Anda sudah dikirim.') },
    { name: 'Arabic in Arabic script', request: inLanguage(ARABIC, 'مرحبا {{1}}، تم شحن طلبك.'), options: { catalog } },
    { name: 'a language not in the table is skipped (French written in Devanagari)', request: inLanguage(FRENCH, 'नमस्ते {{1}}'), options: { catalog } },
    { name: 'a text with no letter at all says nothing: Hindi, digits and variables', request: inLanguage(HINDI, '{{1}}: 1042 / {{2}}') },
    { name: 'an unknown language id is skipped', request: inLanguage(99, 'नमस्ते {{1}}') },
    { name: 'no language at all is skipped', request: withValue(inLanguage(HINDI, 'Hello {{1}}'), LANGUAGE, undefined) },
    { name: 'an interactive template is not reviewed', request: withValue(withValue(listRequest(), LANGUAGE, HINDI), VALUE, 'Hello, pick one') },
    {
      name: 'a carousel: one card in Devanagari is enough',
      request: withValue(withValue(carouselRequest(), LANGUAGE, HINDI), CARD_BODY(1), body('नया संग्रह')),
    },
  ],
  invalid: [
    {
      name: 'Hindi declared, the body in English, as a warning',
      request: inLanguage(HINDI, 'Hello {{1}}, your order has shipped.'),
      errors: [{ messageId: 'noLetterOfScript', path: VALUE, severity: 'warning', data: { language: 'Hindi', code: 'hi', script: 'Devanagari', place: 'body' } }],
    },
    {
      name: 'a named variable\'s Latin name is no Latin letter of the body (Spanish, body in Devanagari)',
      request: withValue(withValue(inLanguage(SPANISH, 'नमस्ते {{first_name}}'), ['flag_named_parameter'], true), BODY, body('नमस्ते {{first_name}}', [row('first_name', 'Ana')])),
      errors: [{ messageId: 'noLetterOfScript', data: { language: 'Spanish', script: 'Latin' } }],
    },
    {
      name: 'English (US) declared, the body in Devanagari',
      request: inLanguage(2, 'नमस्ते {{1}}, आपका ऑर्डर भेज दिया गया है।'),
      errors: [{ messageId: 'noLetterOfScript', data: { language: 'English (US)', code: 'en_US', script: 'Latin' } }],
    },
    {
      name: 'Arabic declared, the body in Latin letters',
      request: inLanguage(ARABIC, 'Marhaba {{1}}, your order has shipped.'),
      options: { catalog },
      errors: [{ messageId: 'noLetterOfScript', data: { language: 'Arabic', script: 'Arabic' } }],
    },
    {
      name: 'Devanagari digits are no letters: Hindi with ASCII words and १२३',
      request: inLanguage(HINDI, 'Order १२३ shipped {{1}}'),
      errors: [{ messageId: 'noLetterOfScript', data: { script: 'Devanagari' } }],
    },
  ],
});

describe('language-script properties', () => {
  const latin = fc.string({ unit: fc.constantFrom('a', 'Z', 'é', 'ñ', 'ã', ' ', ',', '1'), minLength: 1, maxLength: 30 });
  const devanagari = fc.string({ unit: fc.constantFrom('न', 'म', 'स', 'ते', 'क', ' ', '।'), maxLength: 30 });

  test.prop([latin, devanagari])('Hindi is reported iff the body has no Devanagari letter', (english, hindi) => {
    const text = `${english} {{1}} ${hindi}`;
    const hasDevanagariLetter = /[नमसतक]/u.test(hindi);
    const hasLetter = /[a-zA-Zéñã]/u.test(english) || hasDevanagariLetter;
    expect(diagnosticsOf(inLanguage(HINDI, text), RULE)).toHaveLength(hasLetter && !hasDevanagariLetter ? 1 : 0);
  });

  test.prop([fc.constantFrom('en', 'en_US', 'EN-gb', 'es', 'es_MX', 'pt_BR', 'pt_PT', 'id', 'hi', 'hi_IN', 'ar', 'ar_EG', 'fr', 'zh_CN', 'xx', '')])(
    'a code\'s script is its first part\'s: every region of a language shares it; unknown codes have none',
    (code) => {
      const base = code.split(/[_-]/u)[0]?.toLowerCase();
      const expected = { en: 'Latin', es: 'Latin', pt: 'Latin', id: 'Latin', hi: 'Devanagari', ar: 'Arabic' }[base ?? ''];
      expect(scriptOfLanguage(code)).toBe(expected);
    },
  );
});
