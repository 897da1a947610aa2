// The create request (spec 2.1 to 2.7), described once, as data: every field's JSON types, whether the
// spec requires it, which rule reports it when absent, and its one line of documentation. Everything else
// is derived from this one declaration: the shape walk (model/shape-check.ts, through spec/request-shape.ts),
// the TypeScript request types (request-types.ts) and the JSON Schema with its field docs, the generated ones
// by scripts/request-types.mjs and scripts/json-schema.mjs (`pnpm schema:update`).
// A number here is read from spec/limits.ts, never written again.
import { VARIABLE_ROW_KEY, VARIABLE_ROW_SAMPLE } from './decisions.js';
import {
  CAROUSEL_MAX_CARDS,
  CAROUSEL_MIN_CARDS,
  CODE_EXPIRATION_MAX_MINUTES,
  CODE_EXPIRATION_MIN_MINUTES,
  HEADER_TEXT_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
} from './limits.js';

/** A JSON type as the spec tables name them. */
export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

/**
 * What validation reads of a field: its declaration without the docs. Validation reads it from
 * spec/request-shape.ts, generated from CREATE_REQUEST, so core's entry does not carry the docs, which only
 * tooling reads (the JSON Schema, the request types, editors' hovers).
 */
export interface FieldShape {
  readonly types: readonly JsonType[];
  /**
   * The spec requires it: the TypeScript type and the JSON Schema make it required. `field-type` reports
   * its absence unless `absenceReportedBy` names the rule that does.
   */
  readonly required?: boolean;
  /** The rule that reports this required field's absence, with a message of its own (`field-type` then does not). */
  readonly absenceReportedBy?: string;
  /** The rule that reports this field's type instead of `field-type` (the shape walk still descends into it). */
  readonly typeReportedBy?: string;
  /** A null value counts as absent (its absence rule reports it), not as a wrong type. */
  readonly nullIsAbsent?: boolean;
  /** At least this many items (arrays). */
  readonly minItems?: number;
  /** The shape of an object value. */
  readonly object?: ObjectShape;
  /** The shape of each array item. */
  readonly items?: ItemShape;
}

/** What validation reads of an array's items. */
export interface ItemShape {
  readonly types: readonly JsonType[];
  readonly object?: ObjectShape;
}

/** What validation reads of an object: its fields in spec order, and the part of the model it is. */
export interface ObjectShape {
  /** The part of the model it is, if any. */
  readonly part?: PartName;
  readonly fields: Readonly<Record<string, FieldShape>>;
}

/** One field of the request, or one item of an array field. */
export interface FieldSpec extends FieldShape {
  /** The line editors show for it (JSON Schema description, TypeScript doc comment). */
  readonly doc: string;
  readonly object?: ObjectSpec;
  readonly items?: ItemSpec;
}

/** An item of an array field: documented by its array. */
export interface ItemSpec extends ItemShape {
  readonly object?: ObjectSpec;
}

/**
 * The part of the template an object is, for the model (model/build-model.ts): the walk hands each object
 * of a part to the model as it meets it, so the request is walked once for its shape and its model.
 */
export type PartName =
  | 'template'
  | 'card'
  | 'header'
  | 'headerItem'
  | 'body'
  | 'footer'
  | 'buttonItem'
  | 'button'
  | 'buttonField'
  | 'carousel'
  | 'variableRow';

/** An object of the request: the name of its TypeScript type, its doc comment, its fields in spec order. */
export interface ObjectSpec extends ObjectShape {
  readonly typeName: string;
  readonly doc: string;
  readonly fields: Readonly<Record<string, FieldSpec>>;
}

const CARDS = `${String(CAROUSEL_MIN_CARDS)} to ${String(CAROUSEL_MAX_CARDS)} cards`;

