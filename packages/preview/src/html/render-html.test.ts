import { fc, test as propertyTest } from '@fast-check/vitest';
import { defaultCatalog, validateTemplate } from '@templint/core';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { htmlText } from '../format/html-text.js';
import { validExamples } from '../model/examples.test-support.js';
import type { TemplatePreview } from '../model/preview-model.js';
import { previewTemplate } from '../preview-template.js';
import type { PreviewDiagnostic } from './diagnostic-marks.js';
import { messageParts } from './message-parts.js';
import { renderPreviewElement } from './render-element.js';
import { renderPreviewHtml } from './render-html.js';
import { PROBLEMS_SHOWN_MAX, type RenderOptions } from './render-preview.js';
import { asParsed, recordingDocument } from './recording-document.test-support.js';
import { requestsWith, TEXT_FIELDS, type TextFields } from './request-with.test-support.js';
import { byClass, elements, parseStrictHtml, textOf, type ParsedElement, type ParsedNode } from './strict-html.test-support.js';

const examples = validExamples();
const preview = (request: unknown): TemplatePreview => previewTemplate(request, { catalog: defaultCatalog });
const render = (request: unknown, options: RenderOptions = {}): ParsedElement => parseStrictHtml(renderPreviewHtml(preview(request), { styles: false, ...options }));
const only = (root: ParsedNode, className: string): ParsedElement => {
  const found = byClass(root, className);
  expect(found).toHaveLength(1);
  const [first] = found;
  if (!first) throw new Error(`no .${className}`);
  return first;
};
/** The text a button shows (its kind, said to screen readers only, left out). */
const shownLabel = (root: ParsedNode, className: string): string => textOf(only(only(root, className), 'tl-button-label'));
const body = (value: string, rows: Record<string, string> = {}) => ({
  chat_template_data: {
    chat_template_body: {
      chat_template_body_value: value,
      chat_template_body_variable_data: Object.entries(rows).map(([key, sample]) => ({ chat_template_dynamic_variable_key: key, chat_template_dynamic_variable_sample_value: sample })),
    },
  },
});

describe('renderPreviewHtml on the examples', () => {
  test('a standard template: header, body and footer with samples, a link button and a quick reply', () => {
    const root = render(examples.get('normal--order-update.json'));
    expect(textOf(only(root, 'tl-header'))).toBe('Order #1042');
    expect(textOf(only(root, 'tl-body'))).toBe('Hi Maria, your order #1042 has shipped.');
    expect(textOf(only(root, 'tl-footer'))).toBe('Reply STOP to opt out');
    const link = only(root, 'tl-button-website');
    expect(link.tag).toBe('a');
    expect(link.attributes.get('href')).toBe('https://shop.example.com/track/1042');
    expect(link.attributes.get('rel')).toBe('noopener noreferrer nofollow');
    expect(textOf(only(link, 'tl-button-label'))).toBe('Track order');
    expect(shownLabel(root, 'tl-button-quick_reply')).toBe('Talk to us');
    expect(byClass(root, 'tl-icon')).toHaveLength(2);
  });

  test('a carousel: its header as the message, then the cards side by side with media placeholders', () => {
    const root = render(examples.get('carousel--summer-collection.json'));
    expect(textOf(only(root, 'tl-message'))).toBe('Hi Ana, see what is new this summer!');
    const cards = byClass(only(root, 'tl-carousel'), 'tl-card');
    expect(cards.map((card) => textOf(byClass(card, 'tl-body')[0] ?? ''))).toEqual(['Linen shirt for Ana, in stock now', 'Straw hat for Ana, in stock now']);
    expect(byClass(root, 'tl-media-image')).toHaveLength(2);
  });

  test('an interactive list: the list button in the message and its rows in the sheet', () => {
    const root = render(examples.get('interactive-list--menu.json'));
    expect(shownLabel(root, 'tl-button-list')).toBe('See menu');
    expect(textOf(only(root, 'tl-list-title'))).toBe('See menu');
    expect(byClass(root, 'tl-list-row').map(textOf)).toEqual(['Margherita pizza', 'Caesar salad', 'Lemon tart']);
  });

  test('an authentication message: the code in bold and the copy-code button', () => {
    const root = render(examples.get('authentication--login-code.json'));
    const bold = [...elements(only(root, 'tl-body'))].filter((element) => element.tag === 'strong');
    expect(bold.map(textOf)).toEqual(['123456']);
    expect(shownLabel(root, 'tl-button-copy_code')).toBe('Copy code');
  });

  test('an authentication message without a footer shows the code validity', () => {
    const request = structuredClone(examples.get('authentication--login-code.json')) as { chat_template_data: Record<string, unknown> };
    delete request.chat_template_data.chat_template_footer;
    expect(textOf(only(render(request), 'tl-generated'))).toBe('This code expires in 10 minutes.');
  });

  test.each([...examples.keys()])('%s renders as strict HTML, the same through the DOM renderer', (file) => {
    const model = preview(examples.get(file));
    const fromHtml = parseStrictHtml(renderPreviewHtml(model));
    expect(asParsed(renderPreviewElement(model, recordingDocument))).toEqual(fromHtml);
  });
});

