// Small questions rules ask of the model, answered in one place.
import type { FieldRole } from '../catalog/catalog.js';
import type { JsonPath } from '../diagnostic.js';
import type { Placeholder } from '../placeholders/parse-placeholders.js';
import type { ButtonFieldModel, ButtonModel, Section, TemplateModel, VariableRow } from './template-model.js';

/** The first field of a button with this role. */
export function fieldWithRole(button: ButtonModel, role: FieldRole): ButtonFieldModel | undefined {
  for (const field of button.fields) if (field.role === role) return field;
  return undefined;
}

/** The string value of the button's text-role field, when one is sent. */
export function buttonText(button: ButtonModel): string | undefined {
  const value = fieldWithRole(button, 'text')?.value;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Where to report a required field of a button that is blank: its value when the field is sent (even
 * empty), the button when the field is not there at all. Undefined when the field has a value.
 */
export function blankFieldPath(button: ButtonModel, role: FieldRole): JsonPath | undefined {
  const field = fieldWithRole(button, role);
  if (!isBlank(field?.value)) return undefined;
  return field ? field.valuePath : button.path;
}

/** True for an absent, null, empty or whitespace-only value. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The template itself (not a carousel card). */
export function mainSection(model: TemplateModel): Section | undefined {
  return model.sections[0];
}

/** A readable name of a button for messages: its sub-type's name, or its kind. */
export function buttonLabel(button: ButtonModel): string {
  return button.subType?.entry.name ?? button.kind ?? 'button';
}

/** A carousel template: the carousel type, or a carousel object sent (a mismatch is carousel-template-type's to report). */
export function isCarousel(model: Pick<TemplateModel, 'templateTypeKind' | 'carousel'>): boolean {
  return model.templateTypeKind === 'carousel' || model.carousel !== undefined;
}

/** Most placeholder-row pairs compared one by one before a rule builds sets instead. */
const SCAN_LIMIT = 256;

/**
 * True when every key of `wanted` (undefined ones skipped) is a key of `pool`: what a correct text has,
 * checked pairwise without building sets. False also when that would take more than SCAN_LIMIT
 * comparisons; the rule then builds its sets.
 */
function everyKeyIn<W, P>(wanted: readonly W[], keyOf: (item: W) => string | undefined, pool: readonly P[], poolKeyOf: (item: P) => string | undefined): boolean {
  if (wanted.length * pool.length > SCAN_LIMIT) return false;
  for (const item of wanted) {
    const key = keyOf(item);
    if (key !== undefined && !pool.some((other) => poolKeyOf(other) === key)) return false;
  }
  return true;
}

const nameOf = (placeholder: Placeholder): string | undefined => (placeholder.name.length > 0 ? placeholder.name : undefined);
const keyOf = (row: VariableRow): string | undefined => row.key;

/** True when every named placeholder of a text has a row with its key (false too past the scan limit). */
export function everyVariableHasRow(placeholders: readonly Placeholder[], rows: readonly VariableRow[]): boolean {
  return everyKeyIn(placeholders, nameOf, rows, keyOf);
}

/** True when every row's key (of those that are strings) names a placeholder of the text (false too past the scan limit). */
export function everyRowIsUsed(rows: readonly VariableRow[], placeholders: readonly Placeholder[]): boolean {
  return everyKeyIn(rows, keyOf, placeholders, nameOf);
}

/** True when two rows have the same key: a pairwise scan for the few rows of a real text, a set past that. */
export function hasDuplicateKey(rows: readonly VariableRow[]): boolean {
  if (rows.length * rows.length > SCAN_LIMIT) return new Set(rows.map(keyOf)).size < rows.length;
  for (let index = 1; index < rows.length; index += 1) {
    const key = rows[index]?.key;
    if (key === undefined) continue;
    for (let before = 0; before < index; before += 1) if (rows[before]?.key === key) return true;
  }
  return false;
}
