// Reads the templates of a set into what set rules compare: from a request's model, or from a template
// the account holds, given as a template record (spec 2.10) or as the create request that made it.
import type { CatalogIndex } from '../catalog/catalog-index.js';
import type { JsonPath } from '../diagnostic.js';
import { accountEntryKind } from './account-entry.js';
import { asPlainObject, type JsonObject } from '../internal/json.js';
import { buildModel, type ModelContext } from '../model/build-model.js';
import { isCarousel, mainSection } from '../model/queries.js';
import type { TemplateModel } from '../model/template-model.js';
import { scopeBitsOfKind, scopeBitsOfModel, withSetBit } from '../validator/scope.js';
import type { SetEntry, SetTemplate } from './set-rule-context.js';
import { templateWording } from './template-wording.js';

const NAME_PATH: JsonPath = ['chat_template_data', 'chat_template_name'];
const BODY_PATH: JsonPath = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];

/** What the set rules read of a request, from its model. */
export function setEntryOfModel(model: TemplateModel): SetEntry {
  const sent = model.templateName?.name;
  const name = sent ?? emptyToUndefined(model.templateName?.derived);
  const integration = model.fields.providerIntegrationChatId.value;
  const language = model.fields.languageId.value;
  const section = isCarousel(model) ? undefined : mainSection(model);
  const body = section?.body?.text;
  const footer = section?.footer?.text;
  const templateId = idOf(model.fields.templateId.value);
  return {
    integration: integrationOf(integration),
    ...(templateId === undefined ? {} : { templateId }),
    name,
    languageId: idOf(language),
    wording: body === undefined ? undefined : templateWording(body.text, footer?.text, model.placeholdersOf(body).placeholders, footer && model.placeholdersOf(footer).placeholders),
    // A name derived from the display name is reported (and named as the first) at the display name.
    namePath: sent === undefined && name !== undefined ? model.fields.displayName.path : NAME_PATH,
    wordingPath: body?.path ?? BODY_PATH,
    scope: withSetBit(scopeBitsOfModel(model)),
  };
}

/** A request of the set: its entry at its position, named by the caller's location when given. */
export function placedEntry(entry: SetEntry, index: number, location: string | undefined): SetTemplate {
  return { ...entry, index, label: labelOf(index, entry.name, location), location };
}

/**
 * The account's templates: each entry a template record (its `chat_template_data` is an array of data
 * records, one template each), a create request, or the "Get template details" answer itself
 * (`{ "status": true, "data": [records] }`), as `accountEntryKind` tells; one such value alone counts as a
 * list of one. Anything else is skipped: a stray value must not stop validation (the CLI and the ESLint
 * plugin refuse a snapshot holding one, with `firstSkippedAccountEntry`).
 */
export function accountTemplatesOf(entries: unknown, context: ModelContext): SetTemplate[] {
  const templates: SetTemplate[] = [];
  const add = (entry: unknown, inAnswer: boolean): void => {
    const kind = accountEntryKind(entry);
    const object = asPlainObject(entry);
    if (kind === undefined || !object) return;
    if (kind === 'record') {
      for (const template of recordTemplates(object, context.catalog)) templates.push(template);
    } else if (kind === 'request') {
      const entry = setEntryOfModel(buildModel(object, context));
      templates.push({ ...entry, index: undefined, label: accountLabel(entry.name, undefined), location: undefined });
    } else if (!inAnswer) {
      for (const record of object.data as readonly unknown[]) add(record, true);
    }
  };
  if (entries === undefined || entries === null) return templates;
  for (const entry of Array.isArray(entries) ? (entries as readonly unknown[]) : [entries]) add(entry, false);
  return templates;
}

/** The data records of a template record (spec 2.10), where ids may be numbers or strings of digits. */
function recordTemplates(record: JsonObject, catalog: CatalogIndex): SetTemplate[] {
  const integration = integrationOf(record.provider_integration_chat_id);
  const interactive = record.chat_template_flag_interactive_message === true;
  const typeId = idOf(asPlainObject(record.chat_template_type)?.chat_template_type_id);
  const items = record.chat_template_data as readonly unknown[];
  // The record shows a carousel itself (a data record per card, each with its variation id; the text above
  // the cards): a card's body is no template's wording even when the catalog does not know the record's
  // type id (found by QA: with a catalog whose ids changed, a normal request worded as a card was a repeat).
  const carousel =
    (typeId !== undefined && catalog.templateTypes.get(typeId)?.kind === 'carousel') ||
    (typeof record.chat_carousel_header === 'string' && record.chat_carousel_header.trim() !== '') ||
    // A variation id of 0 is read as none, as the platform's other ids use 0 for "unused".
    items.some((item) => (idOf(asPlainObject(item)?.chat_template_carousel_variation_id) ?? 0) > 0);
  const recordId = idOf(record.chat_template_id);
  const templates: SetTemplate[] = [];
  for (const item of items) {
    const data = asPlainObject(item);
    if (!data) continue;
    const name = typeof data.chat_template_name === 'string' && data.chat_template_name !== '' ? data.chat_template_name : undefined;
    const categoryId = idOf(data.chat_template_category_id);
    const categoryKind = categoryId === undefined ? undefined : catalog.categories.get(categoryId)?.kind;
    const body = asPlainObject(data.chat_template_body)?.chat_template_body_value;
    const footer = asPlainObject(data.chat_template_footer)?.chat_template_footer_value;
    templates.push({
      index: undefined,
      label: accountLabel(name, recordId),
      location: undefined,
      templateId: recordId,
      integration,
      name,
      languageId: idOf(asPlainObject(data.chat_language_data)?.chat_language_id),
      wording: typeof body === 'string' && !carousel ? templateWording(body, typeof footer === 'string' ? footer : undefined) : undefined,
      namePath: NAME_PATH,
      wordingPath: BODY_PATH,
      scope: withSetBit(scopeBitsOfKind(interactive, categoryKind, carousel)),
    });
  }
  return templates;
}

function labelOf(index: number, name: string | undefined, location: string | undefined): string {
  const named = name === undefined ? '' : `\`${name}\``;
  if (location !== undefined) return named === '' ? location : `${named} at ${location}`;
  return named === '' ? `the request at index ${String(index)}` : `the request at index ${String(index)} (${named})`;
}

function accountLabel(name: string | undefined, recordId: number | undefined): string {
  const named = name === undefined ? "the account's template" : `the account's template \`${name}\``;
  return recordId === undefined ? named : `${named} (id ${String(recordId)})`;
}

/** An id as the read form gives it: a number, or a string of digits. */
function idOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.length > 0 && value.length <= 15 && isDigits(value)) return Number(value);
  return undefined;
}

function isDigits(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}

/**
 * The provider-integration a template is compared within; none when it is not a non-blank string (a blank
 * one is provider-integration-id's to report, and joins no set: its templates belong to no account yet).
 */
function integrationOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
