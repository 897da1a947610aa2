import type { SuggestionDescriptor } from '../diagnostic.js';

/**
 * Renaming to a free name: a suggestion, never a fix, since a person chooses names. Worded by the rule's
 * `rename` message (`Rename it \`{{name}}\`, a name no template uses.`).
 */
export function renameSuggestions(free: string | undefined): SuggestionDescriptor<'rename'>[] {
  if (free === undefined) return [];
  return [{ messageId: 'rename', data: { name: free }, fix: { edits: [{ op: 'set', path: ['chat_template_data', 'chat_template_name'], value: free }] } }];
}
