// `--fix` over many files never makes two of them share a name or wording: each file's fix check sees the
// other files of its account as they stand, those before it fixed (fix-account-files.ts). One file's own
// check could not see that `Order-Update` in one file and `Order Update` in another both fix to
// `order_update`. In process, and through the built bin with threads.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { templintInProcess } from './templint-in-process.test-support.js';
import { templint } from './templint-process.test-support.js';
import { MAX_OTHER_REQUESTS } from '../fix/other-files.js';

function request(name: string, body: string): Record<string, unknown> {
  return {
    provider_integration_chat_id: 'pi_1',
    chat_template_data: {
      chat_template_name: name,
      chat_language_id: 2,
      chat_template_category_id: 2,
      chat_template_body: { chat_template_body_value: body },
    },
  };
}

/** An app whose templates/ holds these files (name: request). */
function app(files: Readonly<Record<string, unknown>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'templint-fix-account-'));
  writeFileSync(join(dir, 'package.json'), '{ "name": "shop", "private": true }\n');
  mkdirSync(join(dir, 'templates'));
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, 'templates', name), `${JSON.stringify(value, null, 2)}\n`);
  return dir;
}

function nameIn(dir: string, file: string): unknown {
  return (JSON.parse(readFileSync(join(dir, 'templates', file), 'utf8')) as { chat_template_data: { chat_template_name: unknown } }).chat_template_data.chat_template_name;
}

const BODIES = ['Your order has shipped.', 'Your parcel is on its way.', 'Your refund was sent.'];

