// Requests whose every shown text is given, for the renderer's escaping properties (ids from
// @templint/core's example catalog).

export interface TextFields {
  header: string;
  body: string;
  footer: string;
  sample: string;
  label: string;
  url: string;
  phone: string;
  description: string;
  listButton: string;
  carouselHeader: string;
}

export const TEXT_FIELDS = ['header', 'body', 'footer', 'sample', 'label', 'url', 'phone', 'description', 'listButton', 'carouselHeader'] as const;

const row = (sample: string) => [{ chat_template_dynamic_variable_key: '1', chat_template_dynamic_variable_sample_value: sample }];

function button(typeId: number, subTypeId: number, fields: readonly [number, string][]) {
  return {
    chat_template_button_type_id: typeId,
    chat_template_button_data: [
      {
        chat_template_button_sub_type_id: subTypeId,
        chat_template_button_sub_type_field_data: fields.map(([id, value]) => ({ chat_template_button_sub_type_field_id: id, chat_template_button_sub_type_field_value: value })),
      },
    ],
  };
}

function section(text: TextFields) {
  return {
    chat_template_header: { chat_template_header_type_id: 1, chat_template_header_data: [{ chat_template_header_data_value: `${text.header} {{1}}`, chat_template_header_variable_data: row(text.sample) }] },
    chat_template_body: { chat_template_body_value: `${text.body} {{1}}`, chat_template_body_variable_data: row(text.sample) },
    chat_template_footer: { chat_template_footer_value: text.footer },
    chat_template_button: [
      button(1, 1, [[1, text.label], [2, `${text.url}{{1}}`]]),
      button(1, 2, [[4, text.label], [5, text.phone]]),
      button(2, 4, [[8, text.label], [9, text.description]]),
      button(4, 6, [[14, text.label]]),
    ],
  };
}

/** A standard template (four buttons, so some collapse), a carousel and an interactive list, all of `text`. */
export function requestsWith(text: TextFields): unknown[] {
  const { chat_template_button: buttons, ...card } = section(text);
  return [
    { chat_template_data: { chat_template_category_id: 1, ...section(text) } },
    {
      chat_template_type_id: 2,
      chat_template_data: {
        chat_template_category_id: 1,
        chat_template_carousel: {
          chat_template_carousel_header: `${text.carouselHeader} {{1}}`,
          chat_template_carousel_header_dynamic_variable: row(text.sample),
          chat_template_carousel_card: [{ ...card, chat_template_button: buttons.slice(0, 2) }, { ...card, chat_template_button: buttons.slice(2) }],
        },
      },
    },
    {
      chat_template_flag_interactive_message: true,
      interactive_type_id: 2,
      interactive_list_button_text: text.listButton,
      chat_template_data: { ...section(text), chat_template_button: [buttons[2], buttons[2]] },
    },
  ];
}
