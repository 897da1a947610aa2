import { applyEdits, rules, type Diagnostic, type Fix, type JsonEdit, type Suggestion, type Validator } from '@templint/core';

/** The rules that compare templates: a fix checked on its own request alone cannot see what they see. */
const SET_RULE_IDS: ReadonlySet<string> = new Set(rules.filter((rule) => rule.checkSet !== undefined).map((rule) => rule.id));

/**
 * The fixes of a file's value (one request, or an array of them; paths start at the request's index in an
 * array) without those that together would make a request repeat another's name or wording, or take a
 * deleted name: core's fix check validates each request alone, so `Order_Update` fixed to `order_update`
 * beside an `order_update` passed it and made the file worse. The fixes of both requests of each new repeat
 * are left out (the repeat lands on the later one; the earlier one's fix may be the cause); the others stay.
 */
export function withoutNewRepeats<T extends Diagnostic & { readonly fix: Fix }>(value: unknown, selected: readonly T[], validator: Validator): T[] {
  if (selected.length === 0) return [...selected];
  const file = setFile(value, validator);
  const worse = file.newRepeats(selected.flatMap((diagnostic) => diagnostic.fix.edits));
  if (worse.size === 0) return [...selected];
  return selected.filter((diagnostic) => !worse.has(file.requestOf(diagnostic.path)));
}

/**
 * The diagnostics with each suggestion dropped that, applied, would make a request of the file repeat
 * another's name or wording or take a deleted name (a rename offered into a name the file uses); a
 * diagnostic left without any has no `suggestions`.
 */
export function withoutRepeatingSuggestions(value: unknown, diagnostics: readonly Diagnostic[], validator: Validator): Diagnostic[] {
  if (!diagnostics.some((diagnostic) => diagnostic.suggestions !== undefined && diagnostic.suggestions.length > 0)) return [...diagnostics];
  const file = setFile(value, validator);
  return diagnostics.map((diagnostic) => {
    if (!diagnostic.suggestions) return diagnostic;
    const kept = diagnostic.suggestions.filter((suggestion: Suggestion) => file.newRepeats(suggestion.fix.edits).size === 0);
    if (kept.length === diagnostic.suggestions.length) return diagnostic;
    const copy: Diagnostic = { ...diagnostic, suggestions: kept };
    if (kept.length === 0) delete (copy as { suggestions?: unknown }).suggestions;
    return copy;
  });
}

/** A file's requests as the set rules read them, and which requests a set of edits would make repeat. */
function setFile(value: unknown, validator: Validator): { newRepeats(edits: readonly JsonEdit[]): Set<number>; requestOf(path: readonly (string | number)[]): number } {
  const isArray = Array.isArray(value);
  const requests: readonly unknown[] = isArray ? value : [value];
  const before = setCounts(validator.validateSet(requests).results.map((result) => result.diagnostics));
  return {
    requestOf: (path) => (isArray ? Number(path[0]) : 0),
    newRepeats(edits) {
      const fixed = applyEdits(value, edits);
      const fixedRequests: readonly unknown[] = isArray && Array.isArray(fixed) ? fixed : [fixed];
      const worse = new Set<number>();
      validator.validateSet(fixedRequests).results.forEach(({ diagnostics }, index) => {
        const counts = new Map<string, number>();
        for (const diagnostic of diagnostics) {
          if (!SET_RULE_IDS.has(diagnostic.ruleId)) continue;
          const count = (counts.get(diagnostic.ruleId) ?? 0) + 1;
          counts.set(diagnostic.ruleId, count);
          if (count <= (before[index]?.get(diagnostic.ruleId) ?? 0)) continue;
          worse.add(index);
          if (diagnostic.related?.index !== undefined) worse.add(diagnostic.related.index);
        }
      });
      return worse;
    },
  };
}

/** How many diagnostics of each set rule each request has. */
function setCounts(results: readonly (readonly Diagnostic[])[]): Map<string, number>[] {
  return results.map((diagnostics) => {
    const counts = new Map<string, number>();
    for (const diagnostic of diagnostics) if (SET_RULE_IDS.has(diagnostic.ruleId)) counts.set(diagnostic.ruleId, (counts.get(diagnostic.ruleId) ?? 0) + 1);
    return counts;
  });
}
