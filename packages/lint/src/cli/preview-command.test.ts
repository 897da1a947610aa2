// `templint preview`: a standalone page per file, every request of an array, problems beside each.
// Through runCli in process (cli.test.ts runs the bin itself).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { MAX_LINTED_FILE_BYTES } from '../read/read-file.js';
import { templintInProcess } from './templint-in-process.test-support.js';
import { PREVIEW_USAGE } from './usage.js';

let dir = '';
const withBody = (body: string, name = 'hello'): unknown => ({
  ...MINIMAL_REQUEST,
  chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_name: name, chat_template_body: { chat_template_body_value: body } },
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'templint-preview-'));
  writeFileSync(join(dir, 'one.json'), JSON.stringify(withBody('Hello *there*, <script>alert(1)</script>'), null, 2));
  // The second request has a variable without a row: its problem is listed beside its own preview.
  writeFileSync(join(dir, 'batch.json'), JSON.stringify([withBody('First message body', 'first'), withBody('Your code is {{1}} today', 'second')], null, 2));
  writeFileSync(join(dir, 'broken.json'), '{ "chat_template_data": ');
  mkdirSync(join(dir, 'pages'));
});

describe('templint preview', () => {
  test('one file: a standalone page on standard output, request text escaped and formatted', async () => {
    const run = await templintInProcess(['preview', 'one.json'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^<!doctype html>/);
    expect(run.stdout).toContain('<style>');
    expect(run.stdout).toContain('class="tl-preview');
    expect(run.stdout).toContain('&lt;script&gt;');
    expect(run.stdout).not.toContain('<script>');
    expect(run.stdout).toContain('No problems.');
  });

  test('-o writes the page; every request of an array gets a section with its own problems beside it', async () => {
    const run = await templintInProcess(['preview', 'batch.json', '-o', 'batch.html'], { cwd: dir });
    expect(run.code).toBe(0);
    const page = readFileSync(join(dir, 'batch.html'), 'utf8');
    const sections = page.split('<section class="tl-page-request">').slice(1);
    expect(sections).toHaveLength(2);
    expect(sections[0]).toContain('Request 1 of 2: <span class="tl-page-name">first</span>');
    expect(sections[0]).toContain('No problems.');
    expect(sections[1]).toContain('Request 2 of 2: <span class="tl-page-name">second</span>');
    // Line and column in the file, as the lint report gives them, and the rule's docs link.
    expect(sections[1]).toMatch(/<li id="r1-problem-1" class="tl-page-error"><code>\d+:\d+<\/code> <strong>error<\/strong> The body uses 1 variable/);
    expect(sections[1]).toContain('variable-row-missing');
  });

  test('several files need -o <directory> and get a page each; an invalid file shows its syntax error', async () => {
    expect((await templintInProcess(['preview', 'one.json', 'batch.json'], { cwd: dir })).code).toBe(2);
    const run = await templintInProcess(['preview', 'one.json', 'broken.json', '-o', 'pages', '--theme', 'dark'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, 'pages', 'one.html'), 'utf8')).toContain('tl-theme-dark');
    expect(readFileSync(join(dir, 'pages', 'broken.html'), 'utf8')).toContain('class="tl-page-fatal"');
  });

  test('two files whose pages would share a name each keep their own page, and a file named twice gets one', async () => {
    mkdirSync(join(dir, 'same', 'a'), { recursive: true });
    writeFileSync(join(dir, 'same', 'a', 'x.json'), JSON.stringify(withBody('From the folder', 'folder_page')));
    writeFileSync(join(dir, 'same', 'a_x.json'), JSON.stringify(withBody('From the file', 'file_page')));
    const run = await templintInProcess(['preview', 'a/x.json', 'a_x.json', 'a/x.json', '-o', 'out'], { cwd: join(dir, 'same') });
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, 'same', 'out', 'a_x.html'), 'utf8')).toContain('folder_page');
    expect(readFileSync(join(dir, 'same', 'out', 'a_x-2.html'), 'utf8')).toContain('file_page');
    expect(run.stderr.match(/wrote /g)).toHaveLength(2);
  });

  test('a file deep in folders gets a page whose name fits in 255 bytes, its own name kept; two such pages stay apart', async () => {
    // Found by QA: the page name joined the whole path, past what a file system takes (ENAMETOOLONG, exit 2, no page).
    const folder = 'ह'.repeat(80); // 240 bytes of UTF-8
    // Two paths whose names, cut to fit, end alike: the second page gets -2, as for any two names alike.
    const files = [`a${'c'.repeat(9)}/${folder}/x.json`, `b${'c'.repeat(9)}/${folder}/x.json`];
    for (const [index, file] of files.entries()) {
      mkdirSync(dirname(join(dir, 'deep', file)), { recursive: true });
      writeFileSync(join(dir, 'deep', file), JSON.stringify(withBody('From deep down', `deep_page_${String(index)}`)));
    }
    const run = await templintInProcess(['preview', ...files, '-o', 'out'], { cwd: join(dir, 'deep') });
    expect(run.stderr).not.toContain('ENAMETOOLONG');
    expect(run.code).toBe(0);
    const pages = readdirSync(join(dir, 'deep', 'out')).sort();
    // The start of the path goes, at a character: 255 bytes with `.html`, and with `-2.html`.
    expect(pages).toEqual([`${'c'.repeat(5)}_${folder}_x-2.html`, `${'c'.repeat(7)}_${folder}_x.html`]);
    for (const page of pages) expect(Buffer.byteLength(page)).toBeLessThanOrEqual(255);
    expect(readFileSync(join(dir, 'deep', 'out', pages.find((page) => !page.endsWith('-2.html')) ?? ''), 'utf8')).toContain('deep_page_0');
    expect(readFileSync(join(dir, 'deep', 'out', pages.find((page) => page.endsWith('-2.html')) ?? ''), 'utf8')).toContain('deep_page_1');
  });

  test('a page of a -o folder is not written through a link there that leads outside the working directory; the others are written', async () => {
    // Found by QA: a committed `previews/a.html -> ../../victim` was overwritten with the page.
    const work = join(dir, 'links', 'work');
    mkdirSync(join(work, 'out'), { recursive: true });
    writeFileSync(join(dir, 'links', 'victim.txt'), 'ORIGINAL\n');
    writeFileSync(join(work, 'a.json'), JSON.stringify(withBody('Page a', 'a_page')));
    writeFileSync(join(work, 'b.json'), JSON.stringify(withBody('Page b', 'b_page')));
    symlinkSync(join(dir, 'links', 'victim.txt'), join(work, 'out', 'a.html'));
    const run = await templintInProcess(['preview', 'a.json', 'b.json', '-o', 'out'], { cwd: work });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`templint: not writing the preview through "out/a.html": a symbolic link takes it outside the working directory (to ${join(dir, 'links', 'victim.txt')}); remove the link or name another -o.`);
    expect(readFileSync(join(dir, 'links', 'victim.txt'), 'utf8')).toBe('ORIGINAL\n');
    expect(readFileSync(join(work, 'out', 'b.html'), 'utf8')).toContain('b_page');
  });

  test('the page names --help and the README give are the ones written (they said "<file name>.html")', async () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const [, file = '', page = ''] = /\((\S+\.json): (\S+\.html)\)/.exec(PREVIEW_USAGE) ?? [];
    expect(readme).toContain(`\`${file}\` gets \`${page}\``);
    const folder = join(dir, 'named');
    mkdirSync(join(folder, dirname(file)), { recursive: true });
    writeFileSync(join(folder, file), JSON.stringify(withBody('Welcome aboard')));
    const run = await templintInProcess(['preview', file, '-', '-o', 'out'], { cwd: folder, input: JSON.stringify(withBody('From a pipe')) });
    expect(run.code).toBe(0);
    expect(readFileSync(join(folder, 'out', page), 'utf8')).toContain('Welcome aboard');
  });

  test('a missing file is reported on standard error with exit 2', async () => {
    const run = await templintInProcess(['preview', 'nope.json'], { cwd: dir });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toContain('nope.json: Cannot read the file (ENOENT)');
  });

  test('a file past the linted-file limit is refused unread, as the lint run refuses it', async () => {
    // Sparse: the size is there, the blocks are not.
    writeFileSync(join(dir, 'huge.json'), '');
    truncateSync(join(dir, 'huge.json'), MAX_LINTED_FILE_BYTES + 1);
    const run = await templintInProcess(['preview', 'huge.json'], { cwd: dir });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toContain('huge.json: The file is larger than 256 MiB, the most templint reads from it.');
  });

  test('-o naming a file it shows (or a link to one) is refused, exit 2, and the file is left whole', async () => {
    const folder = join(dir, 'over');
    mkdirSync(folder, { recursive: true });
    const template = JSON.stringify(withBody('Your order has shipped'), null, 2);
    writeFileSync(join(folder, 't.json'), template);
    symlinkSync('t.json', join(folder, 'link.json'));
    for (const output of ['t.json', 'link.json']) {
      const run = await templintInProcess(['preview', 't.json', '-o', output], { cwd: folder });
      expect(run.code, output).toBe(2);
      expect(run.stderr, output).toBe(`templint: not writing the preview over "${output}": it is a file to preview; name another -o.\n`);
      expect(readFileSync(join(folder, 't.json'), 'utf8')).toBe(template);
    }
  });

  test('"-" previews standard input, as the lint command reads it: to standard output, or as stdin.html among several', async () => {
    const text = JSON.stringify(withBody('Your parcel is on its way'), null, 2);
    const one = await templintInProcess(['preview', '-'], { cwd: dir, input: text });
    expect(one.code).toBe(0);
    expect(one.stdout).toContain('<title>templint preview: &lt;stdin&gt;</title>');
    expect(one.stdout).toContain('Your parcel is on its way');
    const folder = join(dir, 'from-stdin');
    mkdirSync(folder, { recursive: true });
    const several = await templintInProcess(['preview', '-', 'one.json', '-o', folder], { cwd: dir, input: text });
    expect(several.code).toBe(0);
    expect(readFileSync(join(folder, 'stdin.html'), 'utf8')).toContain('Your parcel is on its way');
    expect(readFileSync(join(folder, 'one.html'), 'utf8')).toContain('<title>templint preview: one.json</title>');
  });
});
