// The public face of @templint/client: explicit named exports only. Browser-safe (global fetch, no
// Node modules); the sandbox server is its own package, @templint/sandbox.
export { createClient, PATHS, type CallOptions, type ClientOptions, type CreatedTemplate, type TemplintClient } from './client.js';
export { approvalOf, type Approval } from './approval.js';
export { catalogMappingProblems, checkCatalogMapping, MAPPING_KINDS } from './catalog-mapping-option.js';
export {
  catalogFromLookups,
  categoryKind,
  fieldRole,
  headerKind,
  interactiveKind,
  KIND_NAMES,
  mapCatalog,
  normalizeName,
  subTypeKind,
  templateTypeKind,
  type CatalogMapping,
  type LookupLists,
  type MappedCatalog,
  type MappedList,
  type UnmappedName,
} from './catalog-mapping.js';
export {
  formatPath,
  HttpError,
  InvalidRequestError,
  InvalidResponseError,
  MAX_RESPONSE_ISSUES,
  NetworkError,
  RedirectError,
  ResponseTooLargeError,
  StatusFalseError,
  TemplintClientError,
  TimeoutError,
  type ResponseIssue,
} from './errors.js';
export { DEFAULT_MAX_RESPONSE_BYTES } from './read-limited.js';
export { MAX_REDIRECTS } from './redirects.js';
export { DEFAULT_RETRY_POLICY, DEFAULT_TIMEOUT_MS, type RetryPolicy } from './transport.js';
export { envelopeHeadSchema, envelopeOf, type Envelope, type EnvelopeHead } from './schemas/envelope.js';
export {
  buttonTypeEntrySchema,
  categoryEntrySchema,
  dynamicVariableTypeEntrySchema,
  ENTRY_KEYS,
  headerTypeEntrySchema,
  interactiveTypeEntrySchema,
  languageEntrySchema,
  lookupListOf,
  templateTypeEntrySchema,
  type ButtonFieldLookupEntry,
  type ButtonSubTypeLookupEntry,
  type ButtonTypeLookupEntry,
  type LanguageLookupEntry,
  type LookupEntry,
} from './schemas/lookup-lists.js';
export { numericId, stringId, timestamp } from './schemas/scalars.js';
export {
  templateRecordSchema,
  type BodyRecord,
  type ButtonDataRecord,
  type ButtonFieldRecord,
  type ButtonRecord,
  type DataRecord,
  type FooterRecord,
  type HeaderDataRecord,
  type HeaderRecord,
  type TemplateMetadata,
  type TemplateRecord,
  type VariableRow,
} from './schemas/template-record.js';
export { userRecordSchema, type UserOrganizationData, type UserPopupAction, type UserRecord, type UserTourGuide } from './schemas/user-record.js';
