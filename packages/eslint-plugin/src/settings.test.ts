import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCatalog } from '@templint/core';
import { MAX_SETTINGS_FILE_BYTES } from '@templint/lint/internal';
import { afterAll, describe, expect, test } from 'vitest';
import { createSettingsResolver, KEYS } from './settings.js';
import { TemplintSettingsError, templintSettings } from './templint-settings.js';

const fixtures = fileURLToPath(new URL('../test-fixtures/', import.meta.url));

describe('a settings resolver', () => {
  const resolveSettings = createSettingsResolver();

  test('no settings.templint: core defaults', () => {
    expect(resolveSettings({}, fixtures)).toEqual({});
  });

  test('passes a catalog object, names and flow ids on', () => {
    const options = resolveSettings({ templint: { catalog: defaultCatalog, existingTemplateNames: ['a'], flowIds: ['1'] } }, fixtures);
    expect(options.catalog).toEqual(defaultCatalog);
    expect([...(options.existingTemplateNames ?? [])]).toEqual(['a']);
    expect([...(options.flowIds ?? [])]).toEqual(['1']);
  });

  test('passes the account snapshot on, and names a snapshot entry that is no object', () => {
    const existingTemplates = [{ chat_template_id: 1, chat_template_data: [] }];
    const options = resolveSettings({ templint: { existingTemplates, deletedTemplateNames: ['old'] } }, fixtures);
    expect(options.existingTemplates).toBe(existingTemplates);
    expect(options.deletedTemplateNames).toEqual(new Set(['old']));
    expect(() => resolveSettings({ templint: { existingTemplates: [existingTemplates[0], 'x'] } }, fixtures)).toThrow('settings.templint.existingTemplates[1]: must be a template record');
    // A string is the path of a file (below).
    expect(() => resolveSettings({ templint: { deletedTemplateNames: 42 } }, fixtures)).toThrow('settings.templint.deletedTemplateNames: must be an array of strings, or an object of such arrays by provider-integration id');
    // Per provider-integration: an object of lists, each checked.
    const byIntegration = { pi_0001: ['old'] };
    expect(resolveSettings({ templint: { deletedTemplateNames: byIntegration } }, fixtures).deletedTemplateNames).toBe(byIntegration);
    expect(() => resolveSettings({ templint: { deletedTemplateNames: { pi_0001: 'old' } } }, fixtures)).toThrow('settings.templint.deletedTemplateNames.pi_0001: must be an array of strings');
    expect(() => resolveSettings({ templint: { deletedTemplateNames: { pi_0001: [1] } } }, fixtures)).toThrow('settings.templint.deletedTemplateNames.pi_0001[0]: must be a string');
  });

  test('takes a "Get template details" answer as the CLI reads a snapshot file, and refuses a failed one', () => {
    const record = { chat_template_id: 1, provider_integration_chat_id: 'pi_0001', chat_template_data: [] };
    const answer = { status: true, data: [record] };
    expect(resolveSettings({ templint: { existingTemplates: answer } }, fixtures).existingTemplates).toBe(answer.data);
    expect(() => resolveSettings({ templint: { existingTemplates: { status: true, data: [{ chat_template_name: 'x' }] } } }, fixtures)).toThrow('settings.templint.existingTemplates.data[0]: must be a template record');
    expect(() => resolveSettings({ templint: { existingTemplates: { status: false, message: 'Unauthorized' } } }, fixtures)).toThrow(
      'settings.templint.existingTemplates: is the answer of a failed call (status false)',
    );
    expect(() => resolveSettings({ templint: { existingTemplates: [answer, { status: false, data: [] }] } }, fixtures)).toThrow(
      'settings.templint.existingTemplates[1]: is the answer of a failed call (status false)',
    );
    expect(() => resolveSettings({ templint: { existingTemplates: { chat_template_data: [] } } }, fixtures)).toThrow('settings.templint.existingTemplates: must be an array of template records or create requests');
  });

  test.each([
    [[{}], '[0]'],
    [[{ provider_integration_chat_id: 'pi_0001', chat_template_name: 'order_update', chat_language_id: 2 }], '[0]'],
    [[{ status: true, data: [{ chat_template_name: 'order_update' }] }], '[0].data[0]'],
  ])('refuses a snapshot entry that is no template (%j), as the CLI does: the account would be compared with nothing', (existingTemplates, at) => {
    expect(() => resolveSettings({ templint: { existingTemplates } }, fixtures)).toThrow(
      `settings.templint.existingTemplates${at}: must be a template record as the API lists and returns it ("chat_template_data" an array) or a create request ("chat_template_data" an object)`,
    );
  });

  test('loads a catalog path relative to the working directory', () => {
    const options = resolveSettings({ templint: { catalog: 'platform-catalog.json' } }, fixtures);
    expect(options.catalog?.languages).toContainEqual({ id: 7, name: 'German', code: 'de' });
  });

  test('a bad catalog file is one error naming the setting, the file and the field', () => {
    expect(() => resolveSettings({ templint: { catalog: 'bad-catalog.json' } }, fixtures)).toThrow(
      'settings.templint.catalog: bad-catalog.json: languages[0].code: must be a string',
    );
  });

  test('a catalog giving one id to two entries of a list is refused, naming both', () => {
    const catalog = { ...defaultCatalog, languages: [...defaultCatalog.languages, { id: 2, name: 'Klingon', code: 'tlh' }] };
    expect(() => resolveSettings({ templint: { catalog } }, fixtures)).toThrow('settings.templint.catalog: languages[6].id: 2 is the id of languages[1] too');
  });

  test('a missing catalog file says where it was looked for', () => {
    expect(() => resolveSettings({ templint: { catalog: 'nope.json' } }, fixtures)).toThrow(
      `settings.templint.catalog: nope.json: cannot read the file (ENOENT; resolved to ${join(fixtures, 'nope.json')})`,
    );
  });

  test('a bad catalog object names the field under settings.templint.catalog', () => {
    expect(() => resolveSettings({ templint: { catalog: { ...defaultCatalog, languages: 'en' } } }, fixtures)).toThrow(
      /^settings\.templint\.catalog: languages: /,
    );
  });

  test.each([
    [{ templint: 'catalog.json' }, 'settings.templint: must be an object with catalog, existingTemplateNames, flowIds, existingTemplates, deletedTemplateNames, locale, catalogHash, existingTemplatesHash, deletedTemplateNamesHash'],
    [{ templint: { flowIDs: [] } }, 'settings.templint.flowIDs: unknown setting; known: catalog, existingTemplateNames, flowIds, existingTemplates, deletedTemplateNames, locale, catalogHash, existingTemplatesHash, deletedTemplateNamesHash'],
    [{ templint: { existingTemplateNames: 'a' } }, 'settings.templint.existingTemplateNames: must be an array of strings'],
    // By provider-integration, as deletedTemplateNames may be: a team of several brands hears where each brand's names go.
    [
      { templint: { existingTemplateNames: { pi_a: ['order_update'] } } },
      "settings.templint.existingTemplateNames: must be an array of strings: existing names count in every provider-integration, so they are not given by provider-integration; give each brand's files a config object with its own list, or keep the account's templates in existingTemplates, which knows each one's provider-integration",
    ],
    [{ templint: { flowIds: ['1', 2] } }, 'settings.templint.flowIds[1]: must be a string'],
    [{ templint: { catalog: 42 } }, 'settings.templint.catalog: must be a catalog object or the path of a catalog JSON file'],
  ])('rejects %j', (settings, message) => {
    expect(() => resolveSettings(settings, fixtures)).toThrow(message);
  });

  describe('a catalog file that changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'templint-settings-'));
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    test('is read again (an editor keeps ESLint running)', () => {
      const file = join(dir, 'catalog.json');
      writeFileSync(file, JSON.stringify(defaultCatalog));
      expect(resolveSettings({ templint: { catalog: 'catalog.json' } }, dir).catalog?.languages).toHaveLength(defaultCatalog.languages.length);
      writeFileSync(file, JSON.stringify({ ...defaultCatalog, languages: [] }));
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(resolveSettings({ templint: { catalog: 'catalog.json' } }, dir).catalog?.languages).toEqual([]);
    });

    test('is read once while unchanged, and each resolver keeps its own memory of it', () => {
      writeFileSync(join(dir, 'kept.json'), JSON.stringify(defaultCatalog));
      const settings = { templint: { catalog: 'kept.json' } };
      const first = resolveSettings(settings, dir).catalog;
      expect(resolveSettings(settings, dir).catalog).toBe(first);
      const other = createSettingsResolver()(settings, dir).catalog;
      expect(other).toEqual(first);
      expect(other).not.toBe(first);
    });
  });
});