describe('renderPreviewHtml formatting', () => {
  test.each([
    ['*bold*', 'strong', 'bold'],
    ['_italic_', 'em', 'italic'],
    ['~gone~', 's', 'gone'],
    ['`code`', 'code', 'code'],
    ['```mono```', 'code', 'mono'],
    ['* item', 'li', 'item'],
    ['3. third', 'li', '3. third'],
    ['> quoted', 'blockquote', 'quoted'],
  ])('%j shows as <%s>', (text, tag, shown) => {
    const found = [...elements(render(body(text)))].filter((element) => element.tag === tag);
    expect(found.map(textOf)).toEqual([shown]);
  });

  test('a numbered item shows its number as typed, as text', () => {
    const root = render(body('007. Bond\n1. M'));
    const items = [...elements(root)].filter((element) => element.tag === 'li');
    expect(items.map(textOf)).toEqual(['007. Bond', '1. M']);
    expect(byClass(root, 'tl-list-number').map(textOf)).toEqual(['007.', '1.']);
    // No `value`: a browser reads it as a number and would show `7.`.
    expect(items.map((item) => item.attributes.get('value'))).toEqual([undefined, undefined]);
  });

  test('a variable without a sample stays visible and is marked', () => {
    const root = render(body('Hi {{1}} and {{2}}', { '1': 'Ana' }));
    const missing = only(root, 'tl-var-missing');
    expect(textOf(missing)).toBe('{{2}}');
    expect(missing.attributes.get('title')).toBe('No sample for {{2}}');
    expect(textOf(only(root, 'tl-body'))).toBe('Hi Ana and {{2}}');
  });

  test('past three buttons, "See all options"', () => {
    const request = requestsWith({ header: 'h', body: 'b', footer: 'f', sample: 's', label: 'Go', url: 'https://a.example/', phone: '+1 555 0100', description: 'd', listButton: 'l', carouselHeader: 'c' })[0];
    const root = render(request);
    expect(byClass(only(root, 'tl-buttons'), 'tl-button-label').map(textOf)).toEqual(['Go', 'Go', 'See all options']);
  });

  test.each(['light', 'dark', 'auto'] as const)('theme %s is a class of the root, styles included by default', (theme) => {
    const root = parseStrictHtml(renderPreviewHtml(preview(body('x')), { theme }));
    expect(root.attributes.get('class')).toBe(`tl-preview tl-theme-${theme}`);
    expect(root.children[0]).toMatchObject({ tag: 'style' });
  });

  test('links only with http, https or tel', () => {
    const fields = { header: 'h', body: 'b', footer: 'f', sample: '', label: 'Go', phone: 'call me', description: 'd', listButton: 'l', carouselHeader: 'c' };
    for (const url of ['javascript:alert(1)//', ' https://a.example/', 'data:text/html,x', 'HTTPS://A.EXAMPLE/x']) {
      const root = render(requestsWith({ ...fields, url })[0]);
      const hrefs = [...elements(root)].flatMap((element) => element.attributes.get('href') ?? []);
      expect(hrefs).toEqual(url.startsWith('HTTPS') ? [`${url}{{1}}`] : []);
    }
  });

  test.each([
    ['a right-to-left override, which shows the link reordered', 'https://a.example/\u202Egnp.exe/'],
    ['a first-strong isolate', 'https://a.example/\u2068x/'],
    ['a zero-width space, which shows nothing', 'https://a.example/\u200B/'],
    ['a soft hyphen in the host, which the browser drops', 'https://sh\u00ADop.example/'],
  ])('no link for a URL with an invisible format character: %s', (_, url) => {
    const fields = { header: 'h', body: 'b', footer: 'f', sample: '1', label: 'Go', phone: 'call me', description: 'd', listButton: 'l', carouselHeader: 'c' };
    const root = render(requestsWith({ ...fields, url })[0]);
    expect([...elements(root)].flatMap((element) => element.attributes.get('href') ?? [])).toEqual([]);
  });
});

