import { parseChatText } from '../format/parse-chat-text.js';
import { asArray, asId, asString, isJsonObject, own, type JsonPath } from '../json.js';
import type { CatalogLookup } from './catalog-lookup.js';
import { BUTTON_KINDS, type PreviewButton, type PreviewButtonKind, type PreviewIcon, type PreviewText } from './preview-model.js';
import { variableSamples } from './variable-samples.js';

/** The icon the chat app shows beside each kind of button. */
export const BUTTON_ICON: Readonly<Record<PreviewButtonKind, PreviewIcon>> = {
  quick_reply: 'reply',
  website: 'link',
  phone: 'phone',
  copy_code: 'copy',
  offer_code: 'copy',
  flow: 'flow',
  catalog: 'catalog',
  open_form: 'form',
  list: 'list',
  other: 'none',
};

/** What a button field holds, as the catalog's field roles say (`other` for anything the preview ignores). */
const FIELD_ROLES = ['text', 'url', 'phone', 'offer_code', 'flow_id', 'description', 'other'] as const;
type FieldRole = (typeof FIELD_ROLES)[number];

const TARGET_ROLES: readonly FieldRole[] = ['url', 'phone', 'offer_code', 'flow_id'];

/** Every button of a `chat_template_button` array: one per `chat_template_button_data` entry. */
export function readButtons(items: unknown, itemsPath: JsonPath, catalog: CatalogLookup): PreviewButton[] {
  const buttons: PreviewButton[] = [];
  const list = asArray(items);
  for (let itemIndex = 0; itemIndex < list.length; itemIndex += 1) {
    const item = list[itemIndex];
    const typeId = asId(own(item, 'chat_template_button_type_id'));
    const entries = asArray(own(item, 'chat_template_button_data'));
    for (let entryIndex = 0; entryIndex < entries.length; entryIndex += 1) {
      const entry = entries[entryIndex];
      if (!isJsonObject(entry)) continue;
      buttons.push(readButton(entry, [...itemsPath, itemIndex, 'chat_template_button_data', entryIndex], typeId, catalog));
    }
  }
  return buttons;
}

function readButton(entry: Readonly<Record<string, unknown>>, path: JsonPath, typeId: number | undefined, catalog: CatalogLookup): PreviewButton {
  const subType = catalog.subType(typeId, asId(own(entry, 'chat_template_button_sub_type_id')));
  const texts = new Map<FieldRole, PreviewText>();
  const fields = asArray(own(entry, 'chat_template_button_sub_type_field_data'));
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index];
    const value = asString(own(field, 'chat_template_button_sub_type_field_value'));
    if (value === undefined) continue;
    const definition = catalog.field(subType, asId(own(field, 'chat_template_button_sub_type_field_id')));
    const role = definition ? knownRole(definition.role) : inferRole(asString(own(field, 'field_name')));
    if (role === 'other' || texts.has(role)) continue;
    const fieldPath = [...path, 'chat_template_button_sub_type_field_data', index];
    const samples = variableSamples(own(field, 'chat_template_button_field_data_variable'), [...fieldPath, 'chat_template_button_field_data_variable']);
    texts.set(role, parseChatText(value, [...fieldPath, 'chat_template_button_sub_type_field_value'], { formatted: false, samples }));
  }
  const label = texts.get('text');
  const kind = subType ? knownKind(subType.kind) : inferKind(texts, label);
  const targetRole = TARGET_ROLES.find((role) => texts.has(role));
  return {
    kind,
    icon: BUTTON_ICON[kind],
    path,
    label,
    target: targetRole === undefined ? undefined : texts.get(targetRole),
    description: texts.get('description'),
  };
}

function knownKind(kind: string): PreviewButtonKind {
  return (BUTTON_KINDS as readonly string[]).includes(kind) ? (kind as PreviewButtonKind) : 'other';
}

function knownRole(role: string): FieldRole {
  return (FIELD_ROLES as readonly string[]).includes(role) ? (role as FieldRole) : 'other';
}

/** Without a catalog entry, the field's own `field_name` (as the lookup list wrote it) says what it holds. */
function inferRole(fieldName: string | undefined): FieldRole {
  const name = (fieldName ?? '').toLowerCase();
  if (name.includes('payload')) return 'other';
  if (name.includes('url') || name.includes('website')) return 'url';
  if (name.includes('phone')) return 'phone';
  if (name.includes('offer') || name.includes('code')) return name.includes('text') ? 'text' : 'offer_code';
  if (name.includes('flow')) return 'flow_id';
  if (name.includes('description')) return 'description';
  if (name.includes('text') || name.includes('title')) return 'text';
  return 'other';
}

/** Without a catalog entry, the fields a button holds say what it is; a bare label is a quick reply. */
function inferKind(texts: ReadonlyMap<FieldRole, PreviewText>, label: PreviewText | undefined): PreviewButtonKind {
  if (texts.has('url')) return 'website';
  if (texts.has('phone')) return 'phone';
  if (texts.has('offer_code')) return 'offer_code';
  if (texts.has('flow_id')) return 'flow';
  const text = label?.source.trim().toLowerCase();
  if (text === 'copy code') return 'copy_code';
  if (text === 'view catalog') return 'catalog';
  return label ? 'quick_reply' : 'other';
}
