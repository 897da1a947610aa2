import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** Brace text the messages show: in `data`, since a message's own `{{...}}` is a data slot. */
const SHOWN = { open: '{{', close: '}}', examples: '`{{1}}` or `{{name}}`' } as const;

/** What tooling shows for placeholder-syntax. */
export const meta: RuleMeta = {
  description: () => 'Every `{{` is closed by `}}`, every `}}` was opened, and no placeholder is empty.',
  specSection: '2.4',
};

export const placeholderSyntax: RuleDefinition = defineRule({
  id: 'placeholder-syntax',
  severity: 'error',
  source: 'spec',
  messages: {
    unclosed: 'The {{place}} has a `{{open}}` with no closing `{{close}}`; write a variable as {{examples}}.',
    unopened: 'The {{place}} has a `{{close}}` with no opening `{{open}}`; write a variable as {{examples}}.',
    empty: 'The {{place}} has an empty placeholder `{{}}`; put a number or a name between the braces.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      for (const brace of slot.parsed.unbalanced) {
        report({ messageId: brace.kind, path: slot.textPath, data: { place: slot.place, ...SHOWN }, range: [brace.start, brace.end] });
      }
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.name.length === 0) {
          report({ messageId: 'empty', path: slot.textPath, data: { place: slot.place }, range: [placeholder.start, placeholder.end] });
        }
      }
    }
  },
});
