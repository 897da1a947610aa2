import { charactersOver } from '../../placeholders/characters-over.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_FOOTER_MAX_LENGTH } from '../../spec/approval-limits.js';

/** What tooling shows for approval-footer-max-length. */
export const meta: RuleMeta = {
  description: () => `A footer the approval authority reviews (of a template or of a carousel card) is at most ${String(APPROVAL_FOOTER_MAX_LENGTH)} characters.`,
};

export const approvalFooterMaxLength: RuleDefinition = defineRule({
  id: 'approval-footer-max-length',
  severity: 'error',
  source: 'approval',
  messages: {
    tooLong:
      'The {{place}} is {{count}} characters (each variable counts as 1); the approval authority accepts at most {{limit}}. Shorten it by {{excess}}.',
  },
  check({ model, report }) {
    for (const section of model.sections) {
      const footer = section.footer?.text;
      // An authentication footer is footer-max-length's (spec 2.8 gives it the same 60).
      if (!footer || (section.cardIndex === undefined && model.categoryKind === 'authentication')) continue;
      const count = charactersOver(footer.text, APPROVAL_FOOTER_MAX_LENGTH);
      if (count === undefined) continue;
      const place = section.cardIndex === undefined ? 'footer' : `footer of carousel card ${String(section.cardIndex + 1)}`;
      report({ messageId: 'tooLong', path: footer.path, data: { place, count, limit: APPROVAL_FOOTER_MAX_LENGTH, excess: count - APPROVAL_FOOTER_MAX_LENGTH } });
    }
  },
});
