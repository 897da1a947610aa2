import type { TemplateModel, TextValue, VariableSlot } from '@templint/core/model';
import { parseChatText } from '../format/parse-chat-text.js';
import { pathKey } from '../json.js';
import type { PreviewText } from './preview-model.js';
import { samplesOf } from './variable-samples.js';

/** Reads a text of the model as shown: with the chat app's formatting or as typed, samples filled in. */
export type ReadText = (text: TextValue | undefined, formatted: boolean) => PreviewText | undefined;

/** A reader of one model's texts: each text takes its samples from the variable slot it is, if any. */
export function textReader(model: TemplateModel): ReadText {
  const slots = new Map<string, VariableSlot>();
  for (const slot of model.slots) slots.set(pathKey(slot.textPath), slot);
  return (text, formatted) => {
    if (text === undefined) return undefined;
    const path = text.path;
    return parseChatText(text.text, path, { formatted, samples: samplesOf(slots.get(pathKey(path))) });
  };
}