describe('an account file named by its path, as templint.config.json names it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'templint-settings-account-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const resolveSettings = createSettingsResolver();
  const record = (id: number): object => ({ chat_template_id: id, provider_integration_chat_id: 'pi_0001', chat_template_data: [] });
  const T1 = 1_700_000_000;
  const T2 = T1 + 60;
  /** Writes the file with this mtime (seconds): a change is seen without waiting for the clock. */
  const write = (name: string, text: string, mtime = T1): void => {
    writeFileSync(join(dir, name), text);
    utimesSync(join(dir, name), mtime, mtime);
  };

  test('a snapshot file is read relative to the working directory, as the CLI reads it (a "Get template details" answer too)', () => {
    write('answer.json', JSON.stringify({ status: true, data: [record(1)] }));
    expect(resolveSettings({ templint: { existingTemplates: 'answer.json' } }, dir).existingTemplates).toEqual([record(1)]);
  });

  test('a deleted-names file holds a list or an object of lists by provider-integration', () => {
    write('list.json', '["old_promo"]');
    write('by-integration.json', '{"pi_0001": ["old_promo"]}');
    expect(resolveSettings({ templint: { deletedTemplateNames: 'list.json' } }, dir).deletedTemplateNames).toEqual(new Set(['old_promo']));
    expect(resolveSettings({ templint: { deletedTemplateNames: 'by-integration.json' } }, dir).deletedTemplateNames).toEqual({ pi_0001: ['old_promo'] });
  });

  test('gives the same objects while the files are unchanged, and new ones once their mtime changes (their size kept)', () => {
    write('templates.json', JSON.stringify([record(1)]));
    write('deleted.json', '["old_a"]');
    const settings = { templint: { existingTemplates: 'templates.json', deletedTemplateNames: 'deleted.json' } };
    const first = resolveSettings(settings, dir);
    const again = resolveSettings(settings, dir);
    // The validators are cached by these objects (file-validations.ts).
    expect(again.existingTemplates).toBe(first.existingTemplates);
    expect(again.deletedTemplateNames).toBe(first.deletedTemplateNames);
    write('templates.json', JSON.stringify([record(2)]), T2);
    write('deleted.json', '["old_b"]', T2);
    const changed = resolveSettings(settings, dir);
    expect(changed.existingTemplates).toEqual([record(2)]);
    expect(changed.deletedTemplateNames).toEqual(new Set(['old_b']));
  });

  test.each([
    ['existingTemplates', '{"chat_template_data": []}', 'must be a JSON array of template records or create requests (or a "Get template details" answer)'],
    ['existingTemplates', '[{}]', '[0]: must be a template record as the API lists and returns it ("chat_template_data" an array) or a create request ("chat_template_data" an object)'],
    ['existingTemplates', '{"status": false, "message": "Unauthorized"}', 'is an answer of a failed call (status false ("Unauthorized")), not the account\'s templates; save the answer of a call that succeeded'],
    ['deletedTemplateNames', '"old_promo"', 'must be a JSON array of names, or an object of such arrays by provider-integration id ({ "pi_0001": ["old_promo"] })'],
    ['deletedTemplateNames', '{"pi_0001": [1]}', 'pi_0001[0]: must be a string'],
  ])('a bad %s file (%s) is a TemplintSettingsError naming the setting and the file, in the CLI config\'s words', (key, text, problem) => {
    write('bad.json', text);
    const resolve = (): unknown => createSettingsResolver()({ templint: { [key]: 'bad.json' } }, dir);
    expect(resolve).toThrow(TemplintSettingsError);
    expect(resolve).toThrow(`settings.templint.${key}: bad.json: ${problem}`);
  });

  test('a file that is not JSON or not there says where it was looked for', () => {
    write('broken.json', '[');
    expect(() => resolveSettings({ templint: { existingTemplates: 'broken.json' } }, dir)).toThrow(
      `settings.templint.existingTemplates: broken.json: not valid JSON (Unexpected end of JSON input) (resolved to ${join(dir, 'broken.json')})`,
    );
    expect(() => resolveSettings({ templint: { deletedTemplateNames: 'nope.json' } }, dir)).toThrow(
      `settings.templint.deletedTemplateNames: nope.json: cannot read the file (ENOENT; resolved to ${join(dir, 'nope.json')})`,
    );
  });
});

