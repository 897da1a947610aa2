import type { Catalog } from './catalog.js';
import { freezeDeep } from '../internal/freeze-deep.js';

/**
 * An example catalog with ids of its own, used when the caller gives none. Real ids come from the
 * platform's lookup endpoints (`@templint/client`'s `getCatalog()`); these match only the bundled
 * examples and docs. Frozen, as its type says: it cannot change, so its index is made once (create-validator.ts).
 */
export const defaultCatalog: Catalog = freezeDeep({
  templateTypes: [
    { id: 1, name: 'Simple message', kind: 'standard' },
    { id: 2, name: 'Carousel', kind: 'carousel' },
  ],
  categories: [
    { id: 1, name: 'Marketing', kind: 'marketing' },
    { id: 2, name: 'Utility', kind: 'utility' },
    { id: 3, name: 'Authentication', kind: 'authentication' },
  ],
  languages: [
    { id: 1, name: 'English', code: 'en' },
    { id: 2, name: 'English (US)', code: 'en_US' },
    { id: 3, name: 'Spanish', code: 'es' },
    { id: 4, name: 'Portuguese (BR)', code: 'pt_BR' },
    { id: 5, name: 'Hindi', code: 'hi' },
    { id: 6, name: 'Indonesian', code: 'id' },
  ],
  headerTypes: [
    { id: 1, name: 'Text', kind: 'text' },
    { id: 2, name: 'Image', kind: 'image' },
    { id: 3, name: 'Video', kind: 'video' },
    { id: 4, name: 'PDF', kind: 'document' },
  ],
  interactiveTypes: [
    { id: 1, name: 'Reply buttons', kind: 'reply_buttons' },
    { id: 2, name: 'List', kind: 'list' },
    { id: 3, name: 'Text', kind: 'text' },
    { id: 4, name: 'Flow', kind: 'flow' },
    { id: 5, name: 'CTA URL', kind: 'cta_url' },
  ],
  buttonTypes: [
    {
      id: 1,
      name: 'Call to action',
      subTypes: [
        {
          id: 1,
          name: 'Visit website',
          kind: 'website',
          fields: [
            { id: 1, name: 'Button text', role: 'text', characterLimit: 25 },
            { id: 2, name: 'Website URL', role: 'url', characterLimit: 2000 },
            {
              id: 3,
              name: 'URL type',
              role: 'other',
              options: [
                { id: 1, name: 'Static' },
                { id: 2, name: 'Dynamic' },
              ],
            },
          ],
        },
        {
          id: 2,
          name: 'Call phone number',
          kind: 'phone',
          fields: [
            { id: 4, name: 'Button text', role: 'text', characterLimit: 25 },
            { id: 5, name: 'Phone number', role: 'phone', characterLimit: 20 },
          ],
        },
        {
          id: 3,
          name: 'Copy offer code',
          kind: 'offer_code',
          fields: [
            { id: 6, name: 'Button text', role: 'text' },
            { id: 7, name: 'Offer code', role: 'offer_code', characterLimit: 20 },
          ],
        },
      ],
    },
    {
      id: 2,
      name: 'Quick reply',
      subTypes: [
        {
          id: 4,
          name: 'Custom',
          kind: 'quick_reply',
          fields: [
            { id: 8, name: 'Button text', role: 'text', characterLimit: 25 },
            { id: 9, name: 'Description', role: 'description', characterLimit: 100 },
          ],
        },
      ],
    },
    {
      id: 3,
      name: 'Flow',
      subTypes: [
        {
          id: 5,
          name: 'Flow',
          kind: 'flow',
          fields: [
            { id: 10, name: 'Button text', role: 'text', characterLimit: 25 },
            { id: 11, name: 'Flow', role: 'flow_id', characterLimit: 25 },
            { id: 12, name: 'Flow payload', role: 'flow_payload', characterLimit: 2000 },
            { id: 13, name: 'Flow input payload', role: 'flow_input_payload', characterLimit: 2000 },
          ],
        },
      ],
    },
    {
      id: 4,
      name: 'Authentication',
      subTypes: [
        {
          id: 6,
          name: 'Copy code',
          kind: 'copy_code',
          fields: [{ id: 14, name: 'Button text', role: 'text' }],
        },
      ],
    },
    {
      id: 5,
      name: 'Catalog',
      subTypes: [
        {
          id: 7,
          name: 'View catalog',
          kind: 'catalog',
          fields: [{ id: 15, name: 'Button text', role: 'text', characterLimit: 25 }],
        },
      ],
    },
    {
      id: 6,
      name: 'Form',
      subTypes: [
        {
          id: 8,
          name: 'Open form',
          kind: 'open_form',
          fields: [{ id: 16, name: 'Button text', role: 'text', characterLimit: 25 }],
        },
      ],
    },
  ],
  dynamicVariableTypes: [
    { id: 1, name: 'Body' },
    { id: 2, name: 'Header' },
    { id: 3, name: 'Button link' },
    { id: 4, name: 'Carousel' },
  ],
});
