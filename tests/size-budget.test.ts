// The browser size budgets of issue 6: @templint/core's built dist bundled, minified and gzipped as a
// frontend would ship it (scripts/size-budget.mjs does the measuring and prints every figure).
// The whole entry's budget is 39.5 KB gzip: issue 25 set 28 KB (24.9 KB with 69 rules). Issue 26's twelve approval
// rules, its category word lists and the chat-format parser core now shares with the preview, issue 19's set
// validation and three set rules, and issue 22's plural forms and issue 20's option declarations took it to 36.5 KB with 84 rules (about 240 B gzip a
// rule); session 8's entries for set validation in steps (`validateEntry`, `compareEntries`) and suggestions worded
// by message id (so locales word them) to 37.0 KB; session 24's QA mends to 37.95 KB, and list rows named as rows
// (two messages of button-field-max-length) past 38 KB; session 26's rules for a button's required fields and a
// website URL's form, and its blank-value sweep (a text header's text, an array as a button text) past 39 KB. The figure is the owner's to decide again (docs/performance.md).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { rules } from '@templint/core';
import { budgets, bundledFiles, bundledText, DESCRIPTION_FUNCTION, formatMeasurements, measureBudgets, META_ENTRY, withEmptyMessages } from '../scripts/size-budget.mjs';

type Measurement = Awaited<ReturnType<typeof measureBudgets>>[number];

let measurements: Measurement[] = [];

beforeAll(async () => {
  measurements = await measureBudgets();
  console.log(`size budget:\n${formatMeasurements(measurements)}`);
});

function measurementOf(name: string): Measurement {
  const measurement = measurements.find((m) => m.name === name);
  if (!measurement) throw new Error(`no measurement named ${name}`);
  return measurement;
}

describe('browser size budget of @templint/core', () => {
  const [whole, countOnly] = budgets;

  test('the whole entry is within its budget of 39.5 KB gzip', () => {
    expect(whole?.limit).toBe(39.5 * 1024);
    const measurement = measurementOf(whole?.name ?? '');
    expect(measurement.gzip, formatMeasurements([measurement])).toBeLessThanOrEqual(39.5 * 1024);
  });

  test('importing only countCharacters tree-shakes to at most 1 KB gzip', () => {
    expect(countOnly?.limit).toBe(1024);
    const measurement = measurementOf(countOnly?.name ?? '');
    expect(measurement.gzip, formatMeasurements([measurement])).toBeLessThanOrEqual(1024);
    // Tree-shaking really happened: a fraction of the whole entry, and none of the rule messages.
    expect(measurement.minified).toBeLessThan(measurementOf(whole?.name ?? '').minified / 10);
  });
});

describe('tooling-only metadata stays out of the whole entry', () => {
  const descriptionFunctions = (code: string): number => [...code.matchAll(DESCRIPTION_FUNCTION)].length;
  test('the whole entry carries no rule description: its registry imports the rules alone, tree-shaking drops each `meta`', async () => {
    const files = await bundledFiles(budgets[0]?.entry ?? '');
    expect(files.has('rules/index.js')).toBe(true);
    expect(files.has('rules/descriptions.js')).toBe(false);
    expect(files.has('meta.js')).toBe(false);
    const code = await bundledText(budgets[0]?.entry ?? '');
    expect(descriptionFunctions(code)).toBe(0);
    // Nor any spec section: each is in its rule's `meta` (181 B gzip when each rule held its own).
    expect(code).not.toContain('specSection');
  });

  test("a bundle of @templint/core/meta holds every rule's description", async () => {
    const files = await bundledFiles(META_ENTRY);
    expect(files.get('rules/descriptions.js')).toBeGreaterThan(0);
    // The same count that is 0 above, here one per rule: the check sees a kept description.
    expect(descriptionFunctions(await bundledText(META_ENTRY))).toBe(rules.length);
    // And every spec rule's spec section, kept where tooling asks for it: in the rule's `meta`, and again in
    // the manifest (`ruleManifest`).
    const specRules = rules.filter((rule) => rule.source === 'spec').length;
    expect([...(await bundledText(META_ENTRY)).matchAll(/specSection:"/g)]).toHaveLength(2 * specRules);
  });

  test('the sizing figure "messages emptied" empties exactly the messages object, braces in its strings included', () => {
    const rule = "export const r = defineRule({\n  id: 'x',\n  messages: {\n    a: 'The {{place}} has a } brace',\n    b: `and ${'{'} more`,\n  },\n  check() { return {}; },\n});\n";
    expect(withEmptyMessages(rule)).toBe("export const r = defineRule({\n  id: 'x',\n  messages: {},\n  check() { return {}; },\n});\n");
    expect(withEmptyMessages('export const x = 1;\n')).toBe('export const x = 1;\n');
    expect(withEmptyMessages("maxLengthRule({\n  id: 'x',\n  message:\n    'It is {{count}} \\' long',\n  *texts() {},\n});\n")).toBe(
      "maxLengthRule({\n  id: 'x',\n  message: '',\n  *texts() {},\n});\n",
    );
  });
});

/** The pattern a locale's terms are read with (define-locale.ts), as minified code keeps it. */
const TERM_PARTS = '/`[^`]*`|\\d+/g';

describe('locales stay out of the whole entry (issue 22: it grows by nothing)', () => {
  test('no locale\'s messages or wording code: only the check of the option and the call to the locale given', async () => {
    const files = await bundledFiles(budgets[0]?.entry ?? '');
    expect([...files.keys()].filter((file) => file.startsWith('locales/'))).toEqual([]);
    expect(files.has('locale/define-locale.js')).toBe(false);
    // The one locale module the entry holds is the option's check, a few hundred bytes minified.
    expect([...files].filter(([file]) => file.startsWith('locale/'))).toEqual([['locale/checked-locale.js', expect.any(Number) as number]]);
    // The terms' reading (a name in backticks or a number stands for any) is a locale's, not the entry's.
    expect(await bundledText(budgets[0]?.entry ?? '')).not.toContain(TERM_PARTS);
  });

  test('a bundle of a locale\'s subpath holds its wording code', async () => {
    const files = await bundledFiles("export * from '@templint/core/locales/pt-BR';");
    expect(files.get('locale/define-locale.js')).toBeGreaterThan(0);
    expect(await bundledText("export * from '@templint/core/locales/pt-BR';")).toContain(TERM_PARTS);
  });
});

describe("the preview's size, as docs/preview.md states it", () => {
  test('the figures of "bundled and minified with esbuild it is N KB, M KB gzipped" are the measured ones, in KiB', async () => {
    // Its built entry, bundled as core's budgets are (browser, minified, gzip level 9).
    const text = await bundledText("export * from './packages/preview/dist/index.js';");
    const kib = (bytes: number): number => Math.round(bytes / 1024);
    const docs = readFileSync(new URL('../docs/preview.md', import.meta.url), 'utf8').replaceAll(/\s+/g, ' ');
    const stated = /bundled and minified with esbuild it is (\d+) KB, (\d+) KB gzipped/.exec(docs);
    expect(stated, 'docs/preview.md states the bundle size').not.toBeNull();
    expect([Number(stated?.[1]), Number(stated?.[2])]).toEqual([kib(new TextEncoder().encode(text).length), kib(gzipSync(text, { level: 9 }).length)]);
  });
});
