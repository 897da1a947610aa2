import type { JsonPath, MessageData } from '../diagnostic.js';
import { INTERACTIVE_ITEM_SUB_TYPE } from '../spec/decisions.js';
import { blankFieldPath, buttonLabel } from './queries.js';
import type { Section } from './template-model.js';

type ItemReport = (descriptor: { messageId: 'count' | 'otherButton' | 'noTitle'; path: JsonPath; data?: MessageData }) => void;

/**
 * The check shared by reply buttons and list rows (both travel as quick-reply entries, spec-decisions):
 * every other kind of button is reported, each item needs its title (the text the recipient taps or picks),
 * and the count must be within `limits`.
 */
export function checkInteractiveItems(section: Section, limits: { readonly min: number; readonly max: number }, report: ItemReport): void {
  let count = 0;
  for (const button of section.buttons) {
    if (button.kind === INTERACTIVE_ITEM_SUB_TYPE) {
      count += 1;
      const titlePath = blankFieldPath(button, 'text');
      if (titlePath) report({ messageId: 'noTitle', path: titlePath });
    } else if (button.kind) report({ messageId: 'otherButton', path: button.path, data: { button: buttonLabel(button) } });
  }
  const { min, max } = limits;
  if (count < min || count > max) report({ messageId: 'count', path: section.place.path('chat_template_button'), data: { min, max, count } });
}
