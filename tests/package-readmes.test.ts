// A package README is read on npm, far from the monorepo: its links must be absolute, point at files that
// exist in this repository, and it says plainly that the package is ESM only.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DOCS_BASE_URL } from '@templint/core';
import { PACKAGE_DIRS } from '../scripts/check-packages.mjs';

const REPO = 'https://github.com/templint/templint';
const root = new URL('../', import.meta.url);

function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

describe.each(PACKAGE_DIRS)('packages/%s', (dir) => {
  const readme = readFileSync(new URL(`packages/${dir}/README.md`, root), 'utf8');
  const manifest = JSON.parse(readFileSync(new URL(`packages/${dir}/package.json`, root), 'utf8')) as Record<string, unknown>;

  test('README links are absolute, and those into this repository name files that exist', () => {
    const found = links(readme);
    expect(found.length).toBeGreaterThan(0);
    for (const link of found) {
      expect(link, `${dir}/README.md links ${link}`).toMatch(/^https:\/\//);
      const inRepo = /^https:\/\/github\.com\/templint\/templint\/(?:blob|tree)\/main\/([^#]+)/.exec(link);
      if (inRepo?.[1]) expect(existsSync(new URL(inRepo[1], root)), `${link} names no file in the repository`).toBe(true);
    }
  });

  test('README says the package is ESM only', () => {
    expect(readme).toContain('**ESM only**');
  });

  test('package.json points at the repository, its folder and the same base as the rule docs', () => {
    expect(DOCS_BASE_URL.startsWith(`${REPO}/`)).toBe(true);
    expect(manifest).toMatchObject({
      license: 'MIT',
      repository: { type: 'git', url: `git+${REPO}.git`, directory: `packages/${dir}` },
      homepage: `${REPO}/tree/main/packages/${dir}#readme`,
      bugs: { url: `${REPO}/issues` },
      engines: { node: '>=20.19' },
    });
    expect(readFileSync(new URL(`packages/${dir}/LICENSE`, root), 'utf8')).toBe(readFileSync(new URL('LICENSE', root), 'utf8'));
  });
});
