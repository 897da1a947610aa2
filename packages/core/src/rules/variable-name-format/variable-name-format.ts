import type { JsonEdit } from '../../diagnostic.js';
import type { TemplateModel, VariableSlot } from '../../model/template-model.js';
import { trimEdges } from '../../internal/trim-edges.js';
import { placeholderKind } from '../../placeholders/parse-placeholders.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-name-format. */
export const meta: RuleMeta = {
  description: () => 'A variable is a number such as `{{1}}` or a name of lowercase letters, digits and underscores such as `{{order_id}}`.',
};

export const variableNameFormat: RuleDefinition = defineRule({
  id: 'variable-name-format',
  severity: 'error',
  source: 'spec',
  specSection: '2.4, 7',
  fixable: true,
  messages: {
    invalid:
      'The {{place}} variable `{{variable}}` uses characters other than lowercase letters, digits and underscores; write it as `{{suggestion}}`.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.kind !== 'malformed' || placeholder.name.length === 0) continue;
        const suggestion = suggestName(placeholder.name);
        // Renaming is certain only when the new name is free in this text (the text and its rows change
        // together) and of the kind the template already uses: a fix must not make the kinds mixed.
        const free = suggestion !== 'name' && !slot.parsed.placeholders.some((other) => other.name === suggestion) && fitsTemplate(model, slot, suggestion);
        const edits: JsonEdit[] = [{ op: 'set', path: slot.textPath, value: slot.text.split(`{{${placeholder.name}}}`).join(`{{${suggestion}}}`) }];
        for (const row of slot.rows ?? []) {
          if (row.key === placeholder.name) edits.push({ op: 'set', path: row.keyPath, value: suggestion });
        }
        report({
          messageId: 'invalid',
          path: slot.textPath,
          data: { place: slot.place, variable: `{{${placeholder.name}}}`, suggestion: `{{${suggestion}}}` },
          range: [placeholder.start, placeholder.end],
          ...(free ? { fix: { edits } } : {}),
        });
      }
    }
  },
});

/**
 * True when a variable of this name breaks no kind rule where it lands: a named one needs the named flag
 * and a text without numbered variables; a numbered one a text without named variables, no named flag
 * outside button fields (where a numbered `{{1}}` is allowed either way), and numbers that still run from
 * 1 without a gap (variable-sequence's error).
 */
function fitsTemplate(model: TemplateModel, slot: VariableSlot, name: string): boolean {
  const kind = placeholderKind(name);
  if (kind === 'named') return model.namedParameters && !slot.parsed.placeholders.some((other) => other.kind === 'numbered');
  if (kind !== 'numbered') return false;
  return (
    (slot.place === 'button field' || !model.namedParameters) &&
    !slot.parsed.placeholders.some((other) => other.kind === 'named') &&
    runsFromOne(slot, Number(name))
  );
}

/** True when the text's numbered variables, with `added` among them, are 1 to n with none skipped. */
function runsFromOne(slot: VariableSlot, added: number): boolean {
  const numbers = new Set([added]);
  for (const placeholder of slot.parsed.placeholders) if (placeholder.kind === 'numbered') numbers.add(Number(placeholder.name));
  let max = 0;
  for (const number of numbers) if (number > max) max = number;
  return numbers.size === max && !numbers.has(0);
}

const NOT_NAME_CHARACTERS = /[^a-z0-9]+/g;
const isUnderscore = (character: string): boolean => character === '_';

function suggestName(name: string): string {
  const suggestion = trimEdges(name.toLowerCase().replace(NOT_NAME_CHARACTERS, '_'), isUnderscore, isUnderscore);
  return suggestion.length > 0 ? suggestion : 'name';
}
