// The endpoint paths of spec section 4, written once: the client calls them and the sandbox serves them,
// so the compiler, not a test, keeps the two on one contract. All paths are relative to the base URL.

/** The paths of spec section 4 (relative to the base URL); `template` URL-encodes both of its ids. */
export interface ApiPaths {
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
}

// "Get template details": /api/provider-integration/{provider_integration_chat_id}/chat-template/{chat_template_id}.
const TEMPLATE_PREFIX = '/api/provider-integration/';
const TEMPLATE_INFIX = '/chat-template/';

/** The paths of spec section 4 (relative to the base URL); `template` URL-encodes both of its ids. */
export const API_PATHS: ApiPaths = {
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
    `${TEMPLATE_PREFIX}${encodeURIComponent(providerIntegrationChatId)}${TEMPLATE_INFIX}${encodeURIComponent(chatTemplateId)}`,
};

const TEMPLATE_PATH = new RegExp(`^${escapeRegExp(TEMPLATE_PREFIX)}([^/]+)${escapeRegExp(TEMPLATE_INFIX)}([^/]+)$`);

/**
 * The two ids of a "get template details" path, as they stand in it (still URL-encoded), or undefined
 * when the path is not one: the reading of `API_PATHS.template`, for a server that answers it.
 */
export function templatePathIds(pathname: string): readonly [providerIntegrationChatId: string, chatTemplateId: string] | undefined {
  const match = TEMPLATE_PATH.exec(pathname);
  return match ? [match[1] ?? '', match[2] ?? ''] : undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
