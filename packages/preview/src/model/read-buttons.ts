import type { FieldRole, SubTypeKind } from '@templint/core';
import { CATALOG_BUTTON_TEXT, COPY_CODE_TEXTS } from '@templint/core/internal';
import type { ButtonModel } from '@templint/core/model';
import { knownKind } from './core-catalog.js';
import type { PreviewButton, PreviewButtonKind, PreviewIcon, PreviewText } from './preview-model.js';
import type { ReadText } from './read-text.js';

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

/**
 * What a button shows of each field role: its label, its description, or its target (when it has several,
 * the lowest rank), which without a catalog also says what kind of button it is. Roles left out are not shown.
 */
type FieldShown = 'label' | 'description' | { readonly rank: number; readonly kind: SubTypeKind } | undefined;
const FIELD_SHOWN: Readonly<Record<FieldRole, FieldShown>> = {
  text: 'label',
  url: { rank: 1, kind: 'website' },
  phone: { rank: 2, kind: 'phone' },
  offer_code: { rank: 3, kind: 'offer_code' },
  flow_id: { rank: 4, kind: 'flow' },
  flow_payload: undefined,
  flow_input_payload: undefined,
  description: 'description',
  other: undefined,
};

/** One button of the model as shown: the first field of each role it shows is read, the rest left out. */
export function readButton(button: ButtonModel, readText: ReadText): PreviewButton {
  let label: PreviewText | undefined;
  let description: PreviewText | undefined;
  let target: { readonly text: PreviewText | undefined; readonly rank: number; readonly kind: SubTypeKind } | undefined;
  const read = new Set<FieldRole>();
  for (const field of button.fields) {
    if (typeof field.value !== 'string') continue;
    const role = knownKind(FIELD_SHOWN, field.definition ? field.role : inferRole(field.name));
    const shown = role === undefined ? undefined : FIELD_SHOWN[role];
    if (role === undefined || shown === undefined || read.has(role)) continue;
    read.add(role);
    const text = readText({ text: field.value, path: field.valuePath }, false);
    if (shown === 'label') label = text;
    else if (shown === 'description') description = text;
    else if (target === undefined || shown.rank < target.rank) target = { text, ...shown };
  }
  const kind = button.subType ? (knownKind(BUTTON_ICON, button.kind) ?? 'other') : inferKind(target?.kind, label);
  return { kind, icon: BUTTON_ICON[kind], path: button.path, label, target: target?.text, description };
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
function inferKind(targetKind: SubTypeKind | undefined, label: PreviewText | undefined): PreviewButtonKind {
  if (targetKind !== undefined) return targetKind;
  const text = label?.source.trim().toLowerCase();
  if (COPY_CODE_TEXTS.some((copyCode) => copyCode.toLowerCase() === text)) return 'copy_code';
  if (text === CATALOG_BUTTON_TEXT.toLowerCase()) return 'catalog';
  return label ? 'quick_reply' : 'other';
}
