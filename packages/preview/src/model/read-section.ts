import { parseChatText } from '../format/parse-chat-text.js';
import { asArray, asId, asString, isJsonObject, own, type JsonPath } from '../json.js';
import type { CatalogLookup } from './catalog-lookup.js';
import { MEDIA_KINDS, type MediaKind, type PreviewHeader, type PreviewText } from './preview-model.js';
import { variableSamples } from './variable-samples.js';

/** Header type names (as `chat_template_header_type_name` spells them) read when the catalog has no entry. */
const HEADER_NAMES: Readonly<Record<string, MediaKind | 'text'>> = {
  text: 'text',
  image: 'image',
  video: 'video',
  pdf: 'document',
  document: 'document',
};

/** A section's header (template or card): undefined when absent or "no header" (type id 0). */
export function readHeader(section: unknown, sectionPath: JsonPath, catalog: CatalogLookup): PreviewHeader | undefined {
  const header = own(section, 'chat_template_header');
  if (!isJsonObject(header)) return undefined;
  const path = [...sectionPath, 'chat_template_header'];
  const typeId = asId(header.chat_template_header_type_id);
  if (typeId === 0) return undefined;
  const item = asArray(own(header, 'chat_template_header_data'))[0];
  const itemPath = [...path, 'chat_template_header_data', 0];
  const value = asString(own(item, 'chat_template_header_data_value'));
  const catalogKind = catalog.headerKind(typeId);
  if (catalogKind === 'none') return undefined;
  const typeName = asString(own(header, 'chat_template_header_type_name'))?.trim().toLowerCase();
  const kind = catalogKind ?? (typeName === undefined ? undefined : HEADER_NAMES[typeName]) ?? (value ? 'text' : undefined);
  if (kind === 'text') {
    const samples = variableSamples(own(item, 'chat_template_header_variable_data'), [...itemPath, 'chat_template_header_variable_data']);
    const text = value === undefined ? undefined : parseChatText(value, [...itemPath, 'chat_template_header_data_value'], { formatted: false, samples });
    return { type: 'text', path, text };
  }
  if ((MEDIA_KINDS as readonly (string | undefined)[]).includes(kind)) {
    const storageId = asId(own(item, 'chat_template_header_data_cloud_storage_id'));
    return { type: 'media', path, media: kind as MediaKind, storageId: storageId === 0 ? undefined : storageId };
  }
  return { type: 'unknown', path, typeId };
}

/** A section's body text with the chat app's formatting and its samples. */
export function readBody(section: unknown, sectionPath: JsonPath): PreviewText | undefined {
  const body = own(section, 'chat_template_body');
  const value = asString(own(body, 'chat_template_body_value'));
  if (value === undefined) return undefined;
  const bodyPath = [...sectionPath, 'chat_template_body'];
  const samples = variableSamples(own(body, 'chat_template_body_variable_data'), [...bodyPath, 'chat_template_body_variable_data']);
  return parseChatText(value, [...bodyPath, 'chat_template_body_value'], { formatted: true, samples });
}

/** A section's footer text, shown as typed (the app does not format footers). */
export function readFooter(section: unknown, sectionPath: JsonPath): PreviewText | undefined {
  const value = asString(own(own(section, 'chat_template_footer'), 'chat_template_footer_value'));
  if (value === undefined) return undefined;
  return parseChatText(value, [...sectionPath, 'chat_template_footer', 'chat_template_footer_value'], { formatted: false, samples: variableSamples(undefined, []) });
}
