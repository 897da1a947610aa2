import type { Fix, JsonEdit } from '../../diagnostic.js';
import type { TemplateModel, VariableSlot } from '../../model/template-model.js';
import { deriveTemplateName } from '../../names/derive-template-name.js';
import { asciiDigits } from '../ascii-digits.js';
import { withInvisibleNamed } from '../../internal/invisible-named.js';
import { placeholderKind } from '../../placeholders/parse-placeholders.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for variable-name-format. */
export const meta: RuleMeta = {
  description: () => 'A variable is a number such as `{{1}}` or a name of lowercase letters, digits and underscores such as `{{order_id}}`.',
  specSection: '2.4, 7',
};

export const variableNameFormat: RuleDefinition = defineRule({
  id: 'variable-name-format',
  severity: 'error',
  source: 'spec',
  fixable: true,
  messages: {
    invalid:
      'The {{place}} variable `{{variable}}` uses characters other than lowercase letters a-z, digits 0-9 and underscores; write it as `{{suggestion}}`.',
  },
  check({ model, report }) {
    for (const slot of model.slots) {
      let renames: ReadonlyMap<string, string> | undefined;
      let fix: Fix | undefined;
      for (const placeholder of slot.parsed.placeholders) {
        if (placeholder.kind !== 'malformed' || placeholder.name.length === 0) continue;
        // Worked out once per text, not once per placeholder (16,000 malformed ones took 21 s).
        renames ??= certainRenames(model, slot);
        const suggestion = suggestName(placeholder.name);
        const renamed = renames.has(placeholder.name);
        if (renamed) fix ??= renameFix(slot, renames);
        report({
          messageId: 'invalid',
          path: slot.textPath,
          data: { place: slot.place, variable: `{{${withInvisibleNamed(placeholder.name)}}}`, suggestion: `{{${suggestion}}}` },
          range: [placeholder.start, placeholder.end],
          ...(renamed && fix ? { fix } : {}),
        });
      }
    }
  },
});

/**
 * The malformed names of a text that can be renamed with certainty, to their suggestion: a new name free
 * in the text (the text and its rows change together; two malformed names with one suggestion: the first
 * only) and of the kind the template already uses (a fix must not make the kinds mixed, counting the
 * renames before it). One pass over the placeholders.
 */
function certainRenames(model: TemplateModel, slot: VariableSlot): ReadonlyMap<string, string> {
  const taken = new Set<string>();
  const numbers = new Set<number>();
  let numbered = false;
  let named = false;
  for (const placeholder of slot.parsed.placeholders) {
    taken.add(placeholder.name);
    if (placeholder.kind === 'numbered') {
      numbered = true;
      numbers.add(Number(placeholder.name));
    }
    if (placeholder.kind === 'named') named = true;
  }
  const renames = new Map<string, string>();
  for (const placeholder of slot.parsed.placeholders) {
    if (placeholder.kind !== 'malformed' || placeholder.name.length === 0 || renames.has(placeholder.name)) continue;
    const suggestion = suggestName(placeholder.name);
    if (suggestion === 'name' || taken.has(suggestion)) continue;
    const kind = placeholderKind(suggestion);
    if (!fitsTemplate(model, slot, kind, numbered, named)) continue;
    renames.set(placeholder.name, suggestion);
    taken.add(suggestion);
    if (kind === 'numbered') numbered = true;
    else named = true;
  }
  return runsFromOne(numbers, renames) ? renames : withoutNumbers(renames);
}

/**
 * True when the text's numbered variables, renamed ones among them, are 1 to n with none skipped: a rename
 * to `{{7}}` alone would add variable-sequence's error, so it is no certain fix.
 */
function runsFromOne(numbered: ReadonlySet<number>, renames: ReadonlyMap<string, string>): boolean {
  const numbers = new Set(numbered);
  for (const suggestion of renames.values()) if (placeholderKind(suggestion) === 'numbered') numbers.add(Number(suggestion));
  for (let number = 1; number <= numbers.size; number += 1) if (!numbers.has(number)) return false;
  return true;
}

function withoutNumbers(renames: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  return new Map([...renames].filter(([, suggestion]) => placeholderKind(suggestion) !== 'numbered'));
}

/** One fix renaming every certain rename of the text at once, shared by its diagnostics: built in one pass. */
function renameFix(slot: VariableSlot, renames: ReadonlyMap<string, string>): Fix {
  let text = '';
  let from = 0;
  for (const placeholder of slot.parsed.placeholders) {
    const suggestion = placeholder.kind === 'malformed' ? renames.get(placeholder.name) : undefined;
    if (suggestion === undefined) continue;
    text += `${slot.text.slice(from, placeholder.start)}{{${suggestion}}}`;
    from = placeholder.end;
  }
  const edits: JsonEdit[] = [{ op: 'set', path: slot.textPath, value: text + slot.text.slice(from) }];
  for (const row of slot.rows ?? []) {
    const suggestion = row.key === undefined ? undefined : renames.get(row.key);
    if (suggestion !== undefined) edits.push({ op: 'set', path: row.keyPath, value: suggestion });
  }
  return { edits };
}

/**
 * True when a variable of this kind breaks no kind rule where it lands: a named one needs the named flag
 * and a text without numbered variables; a numbered one a text without named variables, and no named
 * flag outside button fields (where a numbered `{{1}}` is allowed either way).
 */
function fitsTemplate(model: TemplateModel, slot: VariableSlot, kind: ReturnType<typeof placeholderKind>, numbered: boolean, named: boolean): boolean {
  if (kind === 'named') return model.namedParameters && !numbered;
  if (kind !== 'numbered') return false;
  return (slot.place === 'button field' || !model.namedParameters) && !named;
}

/**
 * The name a malformed one becomes: its digits of any script as the digits 0-9 (`{{١}}`, typed on an Arabic
 * keyboard, and `{{१}}`, on a Hindi one, are `{{1}}`), then as a machine name is derived from a display name
 * (accents dropped, so `número_pedido` is `numero_pedido`, not `n_mero_pedido`; every other run of
 * characters one underscore), or `name` when nothing is left (a name in Devanagari letters).
 */
function suggestName(name: string): string {
  const suggestion = deriveTemplateName(asciiDigits(name));
  return suggestion.length > 0 ? suggestion : 'name';
}