const diagnostic = (path: PreviewDiagnostic['path'], message: string, range?: [number, number]): PreviewDiagnostic => ({
  path,
  message,
  severity: 'error',
  ruleId: 'test-rule',
  ...(range ? { range } : {}),
});
const BODY_TEXT = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];

describe('renderPreviewHtml diagnostics', () => {
  test('a range marks exactly that span of the text', () => {
    const root = render(body('Hello world, bye'), { diagnostics: [diagnostic(BODY_TEXT, 'Not this word.', [6, 11])] });
    const mark = only(root, 'tl-mark');
    expect(mark.tag).toBe('mark');
    expect(textOf(mark)).toBe('world');
    expect(mark.attributes.get('title')).toBe('Not this word.');
    expect(mark.attributes.get('aria-describedby')).toBe('tl-problem-1');
    expect(textOf(only(root, 'tl-problems'))).toBe('Error Not this word. test-rule');
  });

  test('a range on a variable marks the variable; overlapping ranges split the text', () => {
    const root = render(body('ab {{1}} cd', { '1': 'X' }), {
      diagnostics: [diagnostic(BODY_TEXT, 'one', [0, 2]), diagnostic(BODY_TEXT, 'two', [1, 5])],
    });
    expect(byClass(root, 'tl-mark').map((mark) => [textOf(mark), mark.attributes.get('aria-describedby')])).toEqual([
      ['a', 'tl-problem-1'],
      ['b', 'tl-problem-1 tl-problem-2'],
      [' ', 'tl-problem-2'],
    ]);
    expect(only(root, 'tl-var').attributes.get('aria-describedby')).toBe('tl-problem-2');
  });

  test('a diagnostic on a sample marks the variable that shows it', () => {
    const root = render(body('Hi {{1}}', { '1': 'Ana' }), { diagnostics: [diagnostic(['chat_template_data', 'chat_template_body', 'chat_template_body_variable_data', 0, 'chat_template_dynamic_variable_sample_value'], 'Bad sample.')] });
    expect(only(root, 'tl-var').attributes.get('title')).toBe('{{1}}\nBad sample.');
  });

  test('a diagnostic without a shown place marks the nearest shown part', () => {
    const root = render(body('Hi'), {
      diagnostics: [diagnostic(['chat_template_data', 'chat_template_name'], 'Name.'), diagnostic(['nowhere'], 'Root.'), diagnostic(BODY_TEXT, 'Whole body.')],
    });
    expect(only(root, 'tl-message').attributes.get('aria-describedby')).toBe('tl-problem-1');
    expect(only(root, 'tl-chat').attributes.get('aria-describedby')).toBe('tl-problem-2');
    expect(only(root, 'tl-text').attributes.get('aria-describedby')).toBe('tl-problem-3');
  });

  test('a diagnostic on a collapsed button marks "See all options"', () => {
    const request = requestsWith({ header: 'h', body: 'b', footer: 'f', sample: 's', label: 'Go', url: 'https://a.example/', phone: '1', description: 'd', listButton: 'l', carouselHeader: 'c' })[0];
    const path = ['chat_template_data', 'chat_template_button', 3, 'chat_template_button_data', 0, 'chat_template_button_sub_type_field_data', 0, 'chat_template_button_sub_type_field_value'];
    expect(only(render(request, { diagnostics: [diagnostic(path, 'Copy.')] }), 'tl-see-all').attributes.get('title')).toBe('Copy.');
  });

  test('a diagnostic on the carousel marks the cards, not the message above them', () => {
    const root = render(examples.get('carousel--summer-collection.json'), { diagnostics: [diagnostic(['chat_template_data', 'chat_template_carousel'], 'Carousel.')] });
    expect(byClass(root, 'tl-flagged').map((element) => element.attributes.get('class'))).toEqual(['tl-carousel tl-flagged tl-flagged-error']);
  });

  test('a message quotes names as code, never as raw backticks; a tooltip quotes them typographically', () => {
    const root = render(body('Hi {{3}}'), { diagnostics: [diagnostic(BODY_TEXT, 'The body variable `{{3}}` has no row in `chat_template_body_variable_data`; a lone ` stays.', [3, 8])] });
    const message = only(root, 'tl-problem-message');
    expect(byClass(message, 'tl-problem-code').map(textOf)).toEqual(['{{3}}', 'chat_template_body_variable_data']);
    expect(textOf(message)).toBe('The body variable {{3}} has no row in chat_template_body_variable_data; a lone ` stays.');
    expect(only(root, 'tl-var').attributes.get('title')).toBe('No sample for {{3}}\nThe body variable “{{3}}” has no row in “chat_template_body_variable_data”; a lone ` stays.');
  });

  test.each([
    ['a right-to-left override', '\u202E', '\\u202E'],
    ['a right-to-left isolate', '\u2067', '\\u2067'],
    ['a left-to-right embedding', '\u202A', '\\u202A'],
    ['half a surrogate pair, which would show as U+FFFD', '\uD800', '\\uD800'],
  ])('a message quoting %s shows it as its escape, so the words after it keep their order', (_, control, escape) => {
    const root = render(body('Hi'), { diagnostics: [diagnostic(BODY_TEXT, `The template name has "${control}" at position 6; use \`order_update\`.`, [0, 2])] });
    const shown = `The template name has "${escape}" at position 6; use order_update.`;
    expect(textOf(only(root, 'tl-problem-message'))).toBe(shown);
    expect(only(root, 'tl-mark').attributes.get('title')).toBe(`The template name has "${escape}" at position 6; use “order_update”.`);
  });

  test('in the phone frame, a diagnostic on the request as a whole marks the bar naming it, not the chat', () => {
    const request = { ...body('Hi'), chat_template_data: { ...body('Hi').chat_template_data, chat_template_name: 'order_update' } };
    const root = render(request, { frame: true, time: '10:24', diagnostics: [diagnostic([], 'Root.')] });
    const bar = only(root, 'tl-phone-bar');
    expect(textOf(bar)).toBe('order_update');
    expect(bar.attributes.get('aria-describedby')).toBe('tl-problem-1');
    expect(only(root, 'tl-chat').attributes.get('class')).toBe('tl-chat');
    expect(textOf(only(root, 'tl-time'))).toBe('10:24');
    expect(textOf(only(render(body('Hi'), { frame: true }), 'tl-phone-bar'))).toBe('Unnamed template');
  });

  test('listProblems: false leaves the list to the page; the marks keep their ids', () => {
    const root = render(body('Hello world'), { listProblems: false, idPrefix: 'r0', diagnostics: [diagnostic(BODY_TEXT, 'Word.', [6, 11])] });
    expect(byClass(root, 'tl-problems')).toEqual([]);
    expect(only(root, 'tl-mark').attributes.get('aria-describedby')).toBe('r0-problem-1');
  });

  test(`past ${String(PROBLEMS_SHOWN_MAX)} diagnostics the list ends with how many more, which are neither listed nor marked`, () => {
    // One diagnostic per character of the body: the marks past the most shown would name entries not listed.
    const text = 'ab'.repeat(PROBLEMS_SHOWN_MAX / 2 + 2);
    const diagnostics = Array.from(text, (_character, index) => diagnostic(BODY_TEXT, `At ${String(index)}.`, [index, index + 1]));
    const root = render(body(text), { diagnostics });
    const listed = byClass(root, 'tl-problem');
    expect(listed).toHaveLength(PROBLEMS_SHOWN_MAX + 1);
    expect(listed.at(-2)?.attributes.get('id')).toBe(`tl-problem-${String(PROBLEMS_SHOWN_MAX)}`);
    expect(listed.at(-1)?.attributes.has('id')).toBe(false);
    expect(textOf(listed.at(-1) ?? root)).toBe('And 4 more problems, not marked here.');
    const described = new Set([...elements(root)].flatMap((element) => (element.attributes.get('aria-describedby') ?? '').split(' ')).filter(Boolean));
    expect(described.size).toBe(PROBLEMS_SHOWN_MAX);
    expect(described.has(`tl-problem-${String(PROBLEMS_SHOWN_MAX + 1)}`)).toBe(false);
  });

  test('the id prefix keeps ids apart and only word characters are used', () => {
    const root = render(body('Hi'), { idPrefix: 'p2"><x', diagnostics: [diagnostic([], 'Root.')] });
    expect(only(root, 'tl-problem').attributes.get('id')).toBe('p2x-problem-1');
  });

  // Every diagnostic core reports on the invalid examples lands on something shown and is listed.
  const invalidDirectory = new URL('../../../../examples/invalid/', import.meta.url);
  test.each(readdirSync(invalidDirectory).filter((file) => file.endsWith('.json')))('%s: every diagnostic is placed and listed', (file) => {
    const request: unknown = JSON.parse(readFileSync(new URL(file, invalidDirectory), 'utf8'));
    const { diagnostics } = validateTemplate(request, { catalog: defaultCatalog });
    expect(diagnostics.length).toBeGreaterThan(0);
    const root = render(request, { diagnostics });
    const described = new Set([...elements(root)].flatMap((element) => (element.attributes.get('aria-describedby') ?? '').split(' ')));
    const listed = byClass(root, 'tl-problem').map((item) => item.attributes.get('id'));
    expect(listed).toEqual(diagnostics.map((_item, index) => `tl-problem-${index + 1}`));
    for (const id of listed) expect(described).toContain(id);
  });
});

