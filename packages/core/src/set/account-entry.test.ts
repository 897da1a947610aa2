// What counts as one of the account's templates (found by QA): a snapshot of objects that were none (`[{}]`,
// a record flattened without its chat_template_data) was read as an account with no templates.
import { describe, expect, test } from 'vitest';
import { accountEntryKind, firstSkippedAccountEntry } from './account-entry.js';

const record = { chat_template_id: 42, provider_integration_chat_id: 'pi_0001', chat_template_data: [{ chat_template_name: 'order_update' }] };
const request = { provider_integration_chat_id: 'pi_0001', chat_template_data: { chat_template_name: 'order_update' } };
const answer = { status: true, data: [record, request] };

describe('accountEntryKind', () => {
  test.each([
    [record, 'record'],
    [request, 'request'],
    [answer, 'answer'],
    [{ foo: 1 }, undefined],
    [{}, undefined],
    [{ provider_integration_chat_id: 'pi_0001', chat_template_name: 'order_update', chat_language_id: 2 }, undefined],
    [{ chat_template_data: 'order_update' }, undefined],
    [{ data: 'nope' }, undefined],
    ['order_update', undefined],
    [null, undefined],
    [[record], undefined],
  ])('%j is %j', (entry, kind) => {
    expect(accountEntryKind(entry)).toBe(kind);
  });
});

describe('firstSkippedAccountEntry', () => {
  test.each([
    [[], undefined],
    [[record, request, answer], undefined],
    [[{ foo: 1 }], '[0]'],
    [[record, {}], '[1]'],
    [[answer, { status: true, data: [record, { chat_template_name: 'order_update' }] }], '[1].data[1]'],
    // An answer inside an answer holds no record.
    [[{ status: true, data: [answer] }], '[0].data[0]'],
  ])('%j: %j', (entries, at) => {
    expect(firstSkippedAccountEntry(entries)).toBe(at);
  });

  test('in an answer\'s data only records and requests count', () => {
    expect(firstSkippedAccountEntry([record, answer], true)).toBe('[1]');
  });
});
