import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';
import * as main from './index.js';
import * as text from './text.js';

/** Bundles an entry of this package for a browser, reading the sources as the other packages' builds do. */
function bundleForBrowser(entry: string): Promise<unknown> {
  return build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    conditions: ['@templint/source'],
    write: false,
    logLevel: 'silent',
  });
}

describe('the @templint/lint/text entry', () => {
  test('exports the main entry\'s lintText, and the count words of its summary line', () => {
    expect(text.lintText).toBe(main.lintText);
    expect(Object.keys(text).sort()).toEqual(['lintText', 'problemCounts']);
    expect(text.problemCounts('pt-BR', 1, 2)).toBe('1 erro, 2 avisos');
    expect(text.problemCounts('xx', 2, 1)).toBe('2 errors, 1 warning');
  });

  test('bundles for a browser, where the main entry (with the Node formatters) cannot', async () => {
    await expect(bundleForBrowser('./text.ts')).resolves.toBeDefined();
    await expect(bundleForBrowser('./index.ts')).rejects.toThrow(/node:/);
  });
});
