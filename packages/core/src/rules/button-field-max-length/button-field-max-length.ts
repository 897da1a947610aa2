import type { FieldRole, InteractiveKind, SubTypeKind } from '../../catalog/catalog.js';
import type { JsonPath } from '../../diagnostic.js';
import { boundedJsonLength } from '../../internal/json.js';
import { buttonLabel } from '../../model/queries.js';
import type { ButtonFieldModel, ButtonModel } from '../../model/template-model.js';
import { charactersOver } from '../../placeholders/characters-over.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { INTERACTIVE_ITEM_SUB_TYPE } from '../../spec/decisions.js';
import { buttonFieldLimit, OFFER_CODE_SAMPLE_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for button-field-max-length. */
export const meta: RuleMeta = {
  description: () => 'Every button field is within its section 8 limit for its sub-type and role (interactive limits win; the catalog may be stricter, never looser).',
  specSection: '2.6, 8',
};

export const buttonFieldMaxLength: RuleDefinition = defineRule({
  id: 'button-field-max-length',
  severity: 'error',
  source: 'spec',
  messages: {
    tooLong:
      'The "{{field}}" of this "{{button}}" button is {{count}} characters (each variable counts as 1); the limit is {{limit}}. Shorten it by {{excess}}.',
    rowTitleTooLong: 'The title of this list row is {{count}} characters (each variable counts as 1); the limit is {{limit}}. Shorten it by {{excess}}.',
    rowDescriptionTooLong: 'The description of this list row is {{count}} characters (each variable counts as 1); the limit is {{limit}}. Shorten it by {{excess}}.',
    objectTooLong: 'The "{{field}}" of this "{{button}}" button is longer than {{limit}} characters as JSON text; shorten it.',
    sampleTooLong: 'The sample offer code is {{count}} characters; the limit is {{limit}}. Shorten the sample.',
  },
  check({ model, report }) {
    const interactiveKind = model.interactive ? model.interactiveKind : undefined;
    for (const button of model.buttons) {
      const kind = button.kind;
      if (!kind) continue;
      // Interactive limits belong to the interactive message itself, not to carousel cards.
      const interactive = button.cardIndex === undefined ? interactiveKind : undefined;
      for (const field of button.fields) {
        if (!field.role || !field.sent) continue;
        const limit = limitFor(field, kind, interactive);
        if (limit !== undefined) checkLength(field, limit, button, interactive === 'list' && kind === INTERACTIVE_ITEM_SUB_TYPE, report);
      }
    }
    for (const slot of model.slots) {
      if (slot.field?.role !== 'offer_code' || !slot.rows) continue;
      for (const row of slot.rows) {
        if (typeof row.sample !== 'string') continue;
        const count = charactersOver(row.sample, OFFER_CODE_SAMPLE_MAX_LENGTH);
        if (count !== undefined) report({ messageId: 'sampleTooLong', path: row.samplePath, data: { count, limit: OFFER_CODE_SAMPLE_MAX_LENGTH } });
      }
    }
  },
});

type Report = (descriptor: { messageId: 'tooLong' | 'rowTitleTooLong' | 'rowDescriptionTooLong' | 'objectTooLong'; path: JsonPath; data: Record<string, string | number> }) => void;

/** The limit that applies: interactive over general (spec 8 rule 1), and the catalog's only when stricter. */
function limitFor(field: ButtonFieldModel, kind: SubTypeKind, interactive: InteractiveKind | undefined): number | undefined {
  const role: FieldRole | undefined = field.role;
  if (!role) return undefined;
  const specLimit = buttonFieldLimit(kind, role, interactive);
  const catalogLimit = field.definition?.entry.characterLimit ?? undefined;
  if (specLimit === undefined) return catalogLimit;
  return catalogLimit === undefined ? specLimit : Math.min(specLimit, catalogLimit);
}

/** A list row's fields by the names the recipient sees them by, each with its message. */
const ROW_MESSAGES: Partial<Record<FieldRole, 'rowTitleTooLong' | 'rowDescriptionTooLong'>> = { text: 'rowTitleTooLong', description: 'rowDescriptionTooLong' };

/** `listRow`: the button is a row of an interactive list, named as the recipient sees it (a row's title and description), not as the button it travels as. */
function checkLength(field: ButtonFieldModel, limit: number, button: ButtonModel, listRow: boolean, report: Report): void {
  const value = field.value;
  if (typeof value === 'string') {
    const count = charactersOver(value, limit);
    if (count === undefined) return;
    const data = { count, limit, excess: count - limit };
    const rowMessage = listRow && field.role ? ROW_MESSAGES[field.role] : undefined;
    if (rowMessage) report({ messageId: rowMessage, path: field.valuePath, data });
    else report({ messageId: 'tooLong', path: field.valuePath, data: { ...namesOf(field, button), ...data } });
  } else if (boundedJsonLength(value, limit + 1) > limit) {
    // Object-type fields (flow payloads) are measured as the JSON text they travel as.
    report({ messageId: 'objectTooLong', path: field.valuePath, data: { ...namesOf(field, button), limit } });
  }
}

/** The field and button names of a report, built only when reporting. */
function namesOf(field: ButtonFieldModel, button: ButtonModel): { field: string; button: string } {
  return { field: field.definition?.entry.name ?? field.role ?? 'field', button: buttonLabel(button) };
}