describe('--fix across files', () => {
  test('two files whose names fix to the same name: the first is fixed, the second keeps its own and is still reported', async () => {
    const dir = app({ 'a.json': request('Order-Update', BODIES[0] ?? ''), 'b.json': request('Order Update', BODIES[1] ?? '') });
    const fixed = await templintInProcess(['templates', '--fix'], { cwd: dir });
    expect(nameIn(dir, 'a.json')).toBe('order_update');
    expect(nameIn(dir, 'b.json')).toBe('Order Update');
    expect(fixed.stdout).not.toContain('template-name-duplicate');
    expect(fixed.stdout).toContain('b.json');
    expect(fixed.stdout).toContain('template-name-format');
    // What is left is not fixable by --fix (it would repeat a.json's name): not counted as if it were.
    expect(fixed.stdout).not.toContain('potentially fixable');
    // And the next run finds the two files apart: no repeat was written.
    const after = await templintInProcess(['templates'], { cwd: dir });
    expect(after.stdout).not.toContain('template-name-duplicate');
  });

  test('a fix into a name a later file has, or an earlier one, is not applied', async () => {
    const dir = app({
      'a.json': request('Order-Update', BODIES[0] ?? ''),
      'b.json': request('order_update', BODIES[1] ?? ''),
      'c.json': request('Order-Update', BODIES[2] ?? ''),
    });
    await templintInProcess(['templates', '--fix'], { cwd: dir });
    expect([nameIn(dir, 'a.json'), nameIn(dir, 'b.json'), nameIn(dir, 'c.json')]).toEqual(['Order-Update', 'order_update', 'Order-Update']);
  });

  test('a fix that gives a file a name no other file has is applied, even beside a repeated wording', async () => {
    // Same body in both: a repeat already, which the name fixes neither make nor undo.
    const dir = app({ 'a.json': request('Order-Update', BODIES[0] ?? ''), 'b.json': request('Parcel-Update', BODIES[0] ?? '') });
    const fixed = await templintInProcess(['templates', '--fix'], { cwd: dir });
    expect([nameIn(dir, 'a.json'), nameIn(dir, 'b.json')]).toEqual(['order_update', 'parcel_update']);
    expect(fixed.stdout).toContain('template-content-duplicate');
  });

  test('--fix-dry-run shows the diff of the first file only and writes nothing', async () => {
    const dir = app({ 'a.json': request('Order-Update', BODIES[0] ?? ''), 'b.json': request('Order Update', BODIES[1] ?? '') });
    const dry = await templintInProcess(['templates', '--fix-dry-run'], { cwd: dir });
    expect(dry.stdout).toContain('+++ templates/a.json (fixed)');
    expect(dry.stdout).not.toContain('+++ templates/b.json (fixed)');
    expect([nameIn(dir, 'a.json'), nameIn(dir, 'b.json')]).toEqual(['Order-Update', 'Order Update']);
  });

  test('a file in a folder with its own set-rule settings is still fixed seeing the other files', async () => {
    const dir = app({ 'a.json': request('Order-Update', BODIES[0] ?? '') });
    mkdirSync(join(dir, 'templates', 'legacy'));
    writeFileSync(join(dir, 'templates', 'legacy', 'templint.config.json'), JSON.stringify({ rules: { 'template-name-duplicate': 'warn' } }));
    writeFileSync(join(dir, 'templates', 'legacy', 'c.json'), JSON.stringify(request('Order Update', BODIES[1] ?? ''), null, 2));
    await templintInProcess(['templates', '--fix'], { cwd: dir });
    expect(nameIn(dir, 'a.json')).toBe('order_update');
    expect(nameIn(dir, 'legacy/c.json')).toBe('Order Update');
  });

  test('a file in a folder whose config turns the set rules off is not fixed into a name the other files are judged to repeat', async () => {
    // The other files are still compared with it: fixed on its own, `Order Update` became the `order_update`
    // of a.json, and a.json, clean before, was reported as its repeat (found by QA). Its other fixes stay.
    const dir = app({ 'a.json': request('order_update', BODIES[0] ?? '') });
    mkdirSync(join(dir, 'templates', 'legacy'));
    const off = { 'template-name-duplicate': 'off', 'template-content-duplicate': 'off', 'template-name-deleted': 'off' };
    writeFileSync(join(dir, 'templates', 'legacy', 'templint.config.json'), JSON.stringify({ rules: off }));
    writeFileSync(join(dir, 'templates', 'legacy', 'c.json'), JSON.stringify(request('Order Update', BODIES[1] ?? ''), null, 2));
    writeFileSync(join(dir, 'templates', 'legacy', 'd.json'), JSON.stringify(request('Refund-Sent', BODIES[2] ?? ''), null, 2));
    const run = await templintInProcess(['templates', '--fix', '-f', 'json'], { cwd: dir });
    expect([nameIn(dir, 'legacy/c.json'), nameIn(dir, 'legacy/d.json')]).toEqual(['Order Update', 'refund_sent']);
    const repeats = (JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[]).flatMap((result) => result.messages).filter((message) => message.ruleId === 'template-name-duplicate');
    expect(repeats).toEqual([]);
  });

  test('with the set rules off, each file is fixed on its own, as before', async () => {
    const dir = app({ 'a.json': request('Order-Update', BODIES[0] ?? ''), 'b.json': request('Order Update', BODIES[1] ?? '') });
    await templintInProcess(['templates', '--fix', '--rule', 'template-name-duplicate: off', '--rule', 'template-content-duplicate: off', '--rule', 'template-name-deleted: off'], { cwd: dir });
    expect([nameIn(dir, 'a.json'), nameIn(dir, 'b.json')]).toEqual(['order_update', 'order_update']);
  });

  test('a rule the settings turn off still judges fixes, as in the ESLint plugin: --fix writes no repeat the rule would report', async () => {
    // One file of two requests: fixing `Order Update` gives the name the first has. With
    // template-name-duplicate off it was written (the fix was judged only by the running rules); eslint --fix
    // with the same rule off refused it. A rule a user turns off is still read by the approval authority.
    const dir = app({ 'both.json': [request('order_update', BODIES[0] ?? ''), request('Order Update', BODIES[1] ?? '')] });
    const run = await templintInProcess(['templates', '--fix', '--rule', 'template-name-duplicate: off', '-f', 'json'], { cwd: dir });
    const names = (JSON.parse(readFileSync(join(dir, 'templates', 'both.json'), 'utf8')) as { chat_template_data: { chat_template_name: string } }[]).map((each) => each.chat_template_data.chat_template_name);
    expect(names).toEqual(['order_update', 'Order Update']);
    const messages = (JSON.parse(run.stdout) as { messages: { ruleId: string | null; fix?: unknown }[] }[]).flatMap((result) => result.messages);
    expect(messages.map((message) => [message.ruleId, message.fix !== undefined])).toEqual([['template-name-format', false]]);
    // The rule that judged it is not reported: the settings turn it off.
    expect(messages.some((message) => message.ruleId === 'template-name-duplicate')).toBe(false);
  });

  test('a rule the settings turn off gives no fix of its own: the running rules\' fixes are applied', async () => {
    // template-name-format off: the name is left as written, while unknown-field's rename of a misspelt key is applied.
    const text = JSON.stringify(request('Order Update', BODIES[0] ?? ''), null, 2).replace('"chat_template_body"', '"chat_template_bdy"');
    const dir = app({});
    writeFileSync(join(dir, 'templates', 'a.json'), text);
    await templintInProcess(['templates', '--fix', '--rule', 'template-name-format: off'], { cwd: dir });
    const fixed = readFileSync(join(dir, 'templates', 'a.json'), 'utf8');
    expect(fixed).toBe(text.replace('"chat_template_bdy"', '"chat_template_body"'));
  });

  test('with threads, the same files are written and the same report printed', async () => {
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`t${String(index).padStart(2, '0')}.json`, request(index % 2 === 0 ? 'Order-Update' : 'Order Update', `${BODIES[index % 3] ?? ''} Ref ${String(index)}.`)]));
    const one = app(files);
    const two = app(files);
    const single = await templint(['templates', '--fix'], { cwd: one });
    const threaded = await templint(['templates', '--fix', '--concurrency', '2'], { cwd: two });
    expect(threaded.stdout.replaceAll(two, '')).toBe(single.stdout.replaceAll(one, ''));
    const names = Object.keys(files).map((file) => nameIn(two, file));
    expect(names).toEqual(Object.keys(files).map((file) => nameIn(one, file)));
    expect(names.filter((name) => name === 'order_update')).toHaveLength(1);
  });
});

test('docs/spec-decisions.md states the most other requests a fix is checked against', () => {
  const decisions = readFileSync(new URL('../../../../docs/spec-decisions.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
  expect(decisions).toContain(`more than ${String(MAX_OTHER_REQUESTS)} other requests with its new name or wording`);
});
