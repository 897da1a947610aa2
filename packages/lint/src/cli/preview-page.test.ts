// The page of a file of many requests: each request gets its own problems, found in one pass over the
// file's messages (it filtered them all once per request: 8,000 requests took 39.6 s, issue 21 point 13).
// Work is counted (countArrayWork), not timed.
import { createValidator, defaultCatalog } from '@templint/core';
import { countArrayWork } from '@templint/core/testing';
import { PROBLEMS_SHOWN_MAX } from '@templint/preview';
import { describe, expect, test } from 'vitest';
import { lintText } from '../lint-text.js';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { previewPage } from './preview-page.js';
import { displayWidth } from './display-width.js';
import { sourceExcerpt } from './source-excerpt.js';

const validator = createValidator({ catalog: defaultCatalog });

/** `count` requests, each with a variable that has no row (one error each). */
function file(count: number): string {
  return JSON.stringify(
    Array.from({ length: count }, (_, index) => ({
      ...MINIMAL_REQUEST,
      chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_name: `n_${String(index)}`, chat_template_body: { chat_template_body_value: `Your code is {{1}} today, number ${String(index)}.` } },
    })),
    null,
    2,
  );
}

describe('templint preview of many requests', () => {
  test('work per request at 8 times the requests stays within 2 times, and each request lists its own problem', () => {
    // The page's own work: making the page, less linting the file (counted in lint's own growth tests).
    const page = (count: number) => {
      const text = file(count);
      const lint = countArrayWork(() => lintText(text, { filePath: 'many.json', validator })).work;
      const made = countArrayWork(() => previewPage('many.json', text, validator, defaultCatalog, 'light'));
      return { result: made.result, work: made.work - lint };
    };
    const small = page(200);
    const large = page(1600);
    expect(large.work / 8 / small.work).toBeLessThan(2);
    const sections = large.result.split('<section class="tl-page-request">').slice(1);
    expect(sections).toHaveLength(1600);
    for (const [index, section] of sections.entries()) {
      expect(section).toContain(`<span class="tl-page-name">n_${String(index)}</span>`);
      expect(section).toContain(`id="r${String(index)}-problem-1"`);
      expect(section).not.toContain(`id="r${String(index)}-problem-2"`);
    }
  }, 60_000);
});

/** One request whose website button's URL holds `count` variables before its end: `count` errors, and the URL's length. */
function urlVariables(count: number): string {
  const button = { chat_template_button_type_id: 1, chat_template_button_data: [{ chat_template_button_sub_type_id: 1, chat_template_button_sub_type_field_data: [
    { chat_template_button_sub_type_field_id: 1, field_name: 'Button text', field_type: 'text', chat_template_button_sub_type_field_value: 'Track' },
    { chat_template_button_sub_type_field_id: 2, field_name: 'Website URL', field_type: 'text', chat_template_button_sub_type_field_value: `https://example.com/${'{{1}}/'.repeat(count)}end` },
  ] }] };
  return JSON.stringify({ ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_button: [button] } }, null, 2);
}

describe('templint preview of one request with many problems of one key', () => {
  test('work per problem at 8 times the problems stays within 2 times, and each problem is listed', () => {
    // The same message at the same path n times (a variable before the URL's end, repeated): each listed
    // message takes the next of core's diagnostics of its key (they were shifted off the front, n² moves).
    const page = (count: number) => {
      const text = urlVariables(count);
      const lint = countArrayWork(() => lintText(text, { filePath: 'one.json', validator })).work;
      const made = countArrayWork(() => previewPage('one.json', text, validator, defaultCatalog, 'light'));
      return { result: made.result, work: made.work - lint };
    };
    const small = page(500);
    const large = page(4000);
    expect(large.work / 8 / small.work).toBeLessThan(2);
    // 4,000 misplaced variables and the URL's length.
    expect(large.result).toContain('id="r0-problem-4001"');
  }, 60_000);
});

describe('templint preview past the most problems a preview shows', () => {
  test(`the page lists and the preview marks the first ${String(PROBLEMS_SHOWN_MAX)}, then says how many more`, () => {
    const text = urlVariables(PROBLEMS_SHOWN_MAX);
    const count = lintText(text, { filePath: 'one.json', validator }).messages.length;
    expect(count).toBeGreaterThan(PROBLEMS_SHOWN_MAX);
    const page = previewPage('one.json', text, validator, defaultCatalog, 'light');
    // Checked as booleans: a failure would otherwise print the 5 MB page.
    expect(page.includes(`<h3>${String(count)} problems</h3>`)).toBe(true);
    expect(page.includes(`id="r0-problem-${String(PROBLEMS_SHOWN_MAX)}"`)).toBe(true);
    expect(page.includes(`r0-problem-${String(PROBLEMS_SHOWN_MAX + 1)}`)).toBe(false);
    expect(/<li class="tl-page-more">[^<]*<\/li>/.exec(page)?.[0]).toBe(`<li class="tl-page-more">And ${String(count - PROBLEMS_SHOWN_MAX)} more problems, not shown here; templint on the file lists them all.</li>`);
  });
});

