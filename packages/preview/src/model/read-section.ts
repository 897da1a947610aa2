import type { HeaderKind } from '@templint/core';
import type { HeaderModel } from '@templint/core/model';
import { knownKind } from './core-catalog.js';
import type { MediaKind, PreviewHeader } from './preview-model.js';
import type { ReadText } from './read-text.js';

/** How each kind of header is shown: not at all, as its text, or as a placeholder of its media. */
const HEADER_SHOWN = {
  none: 'none',
  text: 'text',
  image: 'image',
  video: 'video',
  document: 'document',
} as const satisfies Readonly<Record<HeaderKind, 'none' | 'text' | MediaKind>>;

/** Header type names (as `chat_template_header_type_name` spells them) read when the catalog has no entry. */
const HEADER_NAMES: Readonly<Record<string, HeaderKind>> = {
  text: 'text',
  image: 'image',
  video: 'video',
  pdf: 'document',
  document: 'document',
};

/** A section's header (template or card): undefined when absent or "no header" (type id 0). */
export function readHeader(header: HeaderModel | undefined, readText: ReadText): PreviewHeader | undefined {
  if (!header) return undefined;
  const typeName = header.typeName?.trim().toLowerCase();
  const named = typeName !== undefined && Object.hasOwn(HEADER_NAMES, typeName) ? HEADER_NAMES[typeName] : undefined;
  const kind = knownKind(HEADER_SHOWN, header.kind ?? named ?? (header.text?.text ? 'text' : undefined));
  const shown = kind === undefined ? undefined : HEADER_SHOWN[kind];
  const path = header.path;
  if (shown === 'none') return undefined;
  if (shown === 'text') return { type: 'text', path, text: readText(header.text, false) };
  if (shown === undefined) return { type: 'unknown', path, typeId: header.typeId };
  const storageId = header.sentStorageId.value;
  return { type: 'media', path, media: shown, storageId: typeof storageId === 'number' && storageId !== 0 ? storageId : undefined };
}