describe('renderPreviewHtml carriage returns and NUL', () => {
  // A browser's parser reads CRLF and CR in the string as LF and drops NUL from text; the DOM renderer's
  // texts are never parsed. The model reads every text that way, so both renderers build the same tree.
  test.each([
    ['a\rb', 'a\nb'],
    ['line one\r\nline two', 'line one\nline two'],
    ['*bold*\r\n* item\r\n\r\n1. one\r\n> quoted', '*bold*\n* item\n\n1. one\n> quoted'],
    ['```a\r\nb```', '```a\nb```'],
    ['x\u0000y', 'x\uFFFDy'],
  ])('%j renders as %j does, in both renderers', (written, read) => {
    const html = renderPreviewHtml(preview(body(written)), { styles: false });
    expect(html).toBe(renderPreviewHtml(preview(body(read)), { styles: false }));
    expect(asParsed(renderPreviewElement(preview(body(written)), recordingDocument, { styles: false }))).toEqual(parseStrictHtml(html));
  });

  test('a lone CR and a CRLF each start a new line', () => {
    expect(byClass(render(body('a\rb')), 'tl-line').map(textOf)).toEqual(['a', 'b']);
    expect(byClass(render(body('line one\r\nline two')), 'tl-line').map(textOf)).toEqual(['line one', 'line two']);
  });

  test('no text or attribute of the DOM renderer holds a CR or NUL: samples, buttons, the name, messages, the time', () => {
    const odd = 'a\r\nb\rc\u0000d';
    const fields = Object.fromEntries(TEXT_FIELDS.map((field) => [field, odd])) as unknown as TextFields;
    const diagnostics = [diagnostic(BODY_TEXT, odd, [0, 2]), { ...diagnostic(['chat_template_data', 'chat_template_name'], odd), ruleId: odd }];
    const found: string[] = [];
    const collect = (node: ParsedNode): void => {
      if (typeof node === 'string') return void found.push(node);
      found.push(...node.attributes.values());
      node.children.forEach(collect);
    };
    for (const request of requestsWith(fields)) {
      const named = { ...(request as object), chat_template_data: { ...(request as { chat_template_data: object }).chat_template_data, chat_template_name: odd } };
      collect(asParsed(renderPreviewElement(preview(named), recordingDocument, { styles: false, frame: true, time: odd, diagnostics })));
    }
    expect(found.filter((text) => /[\r\0]/u.test(text))).toEqual([]);
    expect(found.some((text) => text.includes('c\uFFFDd'))).toBe(true);
  });
});