const variableRow: ObjectSpec = {
  typeName: 'VariableRowData',
  part: 'variableRow',
  doc: 'Spec 2.4 / 2.3 / 2.7: one variable row (a key, with or without braces, and a sample for the review).',
  fields: {
    [VARIABLE_ROW_KEY]: {
      types: ['string'],
      required: true,
      doc: 'The variable, numbered or named; braces optional, for example 1, {{1}} or order_id (spec 2.4).',
    },
    [VARIABLE_ROW_SAMPLE]: {
      types: ['string'],
      required: true,
      nullIsAbsent: true,
      absenceReportedBy: 'variable-sample-required',
      doc: 'An example value for the approval review; required (spec 2.4).',
    },
  },
};

function variableRows(doc: string): FieldSpec {
  return { types: ['array'], doc, items: { types: ['object'], object: variableRow } };
}

const buttonField: ObjectSpec = {
  typeName: 'ButtonFieldItem',
  part: 'buttonField',
  doc: 'Spec 2.6: a field of a button sub-type, sent back with its value.',
  fields: {
    chat_template_button_sub_type_field_id: { types: ['number'], required: true, doc: 'The field definition id (spec 2.6).' },
    field_name: { types: ['string'], doc: 'For example a button text or a payload (spec 2.6).' },
    field_type: { types: ['string'], doc: 'For example a text field or an object (spec 2.6).' },
    field_placeholder: { types: ['string', 'null'], doc: 'A hint, or null (spec 2.6).' },
    field_static_value_flag: { types: ['boolean'], doc: 'Whether the field has a fixed value (spec 2.6).' },
    field_static_value: { types: ['string', 'null'], doc: 'The fixed value, or null (spec 2.6).' },
    field_option_flag: { types: ['boolean'], doc: 'Whether the value is chosen from a dropdown (spec 2.6).' },
    field_character_limit: { types: ['string', 'null'], doc: 'Character limit as text, or null (spec 2.6).' },
    field_option_data: { types: ['array'], doc: 'Dropdown options (spec 2.6).' },
    chat_template_button_sub_type_field_value: {
      types: ['string', 'array', 'null'],
      doc: 'The value: a string, or an array for object-type fields (spec 2.6).',
    },
    chat_template_button_sub_type_field_option_id: {
      types: ['number', 'null'],
      doc: 'The chosen dropdown option id, where required (spec 2.6).',
    },
    chat_template_button_field_data_variable: variableRows(
      'Sample rows for variables of a dynamic field, such as a URL ending in {{1}} (spec 2.6).',
    ),
  },
};

const buttonEntry: ObjectSpec = {
  typeName: 'ButtonDataEntry',
  part: 'button',
  doc: 'Spec 2.6: an entry of `chat_template_button_data` (one button of a sub-type).',
  fields: {
    chat_template_button_data_id: { types: ['number', 'null'], doc: 'Null when creating (spec 2.6).' },
    chat_template_button_sub_type_id: {
      types: ['number'],
      required: true,
      doc: 'A sub-type id of the button type, from the button-type list (spec 2.6).',
    },
    chat_template_button_sub_type_field_data: {
      types: ['array'],
      required: true,
      doc: "The sub-type's fields, sent back with their values (spec 2.6).",
      items: { types: ['object'], object: buttonField },
    },
  },
};

const buttonItem: ObjectSpec = {
  typeName: 'ButtonItem',
  part: 'buttonItem',
  doc: 'Spec 2.6: an element of `chat_template_button`.',
  fields: {
    chat_template_button_id: { types: ['number', 'null'], doc: 'Null when creating (spec 2.6).' },
    flag_allow_tracking: { types: ['boolean'], doc: 'True on a visit-website button uses a tracking URL pattern (spec 2.6).' },
    chat_template_button_type_id: {
      types: ['number'],
      required: true,
      doc: 'An id from the button-type list (call to action, quick reply, flow, OTP, ...) (spec 2.6).',
    },
    chat_template_button_data: {
      types: ['array'],
      required: true,
      minItems: 1,
      doc: 'One or more entries, one per button of a sub-type (spec 2.6).',
      items: { types: ['object'], object: buttonEntry },
    },
  },
};

