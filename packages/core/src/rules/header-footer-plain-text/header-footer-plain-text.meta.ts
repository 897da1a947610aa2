// header-footer-plain-text's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for header-footer-plain-text. */
export const headerFooterPlainTextMeta: RuleMeta = {
  description: 'A text header and a footer are one line of plain text: no line breaks, no emoji, no `*`, `_` or `~` formatting.',
};
