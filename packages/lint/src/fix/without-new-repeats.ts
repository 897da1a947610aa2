import { applyEdits, rules, type Diagnostic, type Fix, type Validator } from '@templint/core';

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
  const isArray = Array.isArray(value);
  const requests: readonly unknown[] = isArray ? value : [value];
  const fixed = applyEdits(value, selected.flatMap((diagnostic) => diagnostic.fix.edits));
  const fixedRequests: readonly unknown[] = isArray && Array.isArray(fixed) ? fixed : [fixed];
  const before = setCounts(validator.validateSet(requests).results.map((result) => result.diagnostics));
  const after = validator.validateSet(fixedRequests).results.map((result) => result.diagnostics);
  const worse = new Set<number>();
  after.forEach((diagnostics, index) => {
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
  if (worse.size === 0) return [...selected];
  return selected.filter((diagnostic) => !worse.has(isArray ? Number(diagnostic.path[0]) : 0));
}

/** How many diagnostics of each set rule each request has. */
function setCounts(results: readonly (readonly Diagnostic[])[]): Map<string, number>[] {
  return results.map((diagnostics) => {
    const counts = new Map<string, number>();
    for (const diagnostic of diagnostics) if (SET_RULE_IDS.has(diagnostic.ruleId)) counts.set(diagnostic.ruleId, (counts.get(diagnostic.ruleId) ?? 0) + 1);
    return counts;
  });
}
