import { charactersOver } from '../../placeholders/characters-over.js';
import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { AUTHENTICATION_FOOTER_MAX_LENGTH, INTERACTIVE_FOOTER_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for footer-max-length. */
export const meta: RuleMeta = {
  description: () => `An authentication footer, and an interactive CTA URL footer, is at most ${AUTHENTICATION_FOOTER_MAX_LENGTH} characters.`,
};

export const footerMaxLength: RuleDefinition = defineRule({
  id: 'footer-max-length',
  // One number for both footers: the properties test holds the CTA URL limit equal to this one.
  severity: 'error',
  source: 'spec',
  specSection: '2.8, 8',
  messages: {
    tooLong: 'The {{kind}} footer is {{count}} characters (each variable counts as 1); the limit is {{limit}}. Shorten it by {{excess}}.',
  },
  check({ model, report }) {
    const footer = mainSection(model)?.footer?.text;
    if (!footer) return;
    let limit: number | undefined;
    let kind = '';
    if (model.interactive) {
      limit = model.interactiveKind ? INTERACTIVE_FOOTER_MAX_LENGTH[model.interactiveKind] : undefined;
      kind = 'interactive';
    } else if (model.categoryKind === 'authentication') {
      limit = AUTHENTICATION_FOOTER_MAX_LENGTH;
      kind = 'authentication';
    }
    if (limit === undefined) return;
    const count = charactersOver(footer.text, limit);
    if (count !== undefined) report({ messageId: 'tooLong', path: footer.path, data: { kind, count, limit, excess: count - limit } });
  },
});
