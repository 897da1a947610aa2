import { mainSection } from '../../model/queries.js';
import { charactersOver } from '../../placeholders/characters-over.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { INTERACTIVE_BODY_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for interactive-body-max-length. */
export const meta: RuleMeta = {
  description: () => `An interactive body is within its style's limit: ${String(INTERACTIVE_BODY_MAX_LENGTH.cta_url)} for CTA URL and reply buttons, ${String(INTERACTIVE_BODY_MAX_LENGTH.list)} for list, text and flow.`,
};

export const interactiveBodyMaxLength: RuleDefinition = defineRule({
  id: 'interactive-body-max-length',
  // Two numbers for five styles: the properties test holds each style's limit equal to the one stated for it.
  severity: 'error',
  source: 'spec',
  specSection: '8',
  appliesTo: 'interactive',
  messages: {
    tooLong: 'The body is {{count}} characters (each variable counts as 1); a {{kind}} interactive body allows {{limit}}. Shorten it by {{excess}}.',
  },
  check({ model, report }) {
    const kind = model.interactiveKind;
    const limit = kind ? INTERACTIVE_BODY_MAX_LENGTH[kind] : undefined;
    const body = mainSection(model)?.body?.text;
    if (!kind || limit === undefined || !body) return;
    const count = charactersOver(body.text, limit);
    if (count !== undefined) report({ messageId: 'tooLong', path: body.path, data: { count, limit, kind, excess: count - limit } });
  },
});
