// The preview's own words in every shipped language (issue 22): each English label a preview shows is
// shown in the locale's words instead, and the request's own texts are untouched.
import { defaultCatalog } from '@templint/core';
import { ptBR } from '@templint/core/locales/pt-BR';
import { describe, expect, test } from 'vitest';
import { previewLabels } from '../locales/index.js';
import { validExamples } from '../model/examples.test-support.js';
import { previewTemplate } from '../preview-template.js';
import { ENGLISH_LABELS, type PreviewLabels } from './labels.js';
import { renderPreviewHtml } from './render-html.js';
import { byClass, elements, parseStrictHtml, textOf } from './strict-html.test-support.js';

/** Every fixed word of a label set, by a name that is the same in every language. */
function words(labels: PreviewLabels): Map<string, string> {
  return new Map([
    ...Object.entries(labels.media).map(([kind, word]) => [`media.${kind}`, word] as const),
    ...Object.entries(labels.missingButton).map(([kind, word]) => [`missingButton.${kind}`, word] as const),
    ...Object.entries(labels.buttonKind).map(([kind, word]) => [`buttonKind.${kind}`, word] as const),
    ['unknownHeader', labels.unknownHeader],
    ['seeAllOptions', labels.seeAllOptions],
    ['unnamedTemplate', labels.unnamedTemplate],
    ['buttons', labels.buttons],
    ['carousel', labels.carousel],
    ['carouselName', labels.carouselName],
    ['card', labels.card],
    ['cardPosition', labels.cardPosition],
    ['listSheet', labels.listSheet],
  ]);
}

/** The renderer's own words in a preview: media and unknown header placeholders, missing button texts, the "See all options" entry, the frame's "Unnamed template", each button's kind. */
function labelsShown(markup: string): string[] {
  const root = parseStrictHtml(markup);
  // Not a button's kind: it is left out where the button's text says it already, which depends on the language
  // (an English page does not say "Copy code" before "Copy code", a Spanish one says "Copiar código");
  // screen-reader.test.ts checks the kinds in every language.
  return ['tl-media-label', 'tl-missing', 'tl-see-all'].flatMap((className) => byClass(root, className).map(textOf));
}

/** The renderer's own words a screen reader is given as attributes: the names and role descriptions of the carousel, its cards, the buttons and the list sheet. */
function namesGiven(markup: string): string[] {
  return [...elements(parseStrictHtml(markup))].flatMap((element) => ['aria-roledescription', 'aria-label'].flatMap((name) => element.attributes.get(name) ?? []));
}

const html = (request: unknown, locale?: PreviewLabels): string => renderPreviewHtml(previewTemplate(request, { catalog: defaultCatalog }), { frame: true, ...(locale ? { locale } : {}) });

/** A normal template with an image header, five quick replies (so a "See all options" entry) and an unsampled variable. */
const SHOWCASE = {
  provider_integration_chat_id: 'pi_1',
  chat_template_data: {
    chat_template_name: 'showcase',
    chat_language_id: 1,
    chat_template_category_id: 1,
    chat_template_header: { chat_template_header_type_id: 2, chat_template_header_data: [{ chat_template_header_data_cloud_storage_id: 7 }] },
    chat_template_body: { chat_template_body_value: 'Hello {{1}}' },
    chat_template_button: [1, 2, 3, 4, 5].map((index) => ({
      chat_template_button_type_id: 1,
      chat_template_button_sub_type_id: 4,
      chat_template_button_data: [{ chat_template_button_sub_type_field_id: 1, chat_template_button_sub_type_field_value: `Option ${String(index)}` }],
    })),
  },
};

/** The showcase with a header type the catalog does not list: its placeholder is the renderer's word. */
const UNKNOWN_HEADER = {
  ...SHOWCASE,
  chat_template_data: { ...SHOWCASE.chat_template_data, chat_template_header: { chat_template_header_type_id: 99, chat_template_header_data: [] } },
};

describe.each(Object.entries(previewLabels).filter(([code]) => code !== 'en'))('preview labels in %s', (_code, labels) => {
  test('has the same words as English, each translated', () => {
    expect([...words(labels).keys()]).toEqual([...words(ENGLISH_LABELS).keys()]);
    // "Video" is the word in Spanish and Indonesian too, "Header" in Indonesian (core's Indonesian says
    // "header" as well); every other word differs from the English.
    const same = [...words(labels)].filter(([key, word]) => word === words(ENGLISH_LABELS).get(key)).map(([key]) => key);
    expect(same.filter((key) => key !== 'media.video' && !(key === 'unknownHeader' && labels.code === 'id'))).toEqual([]);
  });

  test.each([...validExamples(), ['showcase', SHOWCASE] as const, ['unknown header', UNKNOWN_HEADER] as const])('%s shows each English label in this language', (_name, request) => {
    const byEnglish = new Map([...words(ENGLISH_LABELS)].map(([key, word]) => [word, words(labels).get(key)]));
    const english = labelsShown(html(request));
    expect(labelsShown(html(request, labels))).toEqual(english.map((word) => byEnglish.get(word)));
  });

  test.each([...validExamples(), ['showcase', SHOWCASE] as const])('%s gives a screen reader names and role descriptions in this language, none in English', (_name, request) => {
    const english = namesGiven(html(request));
    const translated = namesGiven(html(request, labels));
    // Every preview with buttons, cards or a list sheet names them.
    const { message, carousel, list } = previewTemplate(request, { catalog: defaultCatalog });
    expect(english.length > 0).toBe(message.buttons.shown.length > 0 || carousel !== undefined || list !== undefined);
    expect(translated).toHaveLength(english.length);
    expect(translated.filter((word, index) => word === english[index])).toEqual([]);
  });
});

