import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { apiMarkers, ENTRIES, publicApi, renderApi } from '../scripts/public-api.mjs';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const INTERNALS: Readonly<Record<string, readonly string[]>> = {
  '@templint/core': ['closest', 'editedPaths', 'overlaps', 'indexCatalog', 'buildModel'],
  '@templint/lint': ['textEditFor', 'applyTextEdits', 'sourceOffsetInString', 'textFix'],
  // The round-trip oracle is the client's test support, not its API.
  '@templint/client': ['recordContent', 'requestContent', 'TemplateContent'],
  '@templint/sandbox': ['parseSandboxArgs', 'RequestLog', 'TemplateStore'],
};

describe('the public API', () => {
  const api = publicApi();

  test.each(Object.keys(ENTRIES))('of %s is exactly what the README lists', (name) => {
    const { start, end } = apiMarkers(name);
    const from = README.indexOf(start);
    const to = README.indexOf(end);
    expect(from, `README.md needs ${start} ... ${end}`).toBeGreaterThan(-1);
    expect(README.slice(from + start.length, to).trim()).toBe(renderApi(api[name] ?? []));
  });

  test('keeps internals off the main entries', () => {
    for (const [name, internals] of Object.entries(INTERNALS)) {
      for (const internal of internals) expect(api[name], `${name} exports ${internal}`).not.toContain(internal);
    }
  });
});