describe('renderPreviewHtml options of the wrong shape', () => {
  const model = preview(body('Hello world'));
  const word = diagnostic(BODY_TEXT, 'Word.', [6, 11]);
  // [what a JavaScript caller passed, the options, the valid options it renders as]
  test.each<[string, unknown, RenderOptions]>([
    ['null', null, {}],
    ['a number', 5, {}],
    ['diagnostics holding null', { diagnostics: [null] }, {}],
    ['diagnostics holding a string and a number', { diagnostics: ['x', 1] }, {}],
    ['diagnostics that are a string', { diagnostics: 'x' }, {}],
    ['diagnostics that are an object', { diagnostics: { length: 1 } }, {}],
    ['a Date as the time', { time: new Date(0) }, {}],
    ['a number as the time', { time: 1024 }, {}],
    ['a number as the id prefix', { idPrefix: 5, diagnostics: [word] }, { diagnostics: [word] }],
    ['a string as the locale', { locale: 'pt-BR' }, {}],
    ['a BigInt ending a diagnostic path', { diagnostics: [{ ...word, path: [...BODY_TEXT, 1n] }] }, { diagnostics: [word] }],
    ['a BigInt inside a diagnostic path', { diagnostics: [{ ...word, path: ['chat_template_data', 1n, 'chat_template_body'] }] }, { diagnostics: [{ ...word, path: ['chat_template_data'] }] }],
    ['an object and null inside a diagnostic path', { diagnostics: [{ ...word, path: ['chat_template_data', {}, null] }] }, { diagnostics: [{ ...word, path: ['chat_template_data'] }] }],
  ])('%s renders as the valid options it holds, in both renderers', (_what, given, valid) => {
    const options = given as RenderOptions;
    const expected = renderPreviewHtml(model, valid);
    expect(renderPreviewHtml(model, options)).toBe(expected);
    expect(asParsed(renderPreviewElement(model, recordingDocument, options))).toEqual(parseStrictHtml(expected));
  });

  test('a diagnostic that is not an object is left out; the others keep the ids of their places', () => {
    const options = { diagnostics: [null, word, undefined] } as unknown as RenderOptions;
    const root = render(body('Hello world'), options);
    expect(byClass(root, 'tl-problem').map((item) => item.attributes.get('id'))).toEqual(['tl-problem-2']);
    expect(only(root, 'tl-mark').attributes.get('aria-describedby')).toBe('tl-problem-2');
  });
});

