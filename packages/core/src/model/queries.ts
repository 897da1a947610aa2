// Small questions rules ask of the model, answered in one place.
import type { FieldRole } from '../catalog/catalog.js';
import type { JsonPath } from '../diagnostic.js';
import type { ButtonFieldModel, ButtonModel, Section, TemplateModel } from './template-model.js';

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

/** True for an absent, null, empty or whitespace-only value, or an empty array (a field value may be one). */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && !value.length);
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