describe('labels with numbers and names', () => {
  test('the showcase shows a media label and "See all options" in Portuguese', () => {
    const translated = html(SHOWCASE, previewLabels['pt-BR']);
    expect(html(SHOWCASE)).toContain('>See all options<');
    expect(translated).toContain('>Ver todas as opções<');
    expect(translated).toContain('>Imagem<');
    expect(translated).toContain('Sem exemplo para {{1}}');
  });

  test('a header of a type the catalog does not list shows the word for a header in each language', () => {
    const placeholder = (locale?: PreviewLabels): string[] => byClass(parseStrictHtml(html(UNKNOWN_HEADER, locale)), 'tl-media-unknown').map(textOf);
    expect(placeholder()).toEqual(['Header']);
    expect(placeholder(previewLabels['pt-BR'])).toEqual(['Cabeçalho']);
    expect(placeholder(previewLabels.es)).toEqual(['Encabezado']);
    expect(placeholder(previewLabels.hi)).toEqual(['हेडर']);
  });

  test("the frame's bar names a template without a name in each language", () => {
    const unnamed = { ...SHOWCASE, chat_template_data: { ...SHOWCASE.chat_template_data, chat_template_name: '' } };
    const bar = (locale?: PreviewLabels): string[] => byClass(parseStrictHtml(html(unnamed, locale)), 'tl-phone-bar').map(textOf);
    expect(bar()).toEqual(['Unnamed template']);
    expect(bar(previewLabels['pt-BR'])).toEqual(['Modelo sem nome']);
    expect(bar(previewLabels.es)).toEqual(['Plantilla sin nombre']);
    expect(bar(previewLabels.hi)).toEqual(['बिना नाम का टेम्पलेट']);
    expect(bar(previewLabels.id)).toEqual(['Template tanpa nama']);
  });

  test('the code expiry line takes the plural form of its language', () => {
    const authentication = validExamples().get('authentication--login-code.json') as { chat_template_data: Record<string, unknown> };
    const withMinutes = (minutes: number): unknown => ({
      ...authentication,
      chat_template_data: { ...authentication.chat_template_data, chat_template_footer: undefined, chat_template_code_expiration_minutes: minutes },
    });
    expect(html(withMinutes(1))).toContain('This code expires in 1 minute.');
    expect(html(withMinutes(10))).toContain('This code expires in 10 minutes.');
    expect(html(withMinutes(1), previewLabels['pt-BR'])).toContain('Este código expira em 1 minuto.');
    expect(html(withMinutes(10), previewLabels.es)).toContain('Este código caduca en 10 minutos.');
    expect(html(withMinutes(10), previewLabels.hi)).toContain('यह कोड 10 मिनट में समाप्त हो जाएगा।');
  });
});

describe('labels of the wrong shape never make a renderer throw (docs/preview.md)', () => {
  const authentication = validExamples().get('authentication--login-code.json') as { chat_template_data: Record<string, unknown> };
  // The expiry line (a plural choice) and, with five buttons, "See all options": the words a label set fills in.
  const expiring = { ...authentication, chat_template_data: { ...authentication.chat_template_data, chat_template_footer: undefined, chat_template_code_expiration_minutes: 10 } };

  test.each([
    ['core\'s diagnostics locale (no preview words)', ptBR],
    ['a partial object', { code: 'fr', seeAllOptions: 'Voir toutes les options' }],
    ['a code that is no language tag', { ...previewLabels['pt-BR'], code: 'pt_BR' }],
    ['words of the wrong type', { code: 'es', codeExpiration: 42, media: null, missingButton: 'x', severity: [] }],
  ])('%s: English where a word is missing or wrong, the given words where right', (_name, locale) => {
    const given = locale as unknown as PreviewLabels;
    expect(() => html(expiring, given)).not.toThrow();
    expect(() => html(SHOWCASE, given)).not.toThrow();
    const showcase = html(SHOWCASE, given);
    const seeAll = (locale as { seeAllOptions?: unknown }).seeAllOptions;
    expect(labelsShown(showcase)).toContain(typeof seeAll === 'string' ? seeAll : ENGLISH_LABELS.seeAllOptions);
    expect(html(expiring, given)).toMatch(/This code expires in 10 minutes\.|Este código expira em 10 minutos\./);
  });
});