const ALLOWED_TAGS = new Set(['div', 'span', 'a', 'strong', 'em', 's', 'code', 'ul', 'ol', 'li', 'blockquote', 'br', 'mark', 'svg', 'path', 'style']);
const ALLOWED_ATTRIBUTES = new Set(['class', 'dir', 'title', 'aria-describedby', 'aria-hidden', 'focusable', 'viewBox', 'd', 'href', 'target', 'rel', 'value', 'id', 'data-kind', 'data-interactive', 'role', 'aria-label', 'aria-roledescription']);

/** Strings that try to break out: markup, quotes, entities, `javascript:` URLs, and anything else. */
const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onmouseover='x", 'javascript:alert(1)', '&amp;&lt;', '</style><b>', ']]><!--', 'https://a.example/"onclick="x'),
  fc.array(fc.constantFrom('<', '>', '"', "'", '&', '/', '=', ' ', 'a', 'javascript:', '*', '{{1}}', '\n', '\r', '\r\n', '\u0000', '`'), { maxLength: 12 }).map((parts) => parts.join('')),
);
const textFields = fc.record(Object.fromEntries(TEXT_FIELDS.map((field) => [field, hostile])) as Record<keyof TextFields, typeof hostile>);
const hostileDiagnostic = fc.record({
  path: fc.constantFrom<PreviewDiagnostic['path']>(BODY_TEXT, ['chat_template_data', 'chat_template_header'], [], ['chat_template_data', 'chat_template_button', 0]),
  range: fc.option(fc.tuple(fc.nat(40), fc.nat(40)).map(([a, b]): [number, number] => [Math.min(a, b), Math.max(a, b)]), { nil: undefined }),
  message: hostile,
  severity: fc.constantFrom('error' as const, 'warning' as const),
  ruleId: hostile,
});

