// `templint .` judges every template of the repository together (issue 19): a name or a body and footer
// used twice in one provider-integration is reported at each repeat, naming the first; the account's
// templates and deleted names come from snapshot files. Through runCli in process.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { templintInProcess } from './templint-in-process.test-support.js';

function request(name: string, body: string, overrides: { integration?: string; category?: number; footer?: string } = {}): Record<string, unknown> {
  return {
    provider_integration_chat_id: overrides.integration ?? 'pi_1',
    chat_template_data: {
      chat_template_name: name,
      chat_language_id: 2,
      chat_template_category_id: overrides.category ?? 2,
      chat_template_body: { chat_template_body_value: body },
      ...(overrides.footer === undefined ? {} : { chat_template_footer: { chat_template_footer_value: overrides.footer } }),
    },
  };
}

/** An authentication request whose body is the authority's sentence: the same in every such template. */
function authentication(name: string): Record<string, unknown> {
  return {
    provider_integration_chat_id: 'pi_1',
    chat_template_data: {
      chat_template_name: name,
      chat_language_id: 2,
      chat_template_category_id: 3,
      chat_template_body: {
        chat_template_body_value: '*{{1}}* is your verification code.',
        chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: '1', chat_template_dynamic_variable_sample_value: '123456' }],
      },
      chat_template_button: [
        {
          chat_template_button_type_id: 4,
          chat_template_button_data: [
            {
              chat_template_button_sub_type_id: 6,
              chat_template_button_sub_type_field_data: [{ chat_template_button_sub_type_field_id: 14, chat_template_button_sub_type_field_value: 'Copy code' }],
            },
          ],
        },
      ],
    },
  };
}

let app = '';
function write(path: string, value: unknown): void {
  mkdirSync(join(app, path, '..'), { recursive: true });
  writeFileSync(join(app, path), `${JSON.stringify(value, null, 2)}\n`);
}

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'templint-set-'));
  write('package.json', { name: 'shop', private: true });
  write('tsconfig.json', { compilerOptions: { strict: true } });
  write('templates/a.json', request('order_update', 'Your order has shipped.'));
  write('templates/b.json', request('order_update', 'Your order is on its way.'));
  write('templates/batch.json', [
    request('welcome', 'Welcome to the shop.'),
    request('welcome', 'Welcome back to the shop.'),
    request('order_copy', 'Your  order has\nshipped.'),
    request('order_update', 'Another text.', { integration: 'pi_2' }),
  ]);
  write('templates/login.json', authentication('login_code'));
  write('templates/signup.json', authentication('signup_code'));
  write('account/templates.json', {
    status: true,
    data: [
      {
        chat_template_id: 42,
        provider_integration_chat_id: 'pi_1',
        chat_template_data: [{ chat_template_name: 'promo', chat_template_category_id: '2', chat_language_data: { chat_language_id: 2 }, chat_template_body: { chat_template_body_value: 'Big sale.' } }],
      },
    ],
  });
  write('account/deleted.json', ['old_promo']);
  write('more/promo.json', [request('promo', 'Something new.'), request('old_promo', 'Another new thing.')]);
});

interface JsonMessage {
  ruleId: string | null;
  severity: number;
  line: number;
  column: number;
  message: string;
  related?: { filePath: string; line: number; column: number; message: string };
  suggestions?: { desc: string }[];
}
interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
}

const setMessages = (results: JsonResult[]): [string, number, string | null, string | undefined, number | undefined][] =>
  results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId?.startsWith('template-') === true)
      .map((message) => [result.filePath.slice(app.length + 1), message.line, message.ruleId, message.related?.filePath.slice(app.length + 1), message.related?.line] as [string, number, string | null, string | undefined, number | undefined]),
  );

