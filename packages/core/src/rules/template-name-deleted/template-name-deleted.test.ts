import { describe, test } from 'vitest';
import { authenticationRequest, normalRequest, textRequest } from '../../testing/fixtures.js';
import { withValue } from '../../testing/helpers.js';
import { SetRuleTester } from '../../testing/set-rule-tester.js';
import { templateNameDeleted } from './template-name-deleted.js';

const NAME = ['chat_template_data', 'chat_template_name'];
const INTEGRATION = ['provider_integration_chat_id'];

new SetRuleTester({ describe, test }).run(templateNameDeleted, {
  valid: [
    { name: 'no deleted names given (the rule has nothing to compare)', requests: [normalRequest()] },
    { name: 'a name not deleted', requests: [normalRequest()], options: { deletedTemplateNames: ['welcome'] } },
    { name: 'an interactive template, which the approval authority never sees', requests: [textRequest()], options: { deletedTemplateNames: ['interactive_text'] } },
    {
      name: "a name deleted in another provider-integration (another business account's)",
      requests: [withValue(normalRequest(), INTEGRATION, 'pi_0009')],
      options: { deletedTemplateNames: { pi_0001: ['order_update'] } },
    },
    {
      name: 'the per-integration lists as a Map',
      requests: [withValue(normalRequest(), INTEGRATION, 'pi_0009')],
      options: { deletedTemplateNames: new Map([['pi_0001', ['order_update']]]) },
    },
    {
      name: 'no provider-integration to look the name up in (request-shape reports the missing id)',
      requests: [withValue(normalRequest(), INTEGRATION, undefined)],
      options: { deletedTemplateNames: { pi_0001: ['order_update'] } },
    },
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
          data: { name: 'order_update', integration: 'pi_0001' },
          suggestions: [{ message: 'Rename it `order_update_4`, a name no template uses.', output: withValue(normalRequest(), NAME, 'order_update_4') }],
        },
      ],
    },
    {
      name: 'a name deleted in its own provider-integration, given per integration',
      requests: [withValue(normalRequest(), INTEGRATION, 'pi_0009'), withValue(normalRequest(), INTEGRATION, 'pi_0001')],
      options: { deletedTemplateNames: { pi_0001: ['order_update'], pi_0002: ['order_update_2'] } },
      errors: [
        {
          index: 1,
          messageId: 'deleted',
          path: NAME,
          // Which business account's deleted names hold it: with several, the reader cannot tell otherwise.
          data: { name: 'order_update', integration: 'pi_0001' },
          // A name deleted in any integration is not offered: order_update_2 was deleted in pi_0002.
          suggestions: [{ message: 'Rename it `order_update_3`, a name no template uses.', output: withValue(withValue(normalRequest(), INTEGRATION, 'pi_0001'), NAME, 'order_update_3') }],
        },
      ],
    },
    {
      name: 'a list for every provider-integration, and a request that names none: the message names none',
      requests: [withValue(normalRequest(), INTEGRATION, undefined)],
      options: { deletedTemplateNames: ['order_update'] },
      errors: [
        {
          index: 0,
          messageId: 'deletedNoIntegration',
          path: NAME,
          data: { name: 'order_update' },
          suggestions: [{ message: 'Rename it `order_update_2`, a name no template uses.', output: withValue(withValue(normalRequest(), INTEGRATION, undefined), NAME, 'order_update_2') }],
        },
      ],
    },
  ],
});
