// The account's templates as a settings file holds them (`existingTemplates`, `--existing-templates`): the
// CLI's config and the ESLint plugin's path setting check a snapshot with this one function.
import { ACCOUNT_ENTRY_EXPECTED, accountEntryKind, firstSkippedAccountEntry, isFailedAnswer } from '@templint/core/internal';
import { SettingsError } from './settings-error.js';

/**
 * The account's templates: an array of template records (spec 2.10) or create requests, or a
 * "Get template details" answer (`{ "status": true, "data": [...] }`), or an array of such answers. An
 * entry that is none of these is refused: the set rules would skip it, and a file of them would turn every
 * comparison with the account off without a word. Throws a `SettingsError` naming `shown` and the field.
 */
export function templatesOrThrow(value: unknown, shown: string, field: string): unknown[] {
  refuseFailedAnswer(value, shown, field);
  const answer = accountEntryKind(value) === 'answer';
  const list = answer ? (value as { readonly data: unknown }).data : value;
  const listField = answer ? (field === '' ? 'data' : `${field}.data`) : field;
  if (!Array.isArray(list)) throw new SettingsError(shown, field, 'must be a JSON array of template records or create requests (or a "Get template details" answer)');
  const entries = list as readonly unknown[];
  entries.forEach((item, index) => {
    refuseFailedAnswer(item, shown, `${listField}[${String(index)}]`);
  });
  const skipped = firstSkippedAccountEntry(entries, answer);
  if (skipped !== undefined) throw new SettingsError(shown, `${listField}${skipped}`, `must be ${ACCOUNT_ENTRY_EXPECTED}`);
  return entries.flatMap((item) => (accountEntryKind(item) === 'answer' ? (item as { readonly data: readonly unknown[] }).data : [item]));
}

/**
 * An answer saved from a failed call (`"status": false`) holds no templates: read as an empty account, it
 * would turn the comparisons off without a word.
 */
function refuseFailedAnswer(value: unknown, shown: string, field: string): void {
  if (isFailedAnswer(value)) {
    const said = typeof value.message === 'string' ? ` ("${value.message.slice(0, 200)}")` : '';
    throw new SettingsError(shown, field, `is an answer of a failed call (status false${said}), not the account's templates; save the answer of a call that succeeded`);
  }
}
