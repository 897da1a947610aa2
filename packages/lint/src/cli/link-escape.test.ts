// --fix and symbolic links out of the tree (issue 21 point 6): it wrote through a file link and a folder
// link to files outside the linted tree. Decided as ESLint and Prettier behave: not without a flag.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { templintInProcess } from './templint-in-process.test-support.js';

// Each file its own template (name and body): copies of one would repeat each other once fixed, and
// --fix gives no file another's wording (fix-account-files.ts).
const fixableAs = (name: string): string =>
  JSON.stringify(
    { provider_integration_chat_id: 'pi_1', chat_template_data: { chat_template_name: name, chat_language_id: 2, chat_template_category_id: 2, chat_template_bdy: { chat_template_body_value: `Hi from ${name}` } } },
    null,
    2,
  );

function layout(): { tree: string; outside: string } {
  const root = mkdtempSync(join(tmpdir(), 'templint-links-'));
  const tree = join(root, 'tree');
  const outside = join(root, 'outside');
  mkdirSync(tree);
  mkdirSync(join(outside, 'folder'), { recursive: true });
  writeFileSync(join(outside, 'file.json'), fixableAs('file'));
  writeFileSync(join(outside, 'folder', 'inner.json'), fixableAs('inner'));
  writeFileSync(join(tree, 'own.json'), fixableAs('own'));
  writeFileSync(join(tree, 'target.json'), fixableAs('target'));
  symlinkSync(join(outside, 'file.json'), join(tree, 'file-link.json'));
  symlinkSync(join(outside, 'folder'), join(tree, 'folder-link'));
  symlinkSync(join(tree, 'target.json'), join(tree, 'inside-link.json'));
  return { tree, outside };
}

describe('--fix and symbolic links', () => {
  test('a file link and a folder link out of the working directory are linted but not written, with a notice', async () => {
    const { tree, outside } = layout();
    const run = await templintInProcess(['.', '--fix'], { cwd: tree });
    expect(readFileSync(join(outside, 'file.json'), 'utf8')).toBe(fixableAs('file'));
    expect(readFileSync(join(outside, 'folder', 'inner.json'), 'utf8')).toBe(fixableAs('inner'));
    expect(run.stdout).toContain(`Not fixed: a symbolic link takes this file outside the working directory, to ${join(outside, 'file.json')}; --fix writes there only with --fix-outside-cwd.`);
    expect(run.stdout).toContain(join(outside, 'folder', 'inner.json'));
    // Inside the tree, a file and a link to a file of the tree are fixed as before.
    expect(readFileSync(join(tree, 'own.json'), 'utf8')).toContain('"chat_template_body"');
    expect(readFileSync(join(tree, 'target.json'), 'utf8')).toContain('"chat_template_body"');
  });

  test('--fix-outside-cwd writes through them', async () => {
    const { tree, outside } = layout();
    await templintInProcess(['.', '--fix', '--fix-outside-cwd'], { cwd: tree });
    expect(readFileSync(join(outside, 'file.json'), 'utf8')).toContain('"chat_template_body"');
    expect(readFileSync(join(outside, 'folder', 'inner.json'), 'utf8')).toContain('"chat_template_body"');
  });

  test('a file named outside the working directory on purpose (no link) is fixed as before', async () => {
    const { tree, outside } = layout();
    await templintInProcess([join(outside, 'file.json'), '--fix'], { cwd: tree });
    expect(readFileSync(join(outside, 'file.json'), 'utf8')).toContain('"chat_template_body"');
  });
});
