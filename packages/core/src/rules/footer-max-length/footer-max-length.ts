import { mainSection } from '../../model/queries.js';
import type { RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { AUTHENTICATION_FOOTER_MAX_LENGTH, INTERACTIVE_FOOTER_MAX_LENGTH } from '../../spec/limits.js';
import { maxLengthRule } from '../max-length-rule.js';

/** What tooling shows for footer-max-length. */
export const meta: RuleMeta = {
  description: () => `An authentication footer, and an interactive CTA URL footer, is at most ${AUTHENTICATION_FOOTER_MAX_LENGTH} characters.`,
  specSection: '2.8, 8',
};

export const footerMaxLength: RuleDefinition = maxLengthRule({
  id: 'footer-max-length',
  // One number for both footers: the properties test holds the CTA URL limit equal to this one.
  severity: 'error',
  source: 'spec',
  message: 'The {{kind}} footer is {{count}} characters (each variable counts as 1); the limit is {{limit}}. Shorten it by {{excess}}.',
  *texts(model) {
    const footer = mainSection(model)?.footer?.text;
    if (!footer) return;
    if (model.interactive) {
      const limit = model.interactiveKind ? INTERACTIVE_FOOTER_MAX_LENGTH[model.interactiveKind] : undefined;
      if (limit !== undefined) yield { text: footer.text, path: footer.path, limit, names: { kind: 'interactive' } };
    } else if (model.categoryKind === 'authentication') {
      yield { text: footer.text, path: footer.path, limit: AUTHENTICATION_FOOTER_MAX_LENGTH, names: { kind: 'authentication' } };
    }
  },
});
