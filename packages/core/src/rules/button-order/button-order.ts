import { kindLabel } from '../../model/approval.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for button-order. */
export const meta: RuleMeta = {
  description: () => 'Quick-reply buttons are grouped together, all before or all after the other buttons.',
};

export const buttonOrder: RuleDefinition = defineRule({
  id: 'button-order',
  severity: 'error',
  source: 'approval',
  messages: {
    split:
      'The buttons switch between quick-reply and other buttons a second time at this {{kind}} button; the approval authority accepts quick-reply buttons only as one group, before or after all the other buttons. Move the quick-reply buttons together.',
  },
  check({ model, report }) {
    for (const { buttons } of model.sections) {
      // Runs of quick replies and of other buttons: a third run means the quick replies are split.
      let runs = 0;
      let previous: boolean | undefined;
      for (const button of buttons) {
        // A button of unknown kind is known-catalog-id's to report; it belongs to neither group.
        if (button.kind === undefined) continue;
        const quickReply = button.traits?.quickReply === true;
        if (quickReply === previous) continue;
        previous = quickReply;
        runs += 1;
        if (runs < 3) continue;
        report({ messageId: 'split', path: button.path, data: { kind: kindLabel(button.kind) } });
        break;
      }
    }
  },
});
