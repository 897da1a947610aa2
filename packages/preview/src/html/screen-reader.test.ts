// What the preview tells a screen reader beyond its visible text: a message's buttons as a named group,
// each button's kind before its text, the carousel as a region of cards ("2 of 10", said as a card), and
// an interactive list's sheet as a named group, in the locale's words. Both renderers build the same tree.
import { defaultCatalog } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { previewLabels } from '../locales/index.js';
import { validExamples } from '../model/examples.test-support.js';
import { BUTTON_KINDS } from '../model/preview-model.js';
import { previewTemplate } from '../preview-template.js';
import { carouselOf } from './carousel-of.test-support.js';
import { ENGLISH_LABELS, type PreviewLabels } from './labels.js';
import { asParsed, recordingDocument } from './recording-document.test-support.js';
import { renderPreviewElement } from './render-element.js';
import { renderPreviewHtml } from './render-html.js';
import { requestsWith, TEXT_FIELDS, type TextFields } from './request-with.test-support.js';
import { byClass, elements, parseStrictHtml, textOf, type ParsedElement } from './strict-html.test-support.js';

/** The preview of `request` as the HTML string gives it, after checking the DOM renderer builds the same tree. */
function render(request: unknown, locale?: PreviewLabels): ParsedElement {
  const preview = previewTemplate(request, { catalog: defaultCatalog });
  const options = { styles: false, frame: true, ...(locale ? { locale } : {}) };
  const root = parseStrictHtml(renderPreviewHtml(preview, options));
  expect(asParsed(renderPreviewElement(preview, recordingDocument, options))).toEqual(root);
  return root;
}

/** What a screen reader is told of an element: its role, role description and name. */
function told(element: ParsedElement): readonly (string | undefined)[] {
  return ['role', 'aria-roledescription', 'aria-label'].map((name) => element.attributes.get(name));
}

const byRole = (root: ParsedElement, role: string): ParsedElement[] => [...elements(root)].filter((element) => element.attributes.get('role') === role);

describe('a carousel', () => {
  test('is a region said as a carousel, named by its number of cards, each card a group said as a card and named by its place', () => {
    const root = render(carouselOf(10));
    const [carousel] = byClass(root, 'tl-carousel');
    expect(carousel && told(carousel)).toEqual(['region', 'carousel', '10 cards']);
    const cards = byClass(root, 'tl-card');
    expect(cards).toHaveLength(10);
    expect(cards.map(told)).toEqual(Array.from({ length: 10 }, (_, index) => ['group', 'card', `${String(index + 1)} of 10`]));
  });

  test('of one card says "1 card" (the plural form of the count)', () => {
    const [carousel] = byClass(render(carouselOf(1)), 'tl-carousel');
    expect(carousel?.attributes.get('aria-label')).toBe('1 card');
  });

  test('counts only the cards it shows: a card with nothing to show is left out, and not counted', () => {
    const root = render(carouselOf(3, [1]));
    expect(byClass(root, 'tl-carousel').map(told)).toEqual([['region', 'carousel', '2 cards']]);
    expect(byClass(root, 'tl-card').map((card) => card.attributes.get('aria-label'))).toEqual(['1 of 2', '2 of 2']);
  });

  test('in Spanish: "carrusel", "10 tarjetas", each card "tarjeta" and "2 de 10"', () => {
    const root = render(carouselOf(10), previewLabels.es);
    expect(byClass(root, 'tl-carousel').map(told)).toEqual([['region', 'carrusel', '10 tarjetas']]);
    expect(told(byClass(root, 'tl-card')[1] ?? root)).toEqual(['group', 'tarjeta', '2 de 10']);
  });
});

describe("a message's buttons", () => {
  test('are a group named "Buttons", each button\'s kind said before its text', () => {
    const root = render(validExamples().get('normal--order-update.json'));
    expect(byRole(root, 'group').filter((group) => group.attributes.get('aria-label') === 'Buttons')).toEqual(byClass(root, 'tl-buttons'));
    expect(byClass(root, 'tl-button').map((button) => button.children.filter((child) => typeof child !== 'string' && child.tag !== 'svg').map(textOf))).toEqual([
      ['Visit website', 'Track order'],
      ['Quick reply', 'Talk to us'],
    ]);
  });

  test("each kind is said in the locale's words, in every language, for every button shown; none is announced as a button (it does nothing)", () => {
    const fields = Object.fromEntries(TEXT_FIELDS.map((field) => [field, 'x'])) as unknown as TextFields;
    const requests = [...validExamples().values(), ...requestsWith(fields)];
    const seen = new Set<string>();
    for (const labels of Object.values(previewLabels)) {
      for (const root of requests.map((request) => render(request, labels))) {
        for (const button of byClass(root, 'tl-button').filter((element) => !byClass(element, 'tl-see-all').includes(element))) {
          const kind = BUTTON_KINDS.find((name) => byClass(button, `tl-button-${name}`).includes(button));
          if (kind === undefined) throw new Error(`a button of no kind: ${button.attributes.get('class') ?? ''}`);
          seen.add(kind);
          // Said before the text, unless the text says it already (a copy-code button's "Copy code").
          const text = byClass(button, 'tl-button-label').map(textOf).join('');
          const saysKind = text.trim().toLocaleLowerCase() === labels.buttonKind[kind].toLocaleLowerCase();
          expect(byClass(button, 'tl-button-kind').map(textOf)).toEqual(saysKind ? [] : [labels.buttonKind[kind]]);
          // Text, never a role of button: a website or phone button stays a link, the others plain text.
          expect(button.attributes.get('role')).toBeUndefined();
          expect(button.tag).toBe(button.attributes.has('href') ? 'a' : 'div');
        }
      }
    }
    // The examples and the made-up requests show these kinds (the others only differ in their words).
    expect([...seen].sort()).toEqual(['copy_code', 'flow', 'list', 'phone', 'quick_reply', 'website']);
  });

  test('a label that says what the button does is not told it twice: an authentication template\'s "Copy code" is said once', () => {
    const root = render(validExamples().get('authentication--login-code.json'));
    const [button] = byClass(root, 'tl-button-copy_code');
    expect(button && byClass(button, 'tl-button-kind')).toEqual([]);
    expect(button && byClass(button, 'tl-button-label').map(textOf)).toEqual(['Copy code']);
  });

  test('in Hindi: the group is "बटन", a quick reply "क्विक रिप्लाई"', () => {
    const root = render(validExamples().get('normal--order-update.json'), previewLabels.hi);
    expect(byClass(root, 'tl-buttons').map(told)).toEqual([['group', undefined, 'बटन']]);
    expect(byClass(root, 'tl-button-kind').map(textOf)).toEqual(['वेबसाइट पर जाएं', 'क्विक रिप्लाई']);
  });
});

describe('an interactive list', () => {
  test('shows its sheet of rows as a group named for what it is; the list button is said to open a list', () => {
    const root = render(validExamples().get('interactive-list--menu.json'));
    expect(byClass(root, 'tl-list-sheet').map(told)).toEqual([['group', undefined, ENGLISH_LABELS.listSheet]]);
    expect(byClass(root, 'tl-button-list').flatMap((button) => byClass(button, 'tl-button-kind')).map(textOf)).toEqual(['Open list']);
    expect(byClass(render(validExamples().get('interactive-list--menu.json'), previewLabels['pt-BR']), 'tl-list-sheet').map(told)).toEqual([['group', undefined, 'A lista que o botão abre']]);
  });
});
