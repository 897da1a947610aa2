// The paths the sandbox serves: spec section 4, as the platform publishes them. The client keeps its own
// list (`PATHS` in @templint/client), as any caller of the API would; the client's tests run every one of
// its paths against this server, so the two cannot drift apart unnoticed.

/** The paths of spec section 4 that the sandbox answers. */
export const API_PATHS: {
  readonly userDetail: string;
  readonly createTemplate: string;
  readonly categories: string;
  readonly languages: string;
  readonly templateTypes: string;
  readonly interactiveTypes: string;
  readonly headerTypes: string;
  readonly buttonTypes: string;
  readonly dynamicVariableTypes: string;
  template(providerIntegrationChatId: string, chatTemplateId: string): string;
} = {
  userDetail: '/api/user/get-user-detail',
  createTemplate: '/api/provider-integration/create-chat-template',
  categories: '/api/global/chat-template-category',
  languages: '/api/global/chat-languages',
  templateTypes: '/api/global/chat-template-type',
  interactiveTypes: '/api/global/interactive-types',
  headerTypes: '/api/global/chat-template-header-type',
  buttonTypes: '/api/global/chat-template-button-type',
  dynamicVariableTypes: '/api/global/chat-template-dynamic-variable-type',
  template: (providerIntegrationChatId, chatTemplateId) =>
    `/api/provider-integration/${encodeURIComponent(providerIntegrationChatId)}/chat-template/${encodeURIComponent(chatTemplateId)}`,
};
