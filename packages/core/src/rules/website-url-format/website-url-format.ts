import { webUrlProblem } from '../../internal/url-host.js';
import { isBlank } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for website-url-format. */
export const meta: RuleMeta = {
  description: () => 'A website button\'s URL is a full web address: http:// or https://, a host name, no spaces.',
};

export const websiteUrlFormat: RuleDefinition = defineRule({
  id: 'website-url-format',
  severity: 'error',
  source: 'approval',
  hasSuggestions: true,
  messages: {
    otherScheme: 'The website URL is a "{{scheme}}:" link; a website button opens a web page, so the approval authority accepts only http:// and https:// addresses.',
    noScheme: 'The website URL does not start with https:// or http://; the approval authority accepts only full web addresses. Add https:// before it.',
    invalid: 'The website URL is not a valid web address (it needs a host name, and no spaces); the approval authority rejects it. Check it for a typo.',
    addScheme: 'Add https:// in front.',
  },
  check({ model, report }) {
    for (const button of model.buttons) {
      if (button.traits?.opens !== 'website') continue;
      for (const field of button.fields) {
        // A blank URL is button-field-required's to report.
        if (field.role !== 'url' || typeof field.value !== 'string' || isBlank(field.value)) continue;
        const url = field.value;
        const problem = webUrlProblem(url);
        if (problem === 'otherScheme') report({ messageId: problem, path: field.valuePath, data: { scheme: url.slice(0, url.indexOf(':')) } });
        // A suggestion, not a fix: whether the site answers on https is for a person to know.
        else if (problem === 'noScheme') report({ messageId: problem, path: field.valuePath, suggestions: [{ messageId: 'addScheme', fix: { edits: [{ op: 'set', path: field.valuePath, value: `https://${url}` }] } }] });
        else if (problem) report({ messageId: problem, path: field.valuePath });
      }
    }
  },
});
