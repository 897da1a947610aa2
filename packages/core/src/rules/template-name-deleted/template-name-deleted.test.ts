import { describe, test } from 'vitest';
import { authenticationRequest, normalRequest, textRequest } from '../../testing/fixtures.js';
import { withValue } from '../../testing/helpers.js';
import { SetRuleTester } from '../../testing/set-rule-tester.js';
import { templateNameDeleted } from './template-name-deleted.js';

const NAME = ['chat_template_data', 'chat_template_name'];

new SetRuleTester({ describe, test }).run(templateNameDeleted, {
  valid: [
    { name: 'no deleted names given (the rule has nothing to compare)', requests: [normalRequest()] },
    { name: 'a name not deleted', requests: [normalRequest()], options: { deletedTemplateNames: ['welcome'] } },
    { name: 'an interactive template, which the approval authority never sees', requests: [textRequest()], options: { deletedTemplateNames: ['interactive_text'] } },
  ],
  invalid: [
    {
      name: 'a name deleted recently, with a free name that skips the deleted and used ones',
      requests: [normalRequest(), withValue(authenticationRequest(), NAME, 'order_update_2')],
      options: { deletedTemplateNames: ['order_update', 'order_update_3'] },
      errors: [
        {
          index: 0,
          messageId: 'deleted',
          path: NAME,
          data: { name: 'order_update' },
          suggestions: [{ message: 'Rename it `order_update_4`, a name no template uses.', output: withValue(normalRequest(), NAME, 'order_update_4') }],
        },
      ],
    },
  ],
});
