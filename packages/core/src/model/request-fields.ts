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
  | 'templateId'
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
  templateId: ['root', 'chat_template_id'],
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

/** The fields of one request, each read when a rule asks for it (most rules ask for one or none). */
export function readRequestFields(root: JsonObject | undefined, data: JsonObject | undefined): RequestFields {
  return new Fields(root, data) as unknown as RequestFields;
}

/** A getter per field on the prototype (below): nothing is read or allocated until a rule asks. */
class Fields {
  constructor(
    readonly root: JsonObject | undefined,
    readonly data: JsonObject | undefined,
  ) {}
}

const FIELD_NAMES = Object.keys(FIELD_PLACES) as readonly RequestFieldName[];

for (const name of FIELD_NAMES) {
  const [owner, key] = FIELD_PLACES[name];
  // Made once per field: a diagnostic copies the path it is given.
  const path: JsonPath = owner === 'root' ? [key] : ['chat_template_data', key];
  Object.defineProperty(Fields.prototype, name, {
    get(this: Fields): RequestField {
      const object = owner === 'root' ? this.root : this.data;
      const present = object !== undefined && Object.hasOwn(object, key);
      return { value: present ? object[key] : undefined, present, path };
    },
  });
}
