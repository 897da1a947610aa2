import { applyEdits, rules, type Diagnostic, type Fix, type JsonEdit, type Suggestion, type Validator } from '@templint/core';

/** The rules that compare templates: a fix checked on its own request alone cannot see what they see. */
const SET_RULE_IDS: ReadonlySet<string> = new Set(rules.filter((rule) => rule.checkSet !== undefined).map((rule) => rule.id));

/** Which fixes and suggestions of one file may be given: none that makes the file repeat itself. */
export interface RepeatCheck {
  /**
   * The fixes (paths start at the request's index in an array file) without those that together would make
   * a request repeat another's name or wording, or take a deleted name: core's fix check validates each
   * request alone, so `Order_Update` fixed to `order_update` beside an `order_update` passed it and made the
   * file worse. The fixes of both requests of each new repeat are left out (the repeat lands on the later
   * one; the earlier one's fix may be the cause); the others stay.
   */
  fixes<T extends Diagnostic & { readonly fix: Fix }>(selected: readonly T[]): T[];
  /**
   * The diagnostics with each suggestion dropped that, applied alone, would do the same (a rename offered
   * into a name the file uses); a diagnostic left without any has no `suggestions`.
   */
  suggestions(diagnostics: readonly Diagnostic[]): Diagnostic[];
}

/**
 * The repeat check of a file's value (one request, or an array of them). `results` are the file's requests
 * validated as a set, when the caller has them already; else they are validated once, on first need.
 */
export function repeatCheckOf(value: unknown, validator: Validator, results?: readonly { readonly diagnostics: readonly Diagnostic[] }[]): RepeatCheck {
  const isArray = Array.isArray(value);
  const requests: readonly unknown[] = isArray ? value : [value];
  let before: Map<string, number>[] | undefined;
  const newRepeats = (edits: readonly JsonEdit[]): Set<number> => {
    before ??= setCounts((results ?? validator.validateSet(requests).results).map((result) => result.diagnostics));
    const fixed = applyEdits(value, edits);
    const fixedRequests: readonly unknown[] = isArray && Array.isArray(fixed) ? fixed : [fixed];
    const worse = new Set<number>();
    setCounts(validator.validateSet(fixedRequests).results.map((result) => result.diagnostics), (index, diagnostic, count) => {
      if (count <= (before?.[index]?.get(diagnostic.ruleId) ?? 0)) return;
      worse.add(index);
      if (diagnostic.related?.index !== undefined) worse.add(diagnostic.related.index);
    });
    return worse;
  };
  return {
    fixes(selected) {
      if (selected.length === 0) return [...selected];
      const worse = newRepeats(selected.flatMap((diagnostic) => diagnostic.fix.edits));
      return worse.size === 0 ? [...selected] : selected.filter((diagnostic) => !worse.has(isArray ? Number(diagnostic.path[0]) : 0));
    },
    suggestions(diagnostics) {
      return diagnostics.map((diagnostic) => {
        if (!diagnostic.suggestions || diagnostic.suggestions.length === 0) return diagnostic;
        const kept = diagnostic.suggestions.filter((suggestion: Suggestion) => newRepeats(suggestion.fix.edits).size === 0);
        if (kept.length === diagnostic.suggestions.length) return diagnostic;
        const copy: Diagnostic = { ...diagnostic, suggestions: kept };
        if (kept.length === 0) delete (copy as { suggestions?: unknown }).suggestions;
        return copy;
      });
    },
  };
}

/**
 * How many diagnostics of each set rule each request has; `each` is told every set diagnostic with the
 * count of its rule so far at its request.
 */
function setCounts(results: readonly (readonly Diagnostic[])[], each?: (index: number, diagnostic: Diagnostic, count: number) => void): Map<string, number>[] {
  return results.map((diagnostics, index) => {
    const counts = new Map<string, number>();
    for (const diagnostic of diagnostics) {
      if (!SET_RULE_IDS.has(diagnostic.ruleId)) continue;
      const count = (counts.get(diagnostic.ruleId) ?? 0) + 1;
      counts.set(diagnostic.ruleId, count);
      each?.(index, diagnostic, count);
    }
    return counts;
  });
}