const headerDataItem: ObjectSpec = {
  typeName: 'HeaderDataItem',
  part: 'headerItem',
  doc: 'Spec 2.3: an item of `chat_template_header_data` (exactly one per header).',
  fields: {
    chat_template_header_data_value: {
      types: ['string'],
      doc: `Header text: at most ${String(HEADER_TEXT_MAX_LENGTH)} characters, each {{variable}} counting as 1 (spec 2.3).`,
    },
    chat_template_header_data_id: { types: ['number'], doc: '0 when creating (spec 2.3).' },
    chat_template_header_data_cloud_storage_id: {
      types: ['number'],
      doc: 'Id of the uploaded media for image, video and PDF headers; 0 when unused (spec 2.3).',
    },
    chat_template_header_variable_data: variableRows('One row per header variable, with a key and a sample value (spec 2.3).'),
  },
};

const header: FieldSpec = {
  types: ['object'],
  doc: 'The header (spec 2.3).',
  object: {
    typeName: 'TemplateHeader',
    part: 'header',
    doc: 'Spec 2.3: a header; type id 0 with a null name means no header.',
    fields: {
      chat_template_header_type_id: {
        types: ['number'],
        required: true,
        doc: 'An id from the header-type list (text, image, video, PDF); 0 means no header (spec 2.3).',
      },
      chat_template_header_type_name: { types: ['string', 'null'], doc: 'Name of the header type, or null (spec 2.3).' },
      chat_template_header_data: {
        types: ['array'],
        required: true,
        absenceReportedBy: 'header-data-single-item',
        doc: 'Exactly one item (spec 2.3).',
        items: { types: ['object'], object: headerDataItem },
      },
    },
  },
};

const body: FieldSpec = {
  types: ['object'],
  doc: 'The message text and its variables; required for a normal template (spec 2.4).',
  object: {
    typeName: 'TemplateBody',
    part: 'body',
    doc: 'Spec 2.4: the message text and its variable rows.',
    fields: {
      chat_template_body_value: { types: ['string'], required: true, absenceReportedBy: 'body-required', doc: 'The message text (spec 2.4).' },
      chat_template_body_description: { types: ['string'], doc: 'Optional description (spec 2.4).' },
      chat_template_body_variable_data: variableRows('One row per {{variable}} of the text, with a key and a sample value (spec 2.4).'),
    },
  },
};

const footer: FieldSpec = {
  types: ['object'],
  doc: 'The footer (spec 2.5).',
  object: {
    typeName: 'TemplateFooter',
    part: 'footer',
    doc: 'Spec 2.5.',
    fields: {
      chat_template_footer_id: { types: ['number', 'null'], doc: 'Null or 0 when creating (spec 2.5).' },
      chat_template_footer_value: { types: ['string'], doc: 'Footer text (spec 2.5).' },
    },
  },
};

const buttons: FieldSpec = {
  types: ['array'],
  doc: 'The buttons (spec 2.6).',
  items: { types: ['object'], object: buttonItem },
};

const carousel: FieldSpec = {
  types: ['object'],
  doc: `The carousel: ${CARDS}; only with the carousel template type (spec 2.7).`,
  object: {
    typeName: 'TemplateCarousel',
    part: 'carousel',
    doc: 'Spec 2.7.',
    fields: {
      chat_template_carousel_header: { types: ['string'], doc: 'Text above the cards; may contain variables (spec 2.7).' },
      chat_template_carousel_header_dynamic_variable: variableRows("Sample rows for the carousel header's variables (spec 2.7)."),
      chat_template_carousel_card: {
        types: ['array'],
        required: true,
        absenceReportedBy: 'carousel-card-count',
        doc: `${CARDS}, each with a header, body, buttons and footer (spec 2.7).`,
        items: {
          types: ['object'],
          object: {
            typeName: 'CarouselCard',
            part: 'card',
            doc: "Spec 2.7: a carousel card, shaped as the template's own parts.",
            fields: { chat_template_header: header, chat_template_body: body, chat_template_button: buttons, chat_template_footer: footer },
          },
        },
      },
    },
  },
};

