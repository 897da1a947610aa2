import type { RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { APPROVAL_FOOTER_MAX_LENGTH } from '../../spec/approval-limits.js';
import { maxLengthRule } from '../max-length-rule.js';
import { partLabel } from '../section-label.js';

/** What tooling shows for approval-footer-max-length. */
export const meta: RuleMeta = {
  description: () => `A footer the approval authority reviews (of a template or of a carousel card) is at most ${String(APPROVAL_FOOTER_MAX_LENGTH)} characters.`,
};

export const approvalFooterMaxLength: RuleDefinition = maxLengthRule({
  id: 'approval-footer-max-length',
  severity: 'error',
  source: 'approval',
  message: 'The {{place}} is {{count}} characters (each variable counts as 1); the approval authority accepts at most {{limit}}. Shorten it by {{excess}}.',
  *texts(model) {
    for (const { footer, cardIndex } of model.sections) {
      // An authentication footer is footer-max-length's (spec 2.8 gives it the same 60).
      if (!footer?.text || (cardIndex === undefined && model.categoryKind === 'authentication')) continue;
      yield { text: footer.text.text, path: footer.text.path, limit: APPROVAL_FOOTER_MAX_LENGTH, names: { place: partLabel('footer', cardIndex) } };
    }
  },
});
