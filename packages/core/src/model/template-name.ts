import { deriveTemplateName } from '../names/derive-template-name.js';
import type { TemplateModel } from './template-model.js';

/** The template name as sent, or as the service would derive it from the display name. */
export interface TemplateNameFacts {
  /** `chat_template_name` when it is a non-empty string. */
  readonly name: string | undefined;
  /** What `deriveTemplateName` gives for the display name, when no name is sent. */
  readonly derived: string | undefined;
  readonly displayName: string | undefined;
}

/** Reads the name facts; the model keeps the answer (`model.templateName`), five rules ask for it. */
export function readTemplateNameFacts(model: Pick<TemplateModel, 'data' | 'fields'>): TemplateNameFacts | undefined {
  if (!model.data) return undefined;
  const name = model.fields.templateName.value;
  const displayName = model.fields.displayName.value;
  const sent = typeof name === 'string' && name !== '' ? name : undefined;
  const display = typeof displayName === 'string' ? displayName : undefined;
  const missing = name === undefined || name === '';
  return { name: sent, derived: missing && display !== undefined ? deriveTemplateName(display) : undefined, displayName: display };
}
