// The request's top-level fields that rules read, each with the one place it lives. A rule asks
// `model.fields.languageId`, never `data.chat_language_id` at a path it spells out itself.
import type { JsonPath } from '../diagnostic.js';
import type { JsonObject } from '../internal/json.js';

/** One field of the request as sent: its value (undefined when absent) and its path. */
export interface RequestField {
  readonly value: unknown;
  /** The key is the object's own (even when its value is null). */
  readonly present: boolean;
  readonly path: JsonPath;
}

/** The top-level fields rules read, by the name the model gives them. */
export type RequestFieldName =
  | 'providerIntegrationChatId'
  | 'templateTypeId'
  | 'interactiveTypeId'
  | 'interactiveListButtonText'
  | 'flowFlag'
  | 'namedParameterFlag'
  | 'templateData'
  | 'languageId'
  | 'categoryId'
  | 'templateName'
  | 'displayName'
  | 'codeExpirationMinutes'
  | 'securityRecommendation'
  | 'carousel';

/** Where each field lives: in the request itself or in `chat_template_data`. */
const FIELD_PLACES: Readonly<Record<RequestFieldName, readonly ['root' | 'data', string]>> = {
  providerIntegrationChatId: ['root', 'provider_integration_chat_id'],
  templateTypeId: ['root', 'chat_template_type_id'],
  interactiveTypeId: ['root', 'interactive_type_id'],
  interactiveListButtonText: ['root', 'interactive_list_button_text'],
  flowFlag: ['root', 'chat_template_flag_flow'],
  namedParameterFlag: ['root', 'flag_named_parameter'],
  templateData: ['root', 'chat_template_data'],
  languageId: ['data', 'chat_language_id'],
  categoryId: ['data', 'chat_template_category_id'],
  templateName: ['data', 'chat_template_name'],
  displayName: ['data', 'chat_template_display_name'],
  codeExpirationMinutes: ['data', 'chat_template_code_expiration_minutes'],
  securityRecommendation: ['data', 'chat_template_security_recommendation'],
  carousel: ['data', 'chat_template_carousel'],
};

/** Every field of `FIELD_PLACES`, read from the request (root) and its template object (data). */
export type RequestFields = Readonly<Record<RequestFieldName, RequestField>>;

export function readRequestFields(root: JsonObject | undefined, data: JsonObject | undefined): RequestFields {
  const fields: Partial<Record<RequestFieldName, RequestField>> = {};
  for (const name of Object.keys(FIELD_PLACES) as RequestFieldName[]) {
    const [owner, key] = FIELD_PLACES[name];
    const object = owner === 'root' ? root : data;
    const present = object !== undefined && Object.hasOwn(object, key);
    fields[name] = {
      value: present ? object[key] : undefined,
      present,
      path: owner === 'root' ? [key] : ['chat_template_data', key],
    };
  }
  return fields as RequestFields;
}
