import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-adjacent. */
export const meta: RuleMeta = {
  description: () => 'A message body has no two `{{variables}}` with nothing at all between them, as in `{{1}}{{2}}`.',
};

export const variableAdjacent: RuleDefinition = defineRule({
  id: 'variable-adjacent',
  severity: 'error',
  source: 'approval',
  // An authentication body is the authority's own preset sentence (`*{{1}}* is your verification code.`).
  appliesTo: 'non-authentication',
  messages: {
    touching:
      'The variables `{{first}}` and `{{second}}` in the {{place}} touch, with nothing between them; the approval authority rejects parameters placed next to each other without text or punctuation between them. Put some words (or at least punctuation) between them.',
  },
  check({ model, report }) {
    for (const { slot, place } of model.reviewed.messages) {
      let before: { readonly name: string; readonly start: number; readonly end: number } | undefined;
      for (const placeholder of slot.parsed.placeholders) {
        // An empty `{{}}` is no variable (placeholder-syntax's to report) and separates nothing.
        if (placeholder.name.length === 0) continue;
        if (before?.end === placeholder.start) {
          const data = { place, first: `{{${before.name}}}`, second: `{{${placeholder.name}}}` };
          report({ messageId: 'touching', path: slot.textPath, data, range: [before.start, placeholder.end] });
        }
        before = placeholder;
      }
    }
  },
});
