import { INTERACTIVE_STYLE_NAMES } from '../../catalog/catalog.js';
import { mainSection } from '../../model/queries.js';
import type { RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { INTERACTIVE_BODY_MAX_LENGTH } from '../../spec/limits.js';
import { maxLengthRule } from '../max-length-rule.js';

/** What tooling shows for interactive-body-max-length. */
export const meta: RuleMeta = {
  description: () =>
    `An interactive body is within its style's limit: ${String(INTERACTIVE_BODY_MAX_LENGTH.cta_url)} for CTA URL and reply buttons, ${String(INTERACTIVE_BODY_MAX_LENGTH.list)} for list, text and flow.`,
  specSection: '8',
};

export const interactiveBodyMaxLength: RuleDefinition = maxLengthRule({
  id: 'interactive-body-max-length',
  // Two numbers for five styles: the properties test holds each style's limit equal to the one stated for it.
  severity: 'error',
  source: 'spec',
  appliesTo: 'interactive',
  message: 'The body is {{count}} characters (each variable counts as 1); a {{style}} interactive body allows {{limit}}. Shorten it by {{excess}}.',
  *texts(model) {
    const kind = model.interactiveKind;
    const limit = kind ? INTERACTIVE_BODY_MAX_LENGTH[kind] : undefined;
    const body = mainSection(model)?.body?.text;
    if (kind && limit !== undefined && body) yield { text: body.text, path: body.path, limit, names: { kind, style: INTERACTIVE_STYLE_NAMES[kind] } };
  },
  // The data in the order it always had (`kind` the id, `style` the spec's name of it, added after).
  data: ({ count, limit, excess }, names) => ({ count, limit, ...names, excess }),
});
