import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_HEADER_MAX_VARIABLES } from '../../spec/approval-limits.js';

/** What tooling shows for header-variable-count. */
export const meta: RuleMeta = {
  description: () => 'A text header has at most one `{{variable}}` (it may appear more than once).',
};

export const headerVariableCount: RuleDefinition = defineRule({
  id: 'header-variable-count',
  severity: 'error',
  source: 'approval',
  messages: {
    tooMany:
      'The header has {{count}} different variables; the approval authority accepts at most {{max}} in a header. Remove `{{variable}}` or move it to the body.',
  },
  check({ model, report }) {
    for (const slot of model.reviewed.slots) {
      if (slot.place !== 'header') continue;
      // Fewer placeholders than the limit cannot hold too many names: no set for a correct header.
      if (slot.parsed.placeholders.length <= APPROVAL_HEADER_MAX_VARIABLES) continue;
      const placeholders = slot.parsed.placeholders.filter((placeholder) => placeholder.name.length > 0);
      const names = new Set(placeholders.map((placeholder) => placeholder.name));
      if (names.size <= APPROVAL_HEADER_MAX_VARIABLES) continue;
      // The first variables are allowed; every use of a later one is reported.
      const allowed = new Set([...names].slice(0, APPROVAL_HEADER_MAX_VARIABLES));
      for (const placeholder of placeholders) {
        if (allowed.has(placeholder.name)) continue;
        report({
          messageId: 'tooMany',
          path: slot.textPath,
          data: { count: names.size, max: APPROVAL_HEADER_MAX_VARIABLES, variable: `{{${placeholder.name}}}` },
          range: [placeholder.start, placeholder.end],
        });
      }
    }
  },
});
