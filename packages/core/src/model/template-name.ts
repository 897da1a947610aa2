import { deriveTemplateName } from '../names/derive-template-name.js';
import type { TemplateModel, TemplateNameFacts } from './template-model.js';

export type { TemplateNameFacts } from './template-model.js';

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
