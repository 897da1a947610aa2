// The words the renderer adds of its own (in the chat app's English), in one place.
import type { MediaKind, PreviewButtonKind } from '../model/preview-model.js';

/** What the app shows in place of media it has not loaded. */
export const MEDIA_LABEL: Readonly<Record<MediaKind, string>> = { image: 'Image', video: 'Video', document: 'Document' };

/** The bar of the phone frame, for a request without a name. */
export const UNNAMED_TEMPLATE = 'Unnamed template';

/** The entry that opens the rest of a template's buttons. */
export const SEE_ALL_OPTIONS = 'See all options';

/** Shown where a button has no text, per kind (the app's own label where it has one). */
export const MISSING_BUTTON_LABEL: Readonly<Record<PreviewButtonKind, string>> = {
  quick_reply: 'Button text missing',
  website: 'Button text missing',
  phone: 'Button text missing',
  copy_code: 'Copy code',
  offer_code: 'Copy offer code',
  flow: 'Button text missing',
  catalog: 'View catalog',
  open_form: 'Button text missing',
  list: 'List button text missing',
  other: 'Button text missing',
};

/** The line an authentication message shows for the code's validity. */
export function codeExpiration(minutes: number): string {
  return `This code expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The tooltip of a variable that has no sample. */
export function missingSample(name: string): string {
  return `No sample for {{${name}}}`;
}

/** The words for a diagnostic's severity in the list of problems. */
export const SEVERITY_LABEL = { error: 'Error', warning: 'Warning' } as const;
