// Keeps the shipped locales whole: every message of every rule in every locale, with the English slots.
import { describe, expect, test } from 'vitest';
import type { Diagnostic } from '../diagnostic.js';
import { messageSlots } from '../format-message.js';
import { rules } from '../rules/index.js';
import { validateTemplate } from '../validate.js';
import { createValidator } from '../validator/create-validator.js';
import { defineLocale, findLocale, LOCALE_CODES, locales } from './index.js';
import { loadLocale, localeCodeOf } from './load-locale.js';

const TRANSLATED = LOCALE_CODES.filter((code) => code !== 'en');

/** The slot names a template reads, once each and sorted: a translation may order them differently. */
function slotSet(template: string): string[] {
  return [...new Set(messageSlots(template))].sort();
}

describe.each(TRANSLATED)('locale %s', (code) => {
  const locale = locales[code];

  test('has every message of every rule', () => {
    const missing: string[] = [];
    for (const rule of rules) {
      for (const [messageId, english] of Object.entries(rule.messages)) {
        const translated = locale.messages[rule.id]?.[messageId];
        if (translated === undefined) missing.push(`  '${rule.id}': { ${messageId}: '…' },  // English: ${english}`);
      }
    }
    expect(
      missing,
      `${String(missing.length)} message(s) have no ${code} translation. Add each to packages/core/src/locales/${code}.ts under its rule id, ` +
        `with the same {{slots}} as the English (the rule's messages), and read it back into English:\n${missing.join('\n')}`,
    ).toEqual([]);
  });

  test('translates only messages that exist', () => {
    const unknown: string[] = [];
    for (const [ruleId, messages] of Object.entries(locale.messages)) {
      const rule = rules.find((candidate) => candidate.id === ruleId);
      for (const messageId of Object.keys(messages)) if (!rule || !Object.hasOwn(rule.messages, messageId)) unknown.push(`${ruleId}.${messageId}`);
    }
    expect(unknown, `${code} translates messages no rule has (renamed or removed?)`).toEqual([]);
  });

  test('keeps the slots of every English message', () => {
    const wrong: string[] = [];
    for (const rule of rules) {
      for (const [messageId, english] of Object.entries(rule.messages)) {
        const translated = locale.messages[rule.id]?.[messageId];
        if (translated === undefined) continue;
        const want = slotSet(english).join(', ');
        const got = slotSet(translated).join(', ');
        if (want !== got) wrong.push(`${rule.id}.${messageId}: English has {{${want}}}, ${code} has {{${got}}}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('words every label a set rule gives of another template (request, line, account template) in the language', () => {
    const request = (name: string | undefined, body: string): unknown => ({
      provider_integration_chat_id: 'pi_1',
      chat_template_data: { ...(name === undefined ? {} : { chat_template_name: name }), chat_language_id: 2, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: body } },
    });
    const record = (id: number | undefined, name: string | undefined, body: string): unknown => ({
      ...(id === undefined ? {} : { chat_template_id: id }),
      provider_integration_chat_id: 'pi_1',
      chat_template_data: [{ ...(name === undefined ? {} : { chat_template_name: name }), chat_template_category_id: '2', chat_template_body: { chat_template_body_value: body } }],
    });
    // Each later request repeats one earlier template's wording, so template-content-duplicate names that template.
    const account = [record(7, 'a_1', 'Account one.'), record(undefined, 'a_2', 'Account two.'), record(8, undefined, 'Account three.'), record(undefined, undefined, 'Account four.')];
    const earlier = [request('r_1', 'Request one.'), request(undefined, 'Request two.')];
    const later = ['Account one.', 'Account two.', 'Account three.', 'Account four.', 'Request one.', 'Request two.'].map((body, index) => request(`later_${String(index)}`, body));
    const labels = new Set<string>();
    for (const locations of [undefined, ['line 2', 'line 9']]) {
      const english = createValidator({ existingTemplates: account }).validateSet([...earlier, ...later], locations).results.flatMap((result) => result.diagnostics);
      const translated = createValidator({ existingTemplates: account, locale }).validateSet([...earlier, ...later], locations).results.flatMap((result) => result.diagnostics);
      const duplicates = translated.filter((diagnostic) => diagnostic.ruleId === 'template-content-duplicate');
      expect(duplicates).toHaveLength(later.length);
      for (const diagnostic of duplicates) {
        const label = String(diagnostic.data?.other);
        labels.add(label);
        expect(diagnostic.message, `${code}: add a term for "${label}"`).not.toContain(label);
      }
      expect(translated.map((diagnostic) => diagnostic.data)).toEqual(english.map((diagnostic) => diagnostic.data));
    }
    // Every shape the labels take: account templates with and without name and id, requests by index and by line.
    expect(labels.size).toBe(8);
  });

  test('words a real diagnostic and its suggestions in the language, with slots filled and messageId and data unchanged', () => {
    const request = { chat_template_data: { chat_template_body: { chat_template_body_value: '{{1}} ok' } } };
    const english = validateTemplate(request).diagnostics;
    const translated = validateTemplate(request, { locale }).diagnostics;
    const withoutMessage = (diagnostic: Diagnostic): unknown => ({
      ...diagnostic,
      message: undefined,
      suggestions: diagnostic.suggestions?.map((suggestion) => ({ ...suggestion, message: undefined })),
    });
    expect(translated.map(withoutMessage)).toEqual(english.map(withoutMessage));
    // The request lacks a variable row: the diagnostic that suggests adding it is worded too.
    expect(translated.some((diagnostic) => (diagnostic.suggestions?.length ?? 0) > 0)).toBe(true);
    translated.forEach((diagnostic, index) => {
      expect(diagnostic.message).not.toBe(english[index]?.message);
      for (const key of Object.keys(diagnostic.data ?? {})) expect(diagnostic.message).not.toContain(`{{${key}`);
      diagnostic.suggestions?.forEach((suggestion, at) => {
        expect(suggestion.message).not.toBe(english[index]?.suggestions?.[at]?.message);
        expect(suggestion.message).not.toContain('{{');
      });
    });
  });
});

describe('a locale of the caller', () => {
  test('a message it lacks falls back to English; one it has is used with its plural forms', () => {
    const request = { chat_template_data: { chat_template_carousel: { chat_template_carousel_card: [{}] } } };
    const english = validateTemplate(request).diagnostics;
    const tooFew = english.find((diagnostic) => diagnostic.messageId === 'tooFew');
    expect(tooFew?.message).toBe('The carousel has 1 card; it needs at least 2.');
    const own = validateTemplate(request, {
      locale: defineLocale({ code: 'fr', messages: { 'carousel-card-count': { tooFew: 'Le carrousel a {{count}} {{count|one:carte|other:cartes}} ; il en faut au moins {{min}}.' } } }),
    }).diagnostics;
    expect(own.find((diagnostic) => diagnostic.messageId === 'tooFew')?.message).toBe('Le carrousel a 1 carte ; il en faut au moins 2.');
    const others = own.filter((diagnostic) => diagnostic.messageId !== 'tooFew').map((diagnostic) => diagnostic.message);
    expect(others).toEqual(english.filter((diagnostic) => diagnostic.messageId !== 'tooFew').map((diagnostic) => diagnostic.message));
  });

  test('a message template of the wrong type is ignored, not thrown on', () => {
    const locale = defineLocale({ code: 'xx', messages: { 'request-shape': { notObject: 42 as unknown as string } } });
    expect(validateTemplate(null, { locale }).diagnostics[0]?.message).toBe('The request must be a JSON object (spec 2.1); found null.');
  });
});

describe('findLocale', () => {
  test.each([
    ['pt-BR', 'pt-BR'],
    ['pt_BR.UTF-8', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['es_MX.UTF-8', 'es'],
    ['hi_IN', 'hi'],
    ['id_ID.utf8', 'id'],
    ['in_ID.UTF-8', 'id'],
    ['in', 'id'],
    ['en_US.UTF-8', 'en'],
  ])('%s names %s', (tag, code) => {
    expect(findLocale(tag)?.code).toBe(code);
  });

  test.each(['', 'C', 'POSIX', 'fr_FR.UTF-8', 'C.UTF-8'])('%j names no shipped locale', (tag) => {
    expect(findLocale(tag)).toBeUndefined();
  });
});

describe('localeCodeOf and loadLocale (@templint/core/locales/load)', () => {
  test.each(['pt_BR.UTF-8', 'es-MX', 'hi_IN', 'in_ID.UTF-8', 'en_US.UTF-8', 'C', 'fr_FR.UTF-8', ''])('%j names the code findLocale finds', (tag) => {
    expect(localeCodeOf(tag)).toBe(findLocale(tag)?.code);
  });

  test.each(LOCALE_CODES.map((code) => [code]))('loadLocale(%s) loads the shipped locale itself', async (code) => {
    expect(await loadLocale(code)).toBe(locales[code]);
  });
});
