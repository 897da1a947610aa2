import type { Suggestion } from '../diagnostic.js';

/** Renaming to a free name: a suggestion, never a fix, since a person chooses names. */
export function renameSuggestions(free: string | undefined): Suggestion[] {
  if (free === undefined) return [];
  return [{ message: `Rename it \`${free}\`, a name no template uses.`, fix: { edits: [{ op: 'set', path: ['chat_template_data', 'chat_template_name'], value: free }] } }];
}
