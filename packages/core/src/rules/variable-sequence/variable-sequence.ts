import type { Placeholder } from '../../placeholders/parse-placeholders.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/**
 * True when the numbers used are exactly 1 to some n (or none): what nearly every text has, answered with a
 * bit set instead of the map below. False also when the set is too large to tell that way.
 */
function isSequence(placeholders: readonly Placeholder[]): boolean {
  let seen = 0;
  let max = 0;
  for (const placeholder of placeholders) {
    if (placeholder.kind !== 'numbered') continue;
    const number = Number(placeholder.name);
    if (!(number >= 1 && number <= 30)) return false;
    seen |= 1 << number;
    if (number > max) max = number;
  }
  return seen === 2 ** (max + 1) - 2;
}

/** The variable numbered variables start at, as messages write it. */
const FIRST = '{{1}}';

/** What tooling shows for variable-sequence. */
export const meta: RuleMeta = {
  description: () => 'The numbered variables of each text are {{1}}, {{2}}, ... with no number skipped.',
};

export const variableSequence: RuleDefinition = defineRule({
  id: 'variable-sequence',
  severity: 'error',
  source: 'approval',
  messages: {
    notFromOne:
      'The {{place}} numbers its variables from `{{variable}}`; the approval authority expects them to start at {{first}}. Renumber them from {{first}} without gaps.',
    gap: 'The {{place}} uses `{{variable}}` but not `{{missing}}`; the approval authority rejects numbered variables that skip a number. Renumber them from {{first}} without gaps.',
  },
  check({ model, report }) {
    for (const slot of model.reviewed.slots) {
      if (isSequence(slot.parsed.placeholders)) continue;
      // Each number's first placeholder: the order of use does not matter, only the set of numbers.
      const firstOf = new Map<number, Placeholder>();
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.kind !== 'numbered') continue;
        const number = Number(placeholder.name);
        if (Number.isSafeInteger(number) && !firstOf.has(number)) firstOf.set(number, placeholder);
      }
      if (firstOf.size === 0) continue;
      const numbers = [...firstOf.keys()].sort((left, right) => left - right);
      let expected = 1;
      for (const [index, number] of numbers.entries()) {
        const placeholder = firstOf.get(number);
        if (placeholder && number !== expected) {
          const variable = `{{${placeholder.name}}}`;
          const range = [placeholder.start, placeholder.end] as const;
          if (index === 0) report({ messageId: 'notFromOne', path: slot.textPath, data: { place: slot.place, variable, first: FIRST }, range });
          else report({ messageId: 'gap', path: slot.textPath, data: { place: slot.place, variable, missing: `{{${String(expected)}}}`, first: FIRST }, range });
        }
        expected = number + 1;
      }
    }
  },
});