describe('the catalog file is read by the one settings reader (issue 21 point 9)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'templint-settings-reader-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('a FIFO and /dev/zero are refused without blocking or reading', () => {
    execFileSync('mkfifo', [join(dir, 'fifo.json')]);
    const resolveSettings = createSettingsResolver();
    expect(() => resolveSettings({ templint: { catalog: 'fifo.json' } }, dir)).toThrow(
      `settings.templint.catalog: fifo.json: not a regular file (a FIFO): only regular files are read as settings (resolved to ${join(dir, 'fifo.json')})`,
    );
    expect(() => resolveSettings({ templint: { catalog: '/dev/zero' } }, dir)).toThrow('settings.templint.catalog: /dev/zero: not a regular file (a character device)');
  });
});

describe('templintSettings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'templint-settings-hash-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('adds the SHA-256 of the catalog file, which changes with its content', () => {
    const file = join(dir, 'catalog.json');
    writeFileSync(file, JSON.stringify(defaultCatalog));
    const first = templintSettings({ catalog: 'catalog.json', flowIds: ['1'] }, dir);
    expect(first).toEqual({ catalog: 'catalog.json', flowIds: ['1'], catalogHash: `sha256-${createHash('sha256').update(JSON.stringify(defaultCatalog)).digest('hex')}` });
    writeFileSync(file, JSON.stringify({ ...defaultCatalog, languages: [] }));
    expect(templintSettings({ catalog: 'catalog.json' }, dir).catalogHash).not.toBe(first.catalogHash);
    // The resolver accepts the key and reads the catalog as before.
    expect(createSettingsResolver()({ templint: first }, dir).catalog?.languages).toEqual([]);
  });

  test('adds the SHA-256 of the snapshot and deleted-names files too, each under its own key', () => {
    const sha256 = (text: string): string => `sha256-${createHash('sha256').update(text).digest('hex')}`;
    writeFileSync(join(dir, 'templates.json'), '[]');
    writeFileSync(join(dir, 'deleted.json'), '["old_promo"]');
    const settings = templintSettings({ existingTemplates: 'templates.json', deletedTemplateNames: 'deleted.json' }, dir);
    expect(settings).toEqual({ existingTemplates: 'templates.json', deletedTemplateNames: 'deleted.json', existingTemplatesHash: sha256('[]'), deletedTemplateNamesHash: sha256('["old_promo"]') });
    writeFileSync(join(dir, 'deleted.json'), '["new_promo"]');
    expect(templintSettings({ deletedTemplateNames: 'deleted.json' }, dir)).toEqual({ deletedTemplateNames: 'deleted.json', deletedTemplateNamesHash: sha256('["new_promo"]') });
    // The resolver accepts the keys, and refuses a hash that is not a string.
    expect(createSettingsResolver()({ templint: settings }, dir).deletedTemplateNames).toEqual(new Set(['new_promo']));
    expect(() => createSettingsResolver()({ templint: { existingTemplatesHash: 1 } }, dir)).toThrow('settings.templint.existingTemplatesHash: must be a string (set by templintSettings)');
    expect(() => templintSettings({ existingTemplates: 'nope.json' }, dir)).toThrow(`settings.templint.existingTemplates: nope.json: cannot read the file (ENOENT; resolved to ${join(dir, 'nope.json')})`);
  });

  test('a catalog object or no catalog is returned as it is; a bad file is named', () => {
    const settings = { catalog: defaultCatalog };
    expect(templintSettings(settings, dir)).toBe(settings);
    expect(() => templintSettings({ catalog: 'nope.json' }, dir)).toThrow(`settings.templint.catalog: nope.json: cannot read the file (ENOENT; resolved to ${join(dir, 'nope.json')})`);
  });
});

describe('docs/editor.md', () => {
  const docs = readFileSync(new URL('../../../docs/editor.md', import.meta.url), 'utf8');

  test('has one row in its settings.templint table for each key the resolver takes', () => {
    const rows = [...docs.matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((match) => match[1]);
    expect(rows.sort()).toEqual([...KEYS].sort());
  });

  test('says the size a file a setting names is read up to', () => {
    expect(docs).toContain(`at most ${String(MAX_SETTINGS_FILE_BYTES / 1024 / 1024)} MiB`);
  });
});
