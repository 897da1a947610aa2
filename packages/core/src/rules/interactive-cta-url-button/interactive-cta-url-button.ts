import { webUrlProblem } from '../../internal/url-host.js';
import { blankFieldPath, buttonLabel, fieldWithRole, mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { buttonFieldLimit } from '../../spec/limits.js';

// The CTA URL button text limit the message quotes, as button-field-max-length applies it; a string, since the
// limit tables are partial.
const TEXT_MAX_LENGTH = String(buttonFieldLimit('website', 'text', 'cta_url'));

/** What tooling shows for interactive-cta-url-button. */
export const meta: RuleMeta = {
  description: () => 'A CTA URL interactive template has exactly one button: a website button with a display text and a web address.',
  specSection: '2.9',
};

export const interactiveCtaUrlButton: RuleDefinition = defineRule({
  id: 'interactive-cta-url-button',
  severity: 'error',
  source: 'spec',
  appliesTo: 'interactive',
  messages: {
    missing: 'A CTA URL interactive template needs exactly one website button; add one with a display text and a URL.',
    extra: 'A CTA URL interactive template has exactly one button; remove this "{{button}}" button.',
    missingText: 'This CTA URL button has no display text; set it (at most {{limit}} characters).',
    missingUrl: 'This CTA URL button has no URL; set the website URL.',
    notWebUrl: 'This CTA URL button\'s URL is not a web address; the recipient\'s browser opens it, so write it in full, starting with https:// or http://.',
  },
  check({ model, report }) {
    if (model.interactiveKind !== 'cta_url') return;
    const section = mainSection(model);
    if (!section) return;
    let website = 0;
    for (const button of section.buttons) {
      if (button.traits?.opens !== 'website' || website > 0) {
        if (button.kind) report({ messageId: 'extra', path: button.path, data: { button: buttonLabel(button) } });
        continue;
      }
      website += 1;
      const textPath = blankFieldPath(button, 'text');
      if (textPath) report({ messageId: 'missingText', path: textPath, data: { limit: TEXT_MAX_LENGTH } });
      const urlPath = blankFieldPath(button, 'url');
      if (urlPath) report({ messageId: 'missingUrl', path: urlPath });
      const url = fieldWithRole(button, 'url');
      if (!urlPath && typeof url?.value === 'string' && webUrlProblem(url.value)) report({ messageId: 'notWebUrl', path: url.valuePath });
    }
    if (website === 0) report({ messageId: 'missing', path: [...section.path, 'chat_template_button'] });
  },
});