describe('sourceExcerpt', () => {
  test('two lines either side, the caret under the column, a long line cut around it', () => {
    expect(sourceExcerpt('a\nb\nc\nd\ne\nf\n', 3, 1)).toEqual([
      { number: 1, text: 'a' },
      { number: 2, text: 'b' },
      { number: 3, text: 'c', caret: 0 },
      { number: 4, text: 'd' },
      { number: 5, text: 'e' },
    ]);
    const long = `${'x'.repeat(500)}!${'y'.repeat(500)}`;
    const [line] = sourceExcerpt(long, 1, 501);
    expect(line?.text.length).toBeLessThanOrEqual(102);
    expect(line?.text[line.caret ?? -1]).toBe('!');
    // At the end of a file that ends with a newline, the empty last line is shown only when the error is on it.
    expect(sourceExcerpt('{\n', 2, 1).map((entry) => entry.number)).toEqual([1, 2]);
    expect(sourceExcerpt('{\n', 1, 2).map((entry) => entry.number)).toEqual([1]);
  });

  test('a lone CR ends a line, as the report counts lines: the excerpt shows the line the error is on', () => {
    // Found by QA: lines were split at \n only, so a file with classic Mac line ends showed no line at all
    // and one stray \r showed the line after the error's, numbered one less, the caret under an empty line.
    for (const ends of [['\r', '\r', '\r'], ['\r', '\n', '\n'], ['\r\n', '\r', '\r\n'], ['\n', '\r\n', '\n']]) {
      const text = `{"a": 1,${ends[0] ?? ''}"b": 2,${ends[1] ?? ''}"c": 3,${ends[2] ?? ''}"d" 4}${ends[2] ?? ''}`;
      const [problem] = lintText(text, { filePath: 'x.json' }).messages;
      expect(problem?.line, JSON.stringify(ends)).toBe(4);
      const lines = sourceExcerpt(text, problem?.line ?? 0, problem?.column ?? 0);
      expect(lines.map((line) => line.number)).toEqual([2, 3, 4]);
      const errorLine = lines.find((line) => line.caret !== undefined);
      expect(errorLine?.text, JSON.stringify(ends)).toBe('"d" 4}');
      expect(errorLine?.text[errorLine.caret ?? -1]).toBe('4');
      expect(lines.map((line) => line.text).join('')).not.toMatch(/[\r\n]/u);
    }
  });

  test('a long line of emoji is cut between characters, never inside one', () => {
    for (const unit of ['\u{1F600}', '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}', 'a\u{1F600}']) {
      const long = `{"x": "${unit.repeat(80)}", oops}`;
      for (const column of [1, 50, 101, 150, long.indexOf('oops') + 1]) {
        const [line] = sourceExcerpt(long, 1, column);
        // No lone half of a surrogate pair.
        expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u.test(line?.text ?? ''), `${unit} at ${String(column)}`).toBe(false);
      }
    }
  });
});

describe('displayWidth', () => {
  test.each([
    ['', 0],
    ['abc', 3],
    ['caf\u00e9', 4],
    ['cafe\u0301', 4],
    ['\u{1F600}', 2],
    ['\u{1F469}\u200D\u{1F469}\u200D\u{1F467}', 2],
    ['\u65E5\u672C', 4],
    ['\u0928\u092E\u0938\u094D\u0924\u0947', 3],
  ] as const)('%j takes %i columns', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });
});

describe('templint preview in another language', () => {
  test('words the page, the preview and the messages in the locale, and says which language the page is in', async () => {
    const { ptBR } = await import('@templint/core/locales/pt-BR');
    const text = file(2);
    const english = previewPage('many.json', text, validator, defaultCatalog, 'light');
    const page = previewPage('many.json', text, createValidator({ catalog: defaultCatalog, locale: ptBR }), defaultCatalog, 'light', 'pt-BR');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Request 1 of 2');
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('Solicitação 1 de 2');
    expect(page).toContain('1 problema<');
    expect(page).toContain('<strong>erro</strong>');
    // The diagnostics are core's, worded by the validator in the same language.
    expect(page).not.toContain('Request 1 of 2');
    expect(page).not.toContain(lintText(text, { filePath: 'many.json', validator }).messages[0]?.message ?? 'none');
  });

  test('a language templint does not ship is English', () => {
    expect(previewPage('one.json', file(1), validator, defaultCatalog, 'light', 'fr')).toContain('<html lang="en">');
  });
});

describe('templint preview of text holding control characters', () => {
  // Found by QA: without -o the page goes to standard output, a terminal; a template's JSON escapes
  // (`\u001b]52;c;…\u0007`: a clipboard write) reached it as live bytes, and so did raw bytes of a broken file.
  // eslint-disable-next-line no-control-regex -- looking for control characters is the test
  const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
  const hostile = '\u001b]52;c;cm0gLXJmIH4K\u0007 \u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007 \u009b2J \u0000';

  test('a template\'s values: the page holds no control character, each written as a reference', () => {
    const request = { ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_body: { chat_template_body_value: `Hi ${hostile}` } } };
    const page = previewPage(`name${hostile}.json`, JSON.stringify(request, null, 2), validator, defaultCatalog, 'light');
    expect(page).not.toMatch(controls);
    expect(page).toContain('&#x1B;]52;c;cm0gLXJmIH4K&#x7;');
    expect(page).toContain('&#xFFFD;2J');
  });

  test('a file that is not JSON: its excerpt holds no raw control character either', () => {
    const page = previewPage('bad.json', `{\n  "a": 1,\n  ${hostile}\n}\n`, validator, defaultCatalog, 'light');
    expect(page).not.toMatch(controls);
    expect(page).toContain('&#x1B;');
  });
});
