// The public face of @templint/core: explicit named exports only.
export { createValidator, type EntryValidation, type FixResult, type ValidateOptions, type Validator } from './validator/create-validator.js';
export { validateTemplate, validateTemplates, type ValidateTemplatesOptions } from './validate.js';
export { fixTemplate } from './fix/fix-template.js';
export { selectFixes, type FixCheck } from './fix/select-fixes.js';
export { normalizeRuleSetting, RULE_SETTINGS } from './validator/rule-setting.js';
export { RuleSettingsError } from './options/rule-settings-error.js';
export { ruleSettingsProblems, type RuleSettingsProblem } from './options/rule-settings-problems.js';
export type { OptionDeclaration, OptionDeclarations } from './options/option-declaration.js';
export type {
  Diagnostic,
  Fix,
  JsonEdit,
  JsonPath,
  MessageData,
  RelatedTemplate,
  RuleEntry,
  RuleOptions,
  RuleSetting,
  SetValidationResult,
  Severity,
  Suggestion,
  SuggestionDescriptor,
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
export {
  DOCS_BASE_URL,
  type ReportDescriptor,
  type RuleContext,
  type RuleDefinition,
  type RuleRequirement,
  type RuleScope,
  type RuleSource,
} from './rule.js';
export type { SetReportDescriptor, SetEntry, SetRuleContext, SetTemplate } from './set/set-rule-context.js';
export type { DeletedTemplateNames, DeletedTemplateNamesOption } from './set/deleted-names.js';
export { formatMessage } from './format-message.js';
export type { Locale, LocaleData, LocaleMessages } from './locale/locale.js';
export { defaultCatalog } from './catalog/default-catalog.js';
export {
  CATEGORY_KINDS,
  FIELD_ROLES,
  HEADER_KINDS,
  INTERACTIVE_KINDS,
  SUB_TYPE_KINDS,
  TEMPLATE_TYPE_KINDS,
  type ButtonFieldEntry,
  type ButtonSubTypeEntry,
  type ButtonTypeEntry,
  type Catalog,
  type CategoryEntry,
  type CategoryKind,
  type DynamicVariableTypeEntry,
  type FieldOptionEntry,
  type FieldRole,
  type HeaderKind,
  type HeaderTypeEntry,
  type InteractiveKind,
  type InteractiveTypeEntry,
  type LanguageEntry,
  type SubTypeKind,
  type TemplateTypeEntry,
  type TemplateTypeKind,
} from './catalog/catalog.js';
export { checkCatalog, type CatalogCheck, type CatalogProblem } from './catalog/check-catalog.js';
export {
  createTemplateSchema,
  templateSchema,
  type StandardIssue,
  type StandardResult,
  type StandardSchemaV1,
  type TemplateIssue,
  type TemplateSchema,
  type TemplateSchemaOptions,
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
