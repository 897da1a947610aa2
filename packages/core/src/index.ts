// The public face of @templint/core: explicit named exports only.
export { validateTemplate, type ValidateOptions } from './validate.js';
export type {
  Diagnostic,
  Fix,
  JsonEdit,
  JsonPath,
  MessageData,
  RuleEntry,
  RuleOptions,
  RuleSetting,
  Severity,
  Suggestion,
  ValidationResult,
} from './diagnostic.js';
export { applyEdits } from './fix/apply-edits.js';
export {
  parsePlaceholders,
  placeholderKind,
  type ParsedPlaceholders,
  type Placeholder,
  type PlaceholderKind,
  type UnbalancedBrace,
} from './placeholders/parse-placeholders.js';
export { countCharacters } from './placeholders/count-characters.js';
export { deriveTemplateName } from './names/derive-template-name.js';
export { rules } from './rules/index.js';
export { DOCS_BASE_URL, type ReportDescriptor, type RuleContext, type RuleDefinition, type RuleRequirement, type RuleScope } from './rule.js';
export { formatMessage } from './format-message.js';
export { defaultCatalog } from './catalog/default-catalog.js';
export type {
  ButtonFieldEntry,
  ButtonSubTypeEntry,
  ButtonTypeEntry,
  Catalog,
  CategoryEntry,
  CategoryKind,
  DynamicVariableTypeEntry,
  FieldOptionEntry,
  FieldRole,
  HeaderKind,
  HeaderTypeEntry,
  InteractiveKind,
  InteractiveTypeEntry,
  LanguageEntry,
  SubTypeKind,
  TemplateTypeEntry,
  TemplateTypeKind,
} from './catalog/catalog.js';
export { checkCatalog, type CatalogCheck, type CatalogProblem } from './catalog/check-catalog.js';
export {
  createTemplateSchema,
  templateSchema,
  type StandardIssue,
  type StandardResult,
  type StandardSchemaV1,
} from './standard-schema.js';
export type {
  ButtonDataEntry,
  ButtonFieldItem,
  ButtonItem,
  CarouselCard,
  CreateTemplateRequest,
  HeaderDataItem,
  TemplateBody,
  TemplateCarousel,
  TemplateData,
  TemplateFooter,
  TemplateHeader,
  VariableRowData,
} from './request-types.js';
export { closest } from './internal/closest.js';
export { editedPaths, fixTemplate, overlaps, type FixResult } from './fix/fix-template.js';
