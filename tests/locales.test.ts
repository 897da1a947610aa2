// Every shipped locale words every rule's invalid docs example: each diagnostic in the language, its slots
// filled, its English words for places and kinds given in the language's own words (Locale.terms).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { rules, SUB_TYPE_KINDS, validateTemplate, validateTemplates, type Diagnostic, type ValidateOptions } from '@templint/core';
import { kindLabel, TERM_SLOTS } from '@templint/core/internal';
import { LOCALE_CODES, locales } from '@templint/core/locales';
import { budgets, bundledFiles, LOCALE_SUBPATHS } from '../scripts/size-budget.mjs';
import { readRulePages } from './support/rule-docs.ts';

/** Slots naming another template of the set (a set rule's label), or the ways to write a variable: words around names. */
const LABEL_SLOTS = new Set(['other', 'examples']);

/** Slots whose values are English words a person reads (not ids, names, counts or the user's own text): core's list. */
const WORD_SLOTS = new Set([...TERM_SLOTS].filter((slot) => !LABEL_SLOTS.has(slot)));

/** Values of word slots that are ids or spec words on purpose: an interactive kind such as `cta_url`, a JSON type. */
const KEPT_AS_IS = /^(reply_buttons|list|cta_url|flow|null)$|^\*/;

interface Case {
  readonly rule: string;
  readonly line: number;
  readonly request: unknown;
  readonly options: ValidateOptions;
}

const cases: Case[] = readRulePages().flatMap((page) =>
  page.examples
    .filter((example) => example.kind === 'invalid')
    .map((example) => ({
      rule: page.id,
      line: example.line,
      request: JSON.parse(example.code) as unknown,
      options: example.options === undefined ? {} : (JSON.parse(example.options) as ValidateOptions),
    })),
);


/** A set rule's example is an array of requests, validated together (as tests/docs.test.ts runs it). */
function validateExample(rule: string, request: unknown, options: ValidateOptions): Diagnostic[] {
  if (rules.find((candidate) => candidate.id === rule)?.requires !== 'templateSet') return validateTemplate(request, options).diagnostics;
  return validateTemplates(Array.isArray(request) ? request : [request], options).results.flatMap((result) => result.diagnostics);
}

function own(diagnostics: readonly Diagnostic[], rule: string): Diagnostic[] {
  return diagnostics.filter((diagnostic) => diagnostic.ruleId === rule);
}

describe.each(LOCALE_CODES.filter((code) => code !== 'en'))('locale %s on every invalid docs example', (code) => {
  const locale = locales[code];
  test.each(cases)('$rule (docs line $line)', ({ rule, request, options }) => {
    const english = own(validateExample(rule, request, options), rule);
    const translated = own(validateExample(rule, request, { ...options, locale }), rule);
    expect(english.length).toBeGreaterThan(0);
    expect(translated.map((diagnostic) => [diagnostic.messageId, diagnostic.data])).toEqual(english.map((diagnostic) => [diagnostic.messageId, diagnostic.data]));
    translated.forEach((diagnostic, index) => {
      expect(diagnostic.message, 'the message is not the English one').not.toBe(english[index]?.message);
      for (const key of Object.keys(diagnostic.data ?? {})) expect(diagnostic.message, `{{${key}}} is filled`).not.toContain(`{{${key}`);
      for (const [key, value] of Object.entries(diagnostic.data ?? {})) {
        if (!WORD_SLOTS.has(key) || typeof value !== 'string' || KEPT_AS_IS.test(value)) continue;
        const term = value.replace(/\d+/g, '#');
        expect(Object.hasOwn(locale.terms ?? {}, value) || Object.hasOwn(locale.terms ?? {}, term), `packages/core/src/locales/${code}.ts: add a term for "${term}" (${rule} {{${key}}})`).toBe(true);
      }
      for (const [key, value] of Object.entries(diagnostic.data ?? {})) {
        if (!LABEL_SLOTS.has(key) || typeof value !== 'string' || !/^the | at | or /.test(value)) continue;
        const term = value.replace(/`[^`]*`|\d+/g, (part) => (part.startsWith('`') ? '`*`' : '#'));
        expect(diagnostic.message, `packages/core/src/locales/${code}.ts: add a term for "${term}" (${rule} {{${key}}})`).not.toContain(value);
      }
    });
  });
});

// The docs examples show some kinds only: a kind added to the catalog's list must come with its words, as
// rules put a button's kind in their messages (its label, or the kind itself).
describe.each(LOCALE_CODES.filter((code) => code !== 'en'))('locale %s words every button kind', (code) => {
  test.each(SUB_TYPE_KINDS.map((kind) => [kind]))('%s', (kind) => {
    const terms = locales[code].terms ?? {};
    for (const word of [kind, kindLabel(kind)]) expect(Object.hasOwn(terms, word), `packages/core/src/locales/${code}.ts: add a term for "${word}"`).toBe(true);
  });
});

describe('docs/locales.md', () => {
  const page = readFileSync(new URL('../docs/locales.md', import.meta.url), 'utf8');
  const request = JSON.parse(/```json\n([\s\S]*?)```/.exec(page)?.[1] ?? 'null') as unknown;
  const block = page.slice(page.indexOf('<!-- locale-examples:start -->'), page.indexOf('<!-- locale-examples:end -->'));
  const lines = new Map([...block.matchAll(/^- `([^`]+)`: (.*)$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));

  test('shows one example for every shipped locale, as core words it', () => {
    expect([...lines.keys()]).toEqual([...LOCALE_CODES]);
    for (const code of LOCALE_CODES) {
      const messages = validateTemplate(request, { locale: locales[code] }).diagnostics.map((diagnostic) => diagnostic.message);
      expect(messages, code).toEqual([lines.get(code)]);
    }
  });
});

describe('the user\'s own text in a message', () => {
  test.each(LOCALE_CODES.filter((code) => code !== 'en'))('%s shows a button text that reads as a term ("copy code") as written', (code) => {
    const request = JSON.parse(readFileSync(new URL('../examples/invalid/authentication--copy-code-button-text.json', import.meta.url), 'utf8').replace('"Copy the code"', '"copy code"')) as unknown;
    const [diagnostic] = validateTemplate(request, { locale: locales[code] }).diagnostics.filter((each) => each.ruleId === 'copy-code-button-text');
    expect(diagnostic?.data).toMatchObject({ text: 'copy code' });
    // The term for the kind "copy code" reworded the user's text ("copiar código").
    expect(diagnostic?.message).toContain('"copy code"');
  });
});

describe('a frontend bundle of core and one locale', () => {
  test('the whole entry loads no locale; adding one loads that locale module and the code that words it only', async () => {
    const whole = budgets[0]?.entry ?? '';
    const base = await bundledFiles(whole);
    expect([...base.keys()].filter((file) => file.includes('locales/'))).toEqual([]);
    for (const code of LOCALE_SUBPATHS) {
      const withLocale = await bundledFiles(`${whole}\nexport * from '@templint/core/locales/${code}';`);
      const added = [...withLocale.keys()].filter((file) => !base.has(file));
      expect(added.sort(), code).toEqual(['locale/define-locale.js', 'locale/term-slots.js', `locales/${code}.js`]);
      // Every other file puts the same bytes in the bundle as without the locale.
      for (const [file, bytes] of base) expect(withLocale.get(file), `${code}: ${file}`).toBe(bytes);
    }
  }, 60_000);
});