/** Spec 2.2: `chat_template_data`. */
export const TEMPLATE_DATA: ObjectSpec = {
  typeName: 'TemplateData',
  part: 'template',
  doc: 'Spec 2.2: the template itself.',
  fields: {
    chat_template_data_id: { types: ['number', 'null'], doc: 'Null when creating (spec 2.2).' },
    chat_template_name: {
      types: ['string'],
      doc: `Machine name: lowercase letters, digits and underscores, at most ${String(TEMPLATE_NAME_MAX_LENGTH)}; unique within the provider-integration (spec 2.2).`,
    },
    chat_template_display_name: {
      types: ['string'],
      doc: 'Friendly name; the machine name may be derived from it when only it is sent (spec 2.2).',
    },
    chat_template_description: { types: ['string'], doc: 'Internal notes (spec 2.2).' },
    chat_language_id: { types: ['number'], doc: 'An id from the languages list; required except for interactive templates (spec 2.2).' },
    chat_template_category_id: {
      types: ['number'],
      doc: 'An id from the category list (marketing, utility, authentication, ...); required except for interactive templates (spec 2.2).',
    },
    chat_template_header: header,
    chat_template_body: body,
    chat_template_footer: footer,
    chat_template_button: buttons,
    chat_template_carousel: carousel,
    chat_template_security_recommendation: {
      types: ['boolean'],
      doc: 'Authentication only: adds the "do not share this code" sentence to the body (spec 2.8).',
    },
    chat_template_code_expiration_minutes: {
      types: ['number'],
      doc: `Authentication only: a whole number from ${String(CODE_EXPIRATION_MIN_MINUTES)} to ${String(CODE_EXPIRATION_MAX_MINUTES)} (spec 2.8).`,
    },
  },
};

/** Spec 2.1: the body of the create-template call. */
export const CREATE_REQUEST: ObjectSpec = {
  typeName: 'CreateTemplateRequest',
  doc: 'Spec 2.1: the body of the create-template call.',
  fields: {
    $schema: { types: ['string'], doc: 'The JSON Schema this file follows (editors use it for completion and field docs).' },
    chat_template_id: { types: ['number', 'null'], doc: 'Null when creating (spec 2.1).' },
    provider_integration_chat_id: {
      types: ['string'],
      required: true,
      absenceReportedBy: 'provider-integration-id',
      doc: 'The connected business chat account the template belongs to (spec 2.1). Required.',
    },
    chat_template_data: {
      types: ['object'],
      required: true,
      absenceReportedBy: 'request-shape',
      typeReportedBy: 'request-shape',
      doc: 'The template itself (spec 2.2). Required.',
      object: TEMPLATE_DATA,
    },
    chat_template_type_id: {
      types: ['number', 'null'],
      doc: 'Empty for a normal template; the carousel id from the template-type list for a carousel (spec 2.1).',
    },
    flag_named_parameter: {
      types: ['boolean'],
      doc: 'True when variables are named like {{order_id}}; false or omitted for numbered {{1}}, {{2}} (spec 2.1).',
    },
    chat_template_flag_interactive_message: {
      types: ['boolean'],
      doc: 'True selects the interactive path: validated and stored by the service only (spec 2.1, 2.9).',
    },
    interactive_type_id: {
      types: ['number', 'null'],
      doc: 'With the interactive flag: an id from the interactive-types list (reply buttons, list, text, flow, CTA URL) (spec 2.1).',
    },
    interactive_list_button_text: {
      types: ['string', 'null'],
      doc: 'Label of the list button; valid only with the list interactive type (spec 2.1).',
    },
    chat_template_flag_flow: {
      types: ['boolean'],
      doc: 'Must be true when the template has a Flow button; the Flow must already exist (spec 2.1).',
    },
  },
};
