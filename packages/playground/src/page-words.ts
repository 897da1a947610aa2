// The playground's own words (its bar, headings, notes, catalog panel and the editor's accessible names),
// one object per language in locales/. The diagnostics are core's and the preview's words are the
// preview's: only what the page itself says is here. `{{name}}` is filled in, `{{n|one:…|other:…}}`
// takes the plural form of the language, and a name between backticks shows as code.
import { formatMessageIn } from '@templint/core/internal';
import type { CatalogList } from './catalog-lists.js';
import type { StarterId } from './starter-ids.js';

/** The phrases CodeMirror's editor, lint panel and fold gutter say (its `EditorState.phrases`). */
export const EDITOR_PHRASES = [
  'Diagnostics',
  'No diagnostics',
  'close',
  'Control character',
  'folded code',
  'unfold',
  'Fold line',
  'Unfold line',
  'Folded lines',
  'Unfolded lines',
  'to',
  'Selection deleted',
] as const;
/** A phrase of CodeMirror's. */
export type EditorPhrase = (typeof EDITOR_PHRASES)[number];

/** The page's words in one language. */
export interface PageWords {
  /** The language's BCP 47 tag: `<html lang>` and its plural rules. */
  readonly code: string;
  /** The label of the starter menu. */
  readonly starter: string;
  /** The menu's first entry, chosen when nothing is. */
  readonly starterPlaceholder: string;
  /** The menu's entry that brings back the draft a link or a starter replaced. */
  readonly previousDraft: string;
  /** Each starter template's name in the menu. */
  readonly starters: Readonly<Record<StarterId, string>>;
  readonly copyLink: string;
  readonly linkCopied: string;
  /** When the clipboard refused the link (it is in the address bar all the same). */
  readonly linkInAddressBar: string;
  /** A link longer than browsers open, with `{{length}}` and `{{limit}}`: nothing is copied. */
  readonly linkTooLong: string;
  /** Said when the page opens a `#template=` link whose text cannot be decoded (cut by a chat app). */
  readonly linkBroken: string;
  /** Said when the browser refuses to save the draft (storage full or denied): the text will not come back. */
  readonly draftNotSaved: string;
  readonly language: string;
  readonly theme: string;
  readonly themeAuto: string;
  readonly themeLight: string;
  readonly themeDark: string;
  readonly templateHeading: string;
  readonly previewHeading: string;
  readonly catalogHeading: string;
  /** The problem count when there is none. */
  readonly noProblems: string;
  /** The preview pane for a text that does not parse (after a link or a starter: no older preview shown). */
  readonly notJson: string;
  readonly emptyArray: string;
  /** Beside the preview's heading while the preview shown is of an older text (dimmed). */
  readonly previewOutOfDate: string;
  /** The accessible name of the editor. */
  readonly editorLabel: string;
  /** The name of the action that applies a message's certain fix. */
  readonly fix: string;
  readonly editorPhrases: Readonly<Record<EditorPhrase, string>>;
  /** The catalog in use, with `{{origin}}`. */
  readonly catalogInUseExample: string;
  readonly catalogInUseCustom: string;
  readonly catalogBundled: string;
  readonly catalogPasted: string;
  readonly catalogRemembered: string;
  /** With `{{name}}`, the file's name. */
  readonly catalogLoaded: string;
  readonly catalogLists: Readonly<Record<CatalogList, string>>;
  readonly catalogChange: string;
  readonly catalogHelp: string;
  /** The accessible name of the box a catalog is pasted in. */
  readonly catalogText: string;
  readonly catalogUse: string;
  readonly catalogFile: string;
  readonly catalogReset: string;
  /** The accessible name of the list of a refused catalog's problems. */
  readonly catalogProblems: string;
  /** With `{{detail}}`, the browser's own words. */
  readonly catalogNotJson: string;
  /** With `{{name}}` and `{{detail}}`. */
  readonly catalogUnreadable: string;
}

/** A word that is one string (not a table): what index.html's `data-word` and `data-word-label` name. */
export type PageWord = { readonly [K in keyof PageWords]: PageWords[K] extends string ? K : never }[keyof PageWords];

/** A word with its `{{slots}}` filled in, plural forms chosen by the rules of the words' language. */
export function fillWord(words: PageWords, word: string, data: Readonly<Record<string, string | number>>): string {
  return formatMessageIn(words.code, word, data);
}
