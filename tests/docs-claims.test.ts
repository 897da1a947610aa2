// Claims of README.md and docs/editor.md that prose makes about the code (issue 20, point 10): each is
// checked against what the code does, so the docs state only what a test checks. And every link between
// the docs lands: on a file that exists, at a heading it has.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { rules, validateTemplate } from '@templint/core';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const editor = readFileSync(new URL('../docs/editor.md', import.meta.url), 'utf8');
const examples = (folder: string): { file: string; value: unknown }[] =>
  readdirSync(new URL(`../examples/${folder}/`, import.meta.url))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, value: JSON.parse(readFileSync(new URL(`../examples/${folder}/${file}`, import.meta.url), 'utf8')) as unknown }));

describe('README on examples/', () => {
  test('"examples/valid/ holds an error-free payload of every template kind (no warning either)"', () => {
    expect(readme).toContain('`examples/valid/` holds an error-free payload of every template kind (no warning either)');
    for (const { file, value } of examples('valid')) expect({ file, diagnostics: validateTemplate(value).diagnostics }).toEqual({ file, diagnostics: [] });
  });

  test('"some break one or two more rules too": none breaks more than three, and some break more than one', () => {
    expect(readme).toContain('some break one or two more rules too');
    const counts = examples('invalid').map(({ value }) => new Set(validateTemplate(value).diagnostics.map((diagnostic) => diagnostic.ruleId)).size);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect(counts.some((count) => count > 1)).toBe(true);
  });

  test('pnpm run examples ends with a plain line, not pnpm\'s bare failure', () => {
    const script = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts.examples;
    expect(script).toMatch(/node scripts\/examples\.mjs$/);
    expect(readme).toContain('`As intended: templint exited 1 for N\nerrors...` (exit 0)');
  });
});

describe('docs/editor.md on rules', () => {
  test('names exactly the rules that take options, with their option names', () => {
    const withOptions = rules.filter((rule) => rule.defaultOptions !== undefined);
    const sentence = /A rule with options documents them[^]*?settings\.templint/.exec(editor)?.[0] ?? '';
    expect(sentence).not.toBe('');
    for (const rule of withOptions) {
      expect(sentence).toContain(`\`${rule.id}\``);
      for (const option of Object.keys(rule.defaultOptions ?? {})) expect(sentence).toContain(`\`${option}\``);
    }
    const named = [...sentence.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((match) => match[1]);
    expect(named.sort()).toEqual(withOptions.map((rule) => rule.id).sort());
  });

  test('does not count the warning rules (there are more than one)', () => {
    expect(rules.filter((rule) => rule.severity === 'warning').length).toBeGreaterThan(1);
    expect(editor).not.toMatch(/the one\s+warning rule/);
  });
});

describe('docs/editor.md on what it needs', () => {
  test('names the majors of the plugin\'s peer ranges, and its Node floor', () => {
    const plugin = JSON.parse(readFileSync(new URL('../packages/eslint-plugin/package.json', import.meta.url), 'utf8')) as {
      peerDependencies: Record<string, string>;
      engines: { node: string };
    };
    expect(plugin.peerDependencies).toEqual({ eslint: '^10.0.0', '@eslint/json': '^2.1.0' });
    expect(plugin.engines.node).toBe('>=20.19');
    expect(editor).toContain('You need Node 20.19 or later, ESLint 10 and `@eslint/json` 2. ESLint 9 is not supported');
    expect(editor).toContain('the peer range being `^10`');
  });
});

// GitHub's heading anchor: lowercase, punctuation dropped, each space a hyphen, a repeat numbered (-1, -2, ...).
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of markdown.replace(/^```[^]*?^```/gm, '').matchAll(/^#{1,6} +(.+)$/gm)) {
    const slug = heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${String(count)}`);
  }
  return found;
}

describe('links between the docs', () => {
  const root = new URL('../', import.meta.url);
  const pages = ['README.md', ...readdirSync(new URL('docs/', root)).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`), ...readdirSync(new URL('docs/rules/', root)).map((file) => `docs/rules/${file}`)];

  test.each(pages)('%s: every relative link names a file that exists, and every #anchor a heading of it', (page) => {
    const text = readFileSync(new URL(page, root), 'utf8').replace(/^```[^]*?^```/gm, '');
    for (const [, link = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(link)) continue;
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? new URL(page, root) : new URL(path, new URL(page, root));
      expect(existsSync(target), `${page} links ${link}: no such file`).toBe(true);
      if (anchor !== undefined && target.pathname.endsWith('.md') && statSync(target).isFile()) {
        expect(anchors(readFileSync(target, 'utf8')).has(anchor), `${page} links ${link}: no such heading`).toBe(true);
      }
    }
  });
});
