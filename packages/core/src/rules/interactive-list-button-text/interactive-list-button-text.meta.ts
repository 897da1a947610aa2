// interactive-list-button-text's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for interactive-list-button-text. */
export const interactiveListButtonTextMeta: RuleMeta = {
  description: '`interactive_list_button_text` is sent only with the list interactive type.',
};