// Each run renders three templates twice and reads them back: fewer runs by default, many with TEMPLINT_DEEP=1.
const DEEP = process.env.TEMPLINT_DEEP === '1';
const RUNS = DEEP ? { numRuns: 1000 } : { numRuns: 40 };
const SLOW = DEEP ? 1_800_000 : 60_000;

describe('renderPreviewHtml escaping', () => {
  propertyTest.prop([textFields, fc.array(hostileDiagnostic, { maxLength: 4 }), fc.constantFrom('light' as const, 'dark' as const, 'auto' as const)], RUNS)(
    'texts from the request and diagnostics add no element, attribute or unsafe link',
    (fields, diagnostics, theme) => {
      for (const request of requestsWith(fields)) {
        const model = preview(request);
        const html = renderPreviewHtml(model, { diagnostics, theme, styles: false });
        const root = parseStrictHtml(html);
        for (const element of elements(root)) {
          expect(ALLOWED_TAGS).toContain(element.tag);
          for (const [name, value] of element.attributes) {
            expect(ALLOWED_ATTRIBUTES).toContain(name);
            if (name === 'href') expect(value).toMatch(/^(https?:\/\/|tel:)/iu);
          }
        }
        expect(asParsed(renderPreviewElement(model, recordingDocument, { diagnostics, theme, styles: false }))).toEqual(root);
        // Every message is told in the list of problems (read as the HTML parser reads text), its backtick quotes shown as code.
        expect(byClass(root, 'tl-problem-message').map(textOf)).toEqual(diagnostics.map((item) => messageParts(htmlText(item.message)).map((part) => part.text).join('')));
      }
    },
    SLOW,
  );

  /** The shape of a tree: tags and attribute names (links aside: a text may be a safe URL or phone number). */
  const shape = (node: ParsedNode): unknown =>
    typeof node === 'string'
      ? null
      : [node.tag === 'a' ? 'div' : node.tag, [...node.attributes.keys()].filter((name) => !['href', 'target', 'rel'].includes(name)).sort(), node.children.filter((child) => typeof child !== 'string').map(shape)];

  // Without formatting markers, braces or line starts that make lists, a text is just text: the output
  // has the same shape as for the text `x`, and shows the text as given.
  const plain = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => !/[*_~`{}\n]|^(\d+\. |[-*>] )/u.test(`${text} `));
  const plainFields = fc.record(Object.fromEntries(TEXT_FIELDS.map((field) => [field, plain])) as Record<keyof TextFields, typeof plain>);
  propertyTest.prop([plainFields], RUNS)('a text adds nothing but itself', (fields) => {
    const xs = Object.fromEntries(TEXT_FIELDS.map((field) => [field, 'x'])) as unknown as TextFields;
    const requests = requestsWith(fields);
    requestsWith(xs).forEach((reference, index) => {
      const root = render(requests[index]);
      expect(shape(root)).toEqual(shape(render(reference)));
      const texts = byClass(root, 'tl-body').map(textOf);
      expect(texts.every((text) => text === `${fields.body} ${fields.sample}` || text === `${fields.carouselHeader} ${fields.sample}`)).toBe(true);
    });
  }, SLOW);
});

describe("renderPreviewHtml in the template's language", () => {
  const inLanguage = (id: unknown): unknown => ({ chat_template_data: { ...body('Olá, {{1}}!', { 1: 'Ana' }).chat_template_data, chat_language_id: id, chat_template_footer: { chat_template_footer_value: 'Obrigado' } } });
  const langOf = (root: ParsedNode, className: string): (string | undefined)[] => byClass(root, className).map((element) => element.attributes.get('lang'));

  test('its texts carry the catalog language as lang; the preview and its own words stay in the page language', () => {
    const root = render(inLanguage(4));
    expect(langOf(root, 'tl-text')).toEqual(['pt-BR', 'pt-BR']);
    expect(langOf(root, 'tl-preview')).toEqual([undefined]);
  });

  test.each([99, '4', undefined])('a language id the catalog does not name (%s) sets no lang', (id) => {
    expect(langOf(render(inLanguage(id)), 'tl-text')).toEqual([undefined, undefined]);
  });
});
