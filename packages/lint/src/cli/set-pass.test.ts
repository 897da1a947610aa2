import { createValidator } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { toResult } from '../lint-result.js';
import { MINIMAL_REQUEST } from '../minimal-request.test-support.js';
import { createSetValidator, judgeGroups, type LintedFile } from './set-pass.js';

const validator = createValidator();
const setValidator = createSetValidator({});

/** A file of one request of this name and wording, counting how often its entries are read. */
function file(path: string, name: string, reads: { count: number }): LintedFile {
  const request = { ...MINIMAL_REQUEST, chat_template_data: { ...MINIMAL_REQUEST.chat_template_data, chat_template_name: name, chat_template_body: { chat_template_body_value: `Hello from ${name}` } } };
  const text = JSON.stringify(request, null, 2);
  const entries = [{ entry: validator.validateEntry(request).entry, index: undefined }];
  return {
    filePath: path,
    text,
    result: toResult(path, []),
    get entries() {
      reads.count += 1;
      return entries;
    },
  };
}

describe('judgeGroups', () => {
  test('a group is judged against the files that repeat its names and wording, in each group\'s files', () => {
    const reads = { count: 0 };
    const files = [file('/app/a/x.json', 'order_update', reads), file('/app/b/y.json', 'welcome', reads), file('/app/c/z.json', 'order_update', reads)];
    if (!setValidator) throw new Error('the set rules are on by default');
    const [a, b, c] = files as [LintedFile, LintedFile, LintedFile];
    const judged = judgeGroups(files, [{ validator: setValidator, members: new Set([a, b]) }, { validator: setValidator, members: new Set([c]) }], '/app', false, false);
    // Groups of other settings: the repeat is reported in each (docs/account-snapshot.md); b repeats nothing.
    const repeat = ['template-name-duplicate', 'template-content-duplicate'];
    expect([a, b, c].map((each) => judged.get(each)?.messages.map((message) => message.ruleId))).toEqual([repeat, [], repeat]);
  });

  test('a repeat\'s free name is free among every file of the run, those of other groups too', () => {
    const reads = { count: 0 };
    // b/second.json repeats a/first.json's name; a/z.json, of a's group and sharing nothing with b's, holds
    // the first free name (the pass of b's group read only b's files and their repeats: order_update_2).
    const [first, z, second] = [file('/app/a/first.json', 'order_update', reads), file('/app/a/z.json', 'order_update_2', reads), file('/app/b/second.json', 'order_update', reads)] as [LintedFile, LintedFile, LintedFile];
    if (!setValidator) throw new Error('the set rules are on by default');
    const judged = judgeGroups([first, z, second], [{ validator: setValidator, members: new Set([first, z]) }, { validator: setValidator, members: new Set([second]) }], '/app', false, true);
    const renames = (linted: LintedFile): string[] =>
      (judged.get(linted)?.messages ?? []).filter((message) => message.ruleId === 'template-name-duplicate').flatMap((message) => (message.suggestions ?? []).map((suggestion) => suggestion.fix.text));
    expect(renames(second)).toEqual(['"order_update_3"']);
    expect(renames(first)).not.toContain('"order_update_2"');
  });

  test('the work grows with the files, not with groups × files (a config per folder makes a group per folder)', () => {
    const entriesRead = (folders: number): number => {
      const reads = { count: 0 };
      const files = Array.from({ length: folders * 5 }, (_, at) => file(`/app/d${String(Math.floor(at / 5))}/f${String(at % 5)}.json`, `name_${String(at)}`, reads));
      if (!setValidator) throw new Error('the set rules are on by default');
      const groups = Array.from({ length: folders }, (_, folder) => ({ validator: setValidator, members: new Set(files.slice(folder * 5, folder * 5 + 5)) }));
      judgeGroups(files, groups, '/app', false, false);
      return reads.count;
    };
    // Every group read every file's entries: 40 folders read 20 times what 10 read; 4 times is linear.
    expect(entriesRead(40) / entriesRead(10)).toBeLessThanOrEqual(4);
  });
});
