import { deriveTemplateName } from '../../names/derive-template-name.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-format. */
export const meta: RuleMeta = {
  description: () => 'The machine name uses only lowercase letters, digits and underscores.',
};

export const templateNameFormat: RuleDefinition = defineRule({
  id: 'template-name-format',
  severity: 'error',
  source: 'spec',
  specSection: '2.2',
  messages: {
    invalid:
      'The template name has "{{character}}" at position {{position}}; use only lowercase letters, digits and underscores, for example `{{suggestion}}`.',
  },
  check({ model, report }) {
    const name = model.templateName?.name;
    if (name === undefined) return;
    const at = firstInvalidIndex(name);
    if (at === -1) return;
    const suggestion = deriveTemplateName(name);
    report({
      messageId: 'invalid',
      path: ['chat_template_data', 'chat_template_name'],
      data: { character: String.fromCodePoint(name.codePointAt(at) ?? 0), position: at + 1, suggestion: suggestion === '' ? 'order_update' : suggestion },
      range: [at, at + 1],
    });
  },
});

function firstInvalidIndex(name: string): number {
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    const valid = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95;
    if (!valid) return index;
  }
  return -1;
}