describe('templint over an app repository judges its templates together', () => {
  test('reports each repeated name and wording at the repeat, with where the first is, and exits 1', async () => {
    const run = await templintInProcess(['templates', '-f', 'json'], { cwd: app });
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(setMessages(results)).toEqual([
      ['templates/b.json', 4, 'template-name-duplicate', 'templates/a.json', 4],
      ['templates/batch.json', 16, 'template-name-duplicate', 'templates/batch.json', 5],
      ['templates/batch.json', 31, 'template-content-duplicate', 'templates/a.json', 8],
    ]);
    const message = results.find((result) => result.filePath.endsWith('b.json'))?.messages[0]?.message;
    expect(message).toContain('by `order_update` at templates/a.json:1:1 in provider-integration `pi_1`');
  });

  test('stylish names the first template in the message', async () => {
    const run = await templintInProcess(['templates'], { cwd: app });
    expect(run.stdout).toContain('already used for the same language by `welcome` at templates/batch.json:2:3');
    expect(run.stdout).toContain('same wording as `order_update` at templates/a.json:1:1');
  });

  test('sarif gives the first template as a related location', async () => {
    const run = await templintInProcess(['templates', '-f', 'sarif'], { cwd: app });
    const sarif = JSON.parse(run.stdout) as { runs: { results: { ruleId: string; relatedLocations?: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[] }[] };
    const duplicate = sarif.runs[0]?.results.find((result) => result.ruleId === 'template-name-duplicate');
    expect(duplicate?.relatedLocations?.[0]?.physicalLocation.artifactLocation.uri).toBe('templates/a.json');
    expect(duplicate?.relatedLocations?.[0]?.physicalLocation.region.startLine).toBe(4);
  });

  test('github annotates the repeat, naming the first', async () => {
    const run = await templintInProcess(['templates', '-f', 'github'], { cwd: app });
    const line = run.stdout.split('\n').find((text) => text.startsWith('::error file=templates/b.json,line=4,col=27,'));
    expect(line).toContain('title=templint/template-name-duplicate::');
    expect(line).toContain('by `order_update` at templates/a.json:1:1');
  });

  test('turning the set rules off reports none of it', async () => {
    const run = await templintInProcess(['templates', '--rule', 'template-name-duplicate:off', '--rule', 'template-content-duplicate:off', '-f', 'json'], { cwd: app });
    expect(setMessages(JSON.parse(run.stdout) as JsonResult[])).toEqual([]);
    expect(run.code).toBe(0);
  });

  test('compares with the account snapshot and deleted names named by flags', async () => {
    const run = await templintInProcess(['more', '--existing-templates', 'account/templates.json', '--deleted-names', 'account/deleted.json', '-f', 'json'], { cwd: app });
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as JsonResult[];
    const messages = results.flatMap((result) => result.messages).filter((message) => message.ruleId?.startsWith('template-') === true);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      ['template-name-duplicate', 5],
      ['template-name-deleted', 16],
    ]);
    expect(messages[0]?.message).toContain("the account's template `promo` (id 42)");
    expect(messages[0]?.related).toBeUndefined();
  });

  test('a created template\'s own file (its record\'s id) is never the repeat of a new draft the run meets first', async () => {
    // The draft is the repeat, whichever file comes first (found by QA: the created template's file was
    // reported as repeating a draft named before it, and a created template cannot be renamed).
    const dir = mkdtempSync(join(tmpdir(), 'templint-set-created-'));
    const record = { chat_template_id: 42, provider_integration_chat_id: 'pi_1', chat_template_data: [{ chat_template_name: 'promo', chat_template_category_id: '2', chat_language_data: { chat_language_id: 2 }, chat_template_body: { chat_template_body_value: 'Big sale.' } }] };
    const files = { 'account.json': [record], 'templates/a-draft.json': request('promo', 'Something new.'), 'templates/promo.json': { ...request('promo', 'Big sale.'), chat_template_id: 42 } };
    for (const [path, value] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), JSON.stringify(value));
    }
    const run = await templintInProcess(['templates', '--existing-templates', 'account.json', '-f', 'json'], { cwd: dir });
    const messages = (JSON.parse(run.stdout) as JsonResult[]).flatMap((result) => result.messages.filter((message) => message.ruleId?.startsWith('template-') === true).map((message) => [result.filePath.slice(dir.length + 1), message.ruleId, message.message]));
    expect(messages).toEqual([['templates/a-draft.json', 'template-name-duplicate', expect.stringContaining("the account's template `promo` (id 42)")]]);
  });

  describe('deleted names per provider-integration', () => {
    // An app of its own: the tests after these list every file of `app`.
    const own = mkdtempSync(join(tmpdir(), 'templint-deleted-'));
    const put = (path: string, value: unknown): void => {
      mkdirSync(join(own, path, '..'), { recursive: true });
      writeFileSync(join(own, path), `${JSON.stringify(value, null, 2)}\n`);
    };
    put('templates/a.json', request('old_promo', 'Spring sale: 20% off.', { integration: 'pi_1' }));
    put('templates/b.json', request('old_promo', 'Summer sale: 10% off.', { integration: 'pi_2' }));
    put('account/deleted.json', { pi_1: ['old_promo'], pi_3: ['other'] });

    test('a name deleted in one provider-integration is reported there, and free in another', async () => {
      const run = await templintInProcess(['templates', '--deleted-names', 'account/deleted.json', '-f', 'json'], { cwd: own });
      const results = JSON.parse(run.stdout) as JsonResult[];
      const deleted = results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'template-name-deleted').map(() => result.filePath.slice(own.length + 1)));
      expect(deleted).toEqual(['templates/a.json']);
      // --print-config counts the names of each integration.
      const printed = await templintInProcess(['--deleted-names', 'account/deleted.json', '--print-config', 'templates/a.json'], { cwd: own });
      expect((JSON.parse(printed.stdout) as { deletedTemplateNames: unknown }).deletedTemplateNames).toEqual({ pi_1: 1, pi_3: 1 });
    });

    test.each([
      [{ pi_1: 'old_promo' }, 'account/bad.json: pi_1: must be a JSON array of strings'],
      [{ pi_1: [7] }, 'account/bad.json: pi_1[0]: must be a string'],
      ['old_promo', 'account/bad.json: must be a JSON array of names, or an object of such arrays by provider-integration id'],
    ])('refuses %j, neither a list of names nor lists by integration', async (value, message) => {
      put('account/bad.json', value);
      const run = await templintInProcess(['templates', '--deleted-names', 'account/bad.json'], { cwd: own });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
    });
  });

  test('existingTemplateNames given by provider-integration, as deleted names may be, says how to give several brands\' names', async () => {
    // A flat list counts in every provider-integration: one object for several brands was refused as any
    // mistake, with nothing saying where each brand's names go.
    // An app of its own: a test after this one lists every file of `app`.
    const own = mkdtempSync(join(tmpdir(), 'templint-names-'));
    mkdirSync(join(own, 'names-by-brand'));
    writeFileSync(join(own, 'names-by-brand/names.json'), JSON.stringify({ pi_a: ['order_update'], pi_b: [] }));
    writeFileSync(join(own, 'names-by-brand/t.json'), JSON.stringify(request('order_update', 'Names by brand text.', { integration: 'pi_a' })));
    const run = await templintInProcess(['names-by-brand/t.json', '--existing-names', 'names-by-brand/names.json'], { cwd: own });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'names-by-brand/names.json: must be a JSON array of strings: existing names count in every provider-integration, so they are not given by provider-integration; give each brand\'s folder its own list in its templint.config.json, or keep the account\'s templates in "existingTemplates", which knows each one\'s provider-integration',
    );
  });

  test('reads the same snapshot from templint.config.json', async () => {
    write('templint.config.json', { existingTemplates: 'account/templates.json', deletedTemplateNames: 'account/deleted.json' });
    try {
      const run = await templintInProcess(['more', '-f', 'json'], { cwd: app });
      const rules = (JSON.parse(run.stdout) as JsonResult[]).flatMap((result) => result.messages).map((message) => message.ruleId);
      expect(rules).toEqual(['template-name-duplicate', 'template-name-deleted']);
    } finally {
      writeFileSync(join(app, 'templint.config.json'), '{}\n');
    }
  });

  test('templint . passes the configured snapshot by (it holds templates that exist), and judges the rest together', async () => {
    write('templint.config.json', { existingTemplates: 'account/templates.json' });
    try {
      const run = await templintInProcess(['.', '-f', 'json'], { cwd: app });
      const results = JSON.parse(run.stdout) as JsonResult[];
      expect(results.map((result) => result.filePath.slice(app.length + 1)).sort()).toEqual(
        ['more/promo.json', 'templates/a.json', 'templates/b.json', 'templates/batch.json', 'templates/login.json', 'templates/signup.json'],
      );
      expect(run.code).toBe(1);
      // The first `promo` is the account's, so the request in more/ repeats it.
      expect(setMessages(results).map(([file, , ruleId]) => [file, ruleId])).toContainEqual(['more/promo.json', 'template-name-duplicate']);
    } finally {
      writeFileSync(join(app, 'templint.config.json'), '{}\n');
    }
  });

  test.each([[{ status: false, data: [] }], [[{ status: false, message: 'Unauthorized' }]]])('a snapshot saved from a failed call (%j) is a usage error, not an empty account', async (answer) => {
    write('account/failed.json', answer);
    const run = await templintInProcess(['more', '--existing-templates', 'account/failed.json'], { cwd: app });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('account/failed.json');
    expect(run.stderr).toContain('failed call');
  });

  test('a snapshot that is not an array of templates is a usage error naming the file', async () => {
    write('account/bad.json', { status: true, data: 'nope' });
    const run = await templintInProcess(['more', '--existing-templates', 'account/bad.json'], { cwd: app });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('account/bad.json');
  });

  test.each([
    [[{ foo: 1 }], '[0]'],
    [[{}], '[0]'],
    // A record flattened, without its chat_template_data.
    [[{ chat_template_id: 42, provider_integration_chat_id: 'pi_1', chat_template_data: [] }, { provider_integration_chat_id: 'pi_0001', chat_template_name: 'order_update', chat_language_id: 2 }], '[1]'],
    [{ data: [{ chat_template_name: 'order_update' }] }, 'data[0]'],
    [[{ status: true, data: [{ chat_template_id: 42, chat_template_data: [] }, { chat_template_name: 'order_update' }] }], '[0].data[1]'],
  ])('a snapshot holding no templates (%j) is a settings error naming its first entry that is none, not an account compared with nothing', async (snapshot, at) => {
    write('account/strange.json', snapshot);
    const expected = `templint: account/strange.json: ${at}: must be a template record as the API lists and returns it ("chat_template_data" an array) or a create request ("chat_template_data" an object)\n`;
    expect(await templintInProcess(['more', '--existing-templates', 'account/strange.json'], { cwd: app })).toEqual({ code: 2, stdout: '', stderr: expected });
    write('templint.config.json', { existingTemplates: 'account/strange.json' });
    try {
      expect(await templintInProcess(['more'], { cwd: app })).toEqual({ code: 2, stdout: '', stderr: expected });
    } finally {
      writeFileSync(join(app, 'templint.config.json'), '{}\n');
    }
  });

  test('a snapshot written in the config itself is checked alike, the error naming the setting', async () => {
    write('templint.config.json', { existingTemplates: [{ chat_template_name: 'order_update' }] });
    try {
      const run = await templintInProcess(['more'], { cwd: app });
      expect(run).toMatchObject({ code: 2, stderr: expect.stringContaining('templint.config.json: existingTemplates[0]: must be a template record') as unknown });
    } finally {
      writeFileSync(join(app, 'templint.config.json'), '{}\n');
    }
  });

  test('a snapshot in a config object with `files` (the README\'s full config) is each of its files\' account', async () => {
    write('templint.config.json', [{ files: ['more/**/*.json'], existingTemplates: 'account/templates.json', deletedTemplateNames: 'account/deleted.json' }]);
    try {
      const run = await templintInProcess(['more', '-f', 'json'], { cwd: app });
      const rules = (JSON.parse(run.stdout) as JsonResult[]).flatMap((result) => result.messages).map((message) => message.ruleId);
      expect(rules).toEqual(['template-name-duplicate', 'template-name-deleted']);
      // The same from the parent folder: the files' settings decide, not the working directory's.
      const fromParent = await templintInProcess([join(app, 'more'), '-f', 'json'], { cwd: join(app, '..') });
      expect((JSON.parse(fromParent.stdout) as JsonResult[]).flatMap((result) => result.messages).map((message) => message.ruleId)).toEqual(rules);
    } finally {
      writeFileSync(join(app, 'templint.config.json'), '{}\n');
    }
  });

  test('each folder\'s own config gives its files\' account and set rules, from wherever templint runs', async () => {
    write('brands/a/templint.config.json', { deletedTemplateNames: 'deleted.json' });
    write('brands/a/deleted.json', ['a_gone']);
    write('brands/a/t.json', [request('a_gone', 'Brand A text.'), request('b_gone', 'Brand A other text.')]);
    write('brands/b/templint.config.json', { deletedTemplateNames: 'deleted.json', rules: { 'template-name-duplicate': 'off' } });
    write('brands/b/deleted.json', ['b_gone']);
    write('brands/b/t.json', [request('a_gone', 'Brand B text.'), request('b_gone', 'Brand B other text.'), request('b_gone', 'Brand B third text.')]);
    // One provider-integration: brand a's names repeat brand b's, which a's settings report (b turns the
    // rule off for its own files), in a's file whether the walk meets a or b first.
    const expected = [
      ['brands/a/t.json', 5, 'template-name-deleted', undefined, undefined],
      ['brands/a/t.json', 5, 'template-name-duplicate', 'brands/b/t.json', 5],
      ['brands/a/t.json', 16, 'template-name-duplicate', 'brands/b/t.json', 16],
      ['brands/b/t.json', 16, 'template-name-deleted', undefined, undefined],
      ['brands/b/t.json', 27, 'template-name-deleted', undefined, undefined],
    ];
    const fromRoot = await templintInProcess(['brands', '-f', 'json'], { cwd: app });
    expect(setMessages(JSON.parse(fromRoot.stdout) as JsonResult[])).toEqual(expected);
    const fromBrand = await templintInProcess(['.', '../a', '-f', 'json'], { cwd: join(app, 'brands/b') });
    expect(setMessages(JSON.parse(fromBrand.stdout) as JsonResult[]).sort()).toEqual([...expected].sort());
  });

  test('a brand\'s free name is not taken by another brand\'s request that its own settings do not report', async () => {
    // Two business accounts, each folder with its own deleted names: brand b's old_promo (pi_b) is free in
    // b. Judged with brand a's list it was reported as deleted in a's pass and took old_promo_2, so from the
    // root a was offered old_promo_3, and old_promo_2 from its own folder (and in ESLint).
    write('two-brands/a/templint.config.json', { deletedTemplateNames: 'deleted.json' });
    write('two-brands/a/deleted.json', ['old_promo']);
    write('two-brands/a/t.json', request('old_promo', 'Brand A promo text.', { integration: 'pi_a' }));
    write('two-brands/b/templint.config.json', { deletedTemplateNames: 'deleted.json' });
    write('two-brands/b/deleted.json', []);
    write('two-brands/b/t.json', request('old_promo', 'Brand B promo text.', { integration: 'pi_b' }));
    const renames = (stdout: string): string[] =>
      (JSON.parse(stdout) as JsonResult[]).flatMap((result) => result.messages.filter((message) => message.ruleId === 'template-name-deleted').flatMap((message) => (message.suggestions ?? []).map((suggestion) => `${result.filePath.slice(app.length + 1)} ${suggestion.desc}`)));
    const expected = ['two-brands/a/t.json Rename it `old_promo_2`, a name no template uses.'];
    expect(renames((await templintInProcess(['two-brands', '-f', 'json'], { cwd: app })).stdout)).toEqual(expected);
    expect(renames((await templintInProcess(['.', '-f', 'json'], { cwd: join(app, 'two-brands/a') })).stdout)).toEqual(expected);
  });

  test("another brand's request does not take a brand's free name: a name is unique within its provider-integration", async () => {
    // Brand b (pi_b) uses old_promo and old_promo_2; brand a (pi_a) deleted old_promo. From the root a was
    // offered old_promo_3 (b's names counted as taken), and old_promo_2 from its own folder, which sees nothing of b.
    write('other-names/a/templint.config.json', { deletedTemplateNames: 'deleted.json' });
    write('other-names/a/deleted.json', ['old_promo']);
    write('other-names/a/t.json', request('old_promo', 'Brand A promo text.', { integration: 'pi_a' }));
    write('other-names/b/t.json', [request('old_promo', 'Brand B promo text.', { integration: 'pi_b' }), request('old_promo_2', 'Brand B other promo text.', { integration: 'pi_b' })]);
    const renames = (stdout: string): string[] =>
      (JSON.parse(stdout) as JsonResult[]).flatMap((result) => result.messages.filter((message) => message.ruleId === 'template-name-deleted').flatMap((message) => (message.suggestions ?? []).map((suggestion) => `${result.filePath.slice(app.length + 1)} ${suggestion.desc}`)));
    const expected = ['other-names/a/t.json Rename it `old_promo_2`, a name no template uses.'];
    expect(renames((await templintInProcess(['other-names', '-f', 'json'], { cwd: app })).stdout)).toEqual(expected);
    expect(renames((await templintInProcess(['.', '-f', 'json'], { cwd: join(app, 'other-names/a') })).stdout)).toEqual(expected);
  });

  test.each([
    ['a set rule set to warn', { rules: { 'template-name-duplicate': 'warn' } }, 1],
    ['another set rule off', { rules: { 'template-content-duplicate': 'off' } }, 2],
    ['names of its own', { existingTemplateNames: 'names.json' }, 2],
  ])('a folder whose config gives %s is still compared with the other files: each file reports the repeat with its own settings', async (_, config, severity) => {
    const folder = `mixed-${String(severity)}-${Object.keys(config)[0] ?? ''}`;
    write(`${folder}/a.json`, request('order_update', 'Mixed text A.'));
    write(`${folder}/legacy/templint.config.json`, config);
    write(`${folder}/legacy/names.json`, ['taken_name']);
    write(`${folder}/legacy/c.json`, request('order_update', 'Mixed text C.'));
    const run = await templintInProcess([folder, '-f', 'json'], { cwd: app });
    const results = JSON.parse(run.stdout) as JsonResult[];
    // Judged apart before: no repeat reported, exit 0. Now in each file, whichever the walk meets first.
    expect(setMessages(results)).toEqual([
      [`${folder}/a.json`, 4, 'template-name-duplicate', `${folder}/legacy/c.json`, 4],
      [`${folder}/legacy/c.json`, 4, 'template-name-duplicate', `${folder}/a.json`, 4],
    ]);
    const severities = results.map((result) => result.messages.find((message) => message.ruleId === 'template-name-duplicate')?.severity);
    expect(severities).toEqual([2, severity]);
  });

  test('a file the set rules report in keeps the rest of its result: --fix-dry-run\'s output, --stats\'s times', async () => {
    write('fixed-repeat/a.json', request('first_one', 'The same words here.'));
    write('fixed-repeat/z.json', request('Order Shipped', 'The same words here.'));
    const run = await templintInProcess(['fixed-repeat', '-f', 'json', '--fix-dry-run', '--stats'], { cwd: app });
    const results = JSON.parse(run.stdout) as (JsonResult & { output?: string; stats?: unknown })[];
    const fixed = results.find((result) => result.filePath.endsWith('z.json'));
    expect(setMessages(results)).toEqual([['fixed-repeat/z.json', 8, 'template-content-duplicate', 'fixed-repeat/a.json', 8]]);
    // As ESLint's JSON: the fixed text in `output`, and the file's times in `stats`.
    expect(fixed?.output).toContain('"chat_template_name": "order_shipped"');
    expect(fixed?.stats).toMatchObject({ fixPasses: 0 });
    expect(results.every((result) => result.stats !== undefined)).toBe(true);
  });

  test('a folder whose config turns every set rule off opts its own files out, and the other files are still compared with them', async () => {
    write('drafts-mixed/a.json', request('order_update', 'Drafts text A.'));
    write('drafts-mixed/drafts/templint.config.json', { rules: { 'template-name-duplicate': 'off', 'template-content-duplicate': 'off', 'template-name-deleted': 'off' } });
    write('drafts-mixed/drafts/c.json', request('order_update', 'Drafts text C.'));
    const run = await templintInProcess(['drafts-mixed', '-f', 'json'], { cwd: app });
    expect(setMessages(JSON.parse(run.stdout) as JsonResult[])).toEqual([['drafts-mixed/a.json', 4, 'template-name-duplicate', 'drafts-mixed/drafts/c.json', 4]]);
  });
});
