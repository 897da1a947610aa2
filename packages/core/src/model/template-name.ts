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

/** The facts of the model validated last: five rules ask for them (see `reviewedTexts` in approval.ts). */
let last: { readonly model: TemplateModel; readonly facts: TemplateNameFacts | undefined } | undefined;

export function templateNameFacts(model: TemplateModel): TemplateNameFacts | undefined {
  if (last?.model !== model) last = { model, facts: readFacts(model) };
  return last.facts;
}

function readFacts(model: TemplateModel): TemplateNameFacts | undefined {
  if (!model.data) return undefined;
  const name = model.data.chat_template_name;
  const displayName = model.data.chat_template_display_name;
  const sent = typeof name === 'string' && name !== '' ? name : undefined;
  const display = typeof displayName === 'string' ? displayName : undefined;
  const missing = name === undefined || name === '';
  return { name: sent, derived: missing && display !== undefined ? deriveTemplateName(display) : undefined, displayName: display };
}
