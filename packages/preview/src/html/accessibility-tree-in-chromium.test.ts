// What a screen reader is given, read from Chromium's own accessibility tree (playwright's aria snapshot,
// and the DevTools protocol for the role descriptions, which the snapshot leaves out), for both renderers:
// a carousel's cards counted and placed, a message's buttons named as a group with each one's kind, in
// English and another language; and none of the words added for screen readers is seen.
import { defaultCatalog } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { previewLabels } from '../locales/index.js';
import { validExamples } from '../model/examples.test-support.js';
import { previewTemplate } from '../preview-template.js';
import { carouselOf } from './carousel-of.test-support.js';
import type { PreviewLabels } from './labels.js';
import { SLOW, usePreviewPage, type PageGlobals } from './preview-page.test-support.js';

const page = usePreviewPage();

/** Renders the preview of `request` into the page (the stylesheet is the page's) with the renderer named. */
async function show(request: unknown, how: 'html' | 'dom', locale?: PreviewLabels): Promise<void> {
  const preview = previewTemplate(request, { catalog: defaultCatalog });
  await page().evaluate(
    ({ shown, renderer, words }) => {
      (globalThis as unknown as PageGlobals).renderInPage(shown, renderer, { styles: false, frame: true, ...(words ? { locale: words } : {}) });
    },
    { shown: preview, renderer: how, words: locale },
  );
}

/** The role descriptions in Chromium's accessibility tree, in tree order. */
async function roleDescriptions(): Promise<string[]> {
  const session = await page().context().newCDPSession(page());
  const { nodes } = await session.send('Accessibility.getFullAXTree');
  await session.detach();
  return nodes.flatMap((node) => node.properties?.filter((property) => property.name === 'roledescription').map((property) => String(property.value.value)) ?? []);
}

const order = validExamples().get('normal--order-update.json');

describe.each(['html', 'dom'] as const)('the accessibility tree in Chromium (%s renderer)', (how) => {
  test.each([
    ['English', undefined, { region: '10 cards', card: '2 of 10', image: 'Image', buttons: 'Buttons', quickReply: 'Quick reply', website: 'Visit website', carousel: 'carousel', said: 'card' }],
    ['Spanish', previewLabels.es, { region: '10 tarjetas', card: '2 de 10', image: 'Imagen', buttons: 'Botones', quickReply: 'Respuesta rápida', website: 'Visitar sitio web', carousel: 'carrusel', said: 'tarjeta' }],
  ] as const)('a carousel of 10 cards in %s: a region named by its cards, said as a carousel, card 2 a group named by its place, said as a card, its buttons named', async (_language, locale, words) => {
    await show(carouselOf(10), how, locale);
    expect(await page().getByRole('region').count()).toBe(1);
    expect(await page().getByRole('region', { name: words.region, exact: true }).count()).toBe(1);
    expect(await page().locator('.tl-card').nth(1).ariaSnapshot()).toBe(
      [
        `- group "${words.card}":`,
        `  - text: ${words.image} Linen shirt for Ana, in stock now`,
        `  - group "${words.buttons}":`,
        `    - text: ${words.quickReply} Buy now`,
        `    - link "${words.website} See more":`,
        '      - /url: https://shop.example.com/item',
      ].join('\n'),
    );
    expect(await roleDescriptions()).toEqual([words.carousel, ...Array.from({ length: 10 }, () => words.said)]);
  }, SLOW);

  test.each([
    ['English', undefined, 'Buttons', 'Visit website', 'Quick reply'],
    ['Hindi', previewLabels.hi, 'बटन', 'वेबसाइट पर जाएं', 'क्विक रिप्लाई'],
  ] as const)('a message with a link and a quick reply in %s: its buttons a named group, each said with its kind, none a button', async (_language, locale, group, website, quickReply) => {
    await show(order, how, locale);
    expect(await page().locator('.tl-buttons').ariaSnapshot()).toBe(
      [`- group "${group}":`, `  - link "${website} Track order":`, '    - /url: https://shop.example.com/track/1042', `  - text: ${quickReply} Talk to us`].join('\n'),
    );
    expect(await page().getByRole('button').count()).toBe(0);
  }, SLOW);

  test("an interactive list: the list button is said to open a list, and the sheet it opens is a named group of the rows", async () => {
    await show(validExamples().get('interactive-list--menu.json'), how);
    expect(await page().locator('.tl-buttons').ariaSnapshot()).toBe('- group "Buttons": Open list See menu');
    expect(await page().locator('.tl-list-sheet').ariaSnapshot()).toBe(
      ['- group "The list the button opens":', '  - text: See menu', '  - list:', '    - listitem: Margherita pizza', '    - listitem: Caesar salad', '    - listitem: Lemon tart'].join('\n'),
    );
  }, SLOW);

  test('the kinds said to screen readers are not seen: the preview looks the same, pixel for pixel, without them', async () => {
    for (const request of [order, carouselOf(3), validExamples().get('interactive-list--menu.json')]) {
      await show(request, how);
      const kinds = page().locator('.tl-button-kind');
      expect(await kinds.count()).toBeGreaterThan(0);
      const withKinds = await page().locator('.tl-preview').screenshot();
      await kinds.evaluateAll((elements) => {
        for (const element of elements) (element as unknown as { remove(): void }).remove();
      });
      expect((await page().locator('.tl-preview').screenshot()).equals(withKinds)).toBe(true);
    }
  }, SLOW);
});
