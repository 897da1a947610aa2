// Lists of names as settings files hold them (existing names, Flow ids, deleted names): the CLI's config and
// the ESLint plugin's `deletedTemplateNames` path setting check them with these functions.
import { SettingsError } from './settings-error.js';

/** What a list setting is, when its mistake has more to say than its shape. */
export type ListSetting = 'existingTemplateNames' | 'flowIds';

/**
 * Existing names as an object of lists, as deleted names may be given: a team of several brands' guess,
 * which needs to hear where each brand's names go (template-name-unique has no provider-integration to
 * look a name up in).
 */
const NAMES_BY_INTEGRATION =
  'must be a JSON array of strings: existing names count in every provider-integration, so they are not given by provider-integration; give each brand\'s folder its own list in its templint.config.json, or keep the account\'s templates in "existingTemplates", which knows each one\'s provider-integration';

/** The value as a list of strings, or a `SettingsError` naming `shown` and the field at fault. */
export function stringListOrThrow(value: unknown, shown: string, field: string, setting?: ListSetting): string[] {
  if (!Array.isArray(value)) throw new SettingsError(shown, field, setting === 'existingTemplateNames' && isObject(value) ? NAMES_BY_INTEGRATION : 'must be a JSON array of strings');
  const index = value.findIndex((item) => typeof item !== 'string');
  if (index !== -1) throw new SettingsError(shown, `${field}[${String(index)}]`, 'must be a string');
  return value as string[];
}

/**
 * Names deleted recently: a list for every provider-integration, or an object of lists by
 * provider-integration id (`{ "pi_0001": ["old_promo"] }`).
 */
export type DeletedNamesSetting = readonly string[] | Readonly<Record<string, readonly string[]>>;

/** The value as deleted names (either shape), or a `SettingsError` naming `shown` and the field at fault. */
export function deletedNamesOrThrow(value: unknown, shown: string, field: string): DeletedNamesSetting {
  if (Array.isArray(value)) return stringListOrThrow(value, shown, field);
  if (!isObject(value)) throw new SettingsError(shown, field, 'must be a JSON array of names, or an object of such arrays by provider-integration id ({ "pi_0001": ["old_promo"] })');
  // No prototype: an id "__proto__" (a key like any other in JSON) made the lists an array's heir, read as
  // one list for every provider-integration.
  const lists = Object.create(null) as Record<string, string[]>;
  for (const [integration, names] of Object.entries(value)) lists[integration] = stringListOrThrow(names, shown, `${field}${field === '' ? '' : '.'}${integration}`);
  return lists;
}

/** An object (arrays are asked about first). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
