import { charactersOver } from '../../placeholders/characters-over.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { HEADER_TEXT_MAX_LENGTH } from '../../spec/limits.js';

/** What tooling shows for header-text-max-length. */
export const meta: RuleMeta = {
  description: () => `A text header is at most ${String(HEADER_TEXT_MAX_LENGTH)} characters, each \`{{variable}}\` counting as 1.`,
};

export const headerTextMaxLength: RuleDefinition = defineRule({
  id: 'header-text-max-length',
  severity: 'error',
  source: 'spec',
  specSection: '2.3, 8',
  messages: {
    tooLong: 'Header text is {{count}} characters (each variable counts as 1); the limit is {{limit}}. Shorten it by {{excess}}.',
  },
  check({ model, report }) {
    for (const { header } of model.sections) {
      if (header?.kind !== 'text' || !header.text) continue;
      const count = charactersOver(header.text.text, HEADER_TEXT_MAX_LENGTH);
      if (count === undefined) continue;
      report({ messageId: 'tooLong', path: header.text.path, data: { count, limit: HEADER_TEXT_MAX_LENGTH, excess: count - HEADER_TEXT_MAX_LENGTH } });
    }
  },
});
