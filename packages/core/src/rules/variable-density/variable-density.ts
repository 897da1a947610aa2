import { countWords, isBlankBetween } from '../../model/approval-text.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_WORDS_PER_VARIABLE } from '../../spec/approval-limits.js';

/** What tooling shows for variable-density. */
export const meta: RuleMeta = {
  description: () => `A message body has more than ${String(APPROVAL_WORDS_PER_VARIABLE)} words of fixed text per \`{{variable}}\` (the ratio is an option), and no two variables with only spaces between them.`,
};

const MAX_WORDS_PER_VARIABLE = 1024;

export const variableDensity: RuleDefinition = defineRule({
  id: 'variable-density',
  severity: 'warning',
  source: 'approval',
  // An authentication body is the authority's own preset sentence (`*{{1}}* is your verification code.`).
  appliesTo: 'non-authentication',
  options: {
    wordsPerVariable: {
      type: 'number',
      default: APPROVAL_WORDS_PER_VARIABLE,
      minimum: 0,
      // A body holds at most 1,024 characters, so no body has more words than that.
      maximum: MAX_WORDS_PER_VARIABLE,
    },
  },
  messages: {
    adjacent:
      'The variables `{{first}}` and `{{second}}` in the {{place}} have nothing but spaces between them; the approval authority rejects variables side by side. Put some words (or at least punctuation) between them.',
    tooDense:
      'The {{place}} has {{variables}} {{variables|one:variable|other:variables}} but only {{words}} {{words|one:word|other:words}} of fixed text; the approval authority rejects too many variables for the length, and {{variables}} {{variables|one:variable needs|other:variables need}} at least {{needed}} {{needed|one:word|other:words}}. Add {{missing}} {{missing|one:word|other:words}} or use fewer variables.',
  },
  check({ model, options, report }) {
    const option = options.wordsPerVariable;
    const wordsPerVariable = typeof option === 'number' && option >= 0 && option <= MAX_WORDS_PER_VARIABLE ? option : APPROVAL_WORDS_PER_VARIABLE;
    for (const { slot, place } of model.reviewed.messages) {
      const placeholders = slot.parsed.placeholders;
      let variables = 0;
      let before: (typeof placeholders)[number] | undefined;
      for (const placeholder of placeholders) {
        if (placeholder.name.length === 0) continue;
        variables += 1;
        // Only spaces between (`{{2}}, {{3}}` is accepted by the authority); nothing at all between them
        // is variable-adjacent's error.
        if (before && before.end < placeholder.start && isBlankBetween(slot.text, before.end, placeholder.start)) {
          const data = { place, first: `{{${before.name}}}`, second: `{{${placeholder.name}}}` };
          report({ messageId: 'adjacent', path: slot.textPath, data, range: [before.start, placeholder.end] });
        }
        before = placeholder;
      }
      if (variables === 0) continue;
      // More than `wordsPerVariable` words per variable: at least floor(ratio × variables) + 1.
      const needed = Math.floor(wordsPerVariable * variables) + 1;
      const words = countWords(slot.text, placeholders, needed);
      if (words >= needed) continue;
      report({ messageId: 'tooDense', path: slot.textPath, data: { place, variables, words, needed, missing: needed - words } });
    }
  },
});
