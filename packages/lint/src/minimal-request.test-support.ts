// Test support: the smallest valid create request, shared by the lint tests (never shipped: see
// package.json "files").

/** A request every rule accepts: a name, language, category and a one-line body. */
export const MINIMAL_REQUEST = {
  provider_integration_chat_id: 'pi_1',
  chat_template_data: {
    chat_template_name: 'hello',
    chat_language_id: 2,
    chat_template_category_id: 2,
    chat_template_body: { chat_template_body_value: 'Hello there' },
  },
};
