// What counts as one of the account's templates (`existingTemplates`): decided here only, so the set rules
// (accountTemplatesOf), the CLI and the ESLint plugin, which refuse a snapshot holding anything else, agree.
import { asPlainObject, isObject, type JsonObject } from '../internal/json.js';

/**
 * An entry of the account's templates: a template record as the API's list and detail answers give it
 * (spec 2.10: its `chat_template_data` an array of data records), the create request that made it (its
 * `chat_template_data` an object), or a "Get template details" answer itself (`{ "status": true, "data":
 * [records] }`).
 */
export type AccountEntryKind = 'record' | 'request' | 'answer';

/** What the entries of the account's templates may be, as a message says it. */
export const ACCOUNT_ENTRY_EXPECTED =
  'a template record as the API lists and returns it ("chat_template_data" an array) or a create request ("chat_template_data" an object)';

/** What `entry` is as one of the account's templates; undefined for anything else. */
export function accountEntryKind(entry: unknown): AccountEntryKind | undefined {
  const object = asPlainObject(entry);
  if (!object) return undefined;
  if (Array.isArray(object.chat_template_data)) return 'record';
  if (asPlainObject(object.chat_template_data)) return 'request';
  if (Array.isArray(object.data)) return 'answer';
  return undefined;
}

/**
 * Whether `value` is the answer of a failed call (`"status": false`): it holds no templates, and read as an
 * empty account it would turn every comparison off without a word, so the CLI, the ESLint plugin and the
 * client refuse it, naming it as such.
 */
export function isFailedAnswer(value: unknown): value is JsonObject {
  return isObject(value) && value.status === false;
}

/**
 * Where the first entry of a list of the account's templates is that holds no template (neither a record
 * nor a create request, nor an answer of them): `[2]`, or `[0].data[1]` inside an answer. Undefined when
 * every entry counts. `inAnswer`: the list is an answer's `data`, where only records and requests count.
 * The set rules skip such an entry; a tool reading a snapshot refuses it, since a file of them would turn
 * every comparison with the account off without a word.
 */
export function firstSkippedAccountEntry(entries: readonly unknown[], inAnswer = false): string | undefined {
  for (const [index, entry] of entries.entries()) {
    const kind = accountEntryKind(entry);
    if (kind === undefined || (inAnswer && kind === 'answer')) return `[${String(index)}]`;
    if (kind !== 'answer') continue;
    const inner = firstSkippedAccountEntry((entry as { readonly data: readonly unknown[] }).data, true);
    if (inner !== undefined) return `[${String(index)}].data${inner}`;
  }
  return undefined;
}
