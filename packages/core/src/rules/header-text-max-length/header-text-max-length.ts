import type { RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { HEADER_TEXT_MAX_LENGTH } from '../../spec/limits.js';
import { maxLengthRule } from '../max-length-rule.js';

/** What tooling shows for header-text-max-length. */
export const meta: RuleMeta = {
  description: () => `A text header is at most ${String(HEADER_TEXT_MAX_LENGTH)} characters, each \`{{variable}}\` counting as 1.`,
  specSection: '2.3, 8',
};

export const headerTextMaxLength: RuleDefinition = maxLengthRule({
  id: 'header-text-max-length',
  severity: 'error',
  source: 'spec',
  message: 'Header text is {{count}} characters (each variable counts as 1); the limit is {{limit}}. Shorten it by {{excess}}.',
  *texts(model) {
    for (const { header } of model.sections) {
      if (header?.kind === 'text' && header.text) yield { text: header.text.text, path: header.text.path, limit: HEADER_TEXT_MAX_LENGTH };
    }
  },
});
