// The registry: every rule, alphabetical. The CLI and the ESLint plugin read their metadata from here.
import type { RuleDefinition } from '../rule.js';
import { approvalFooterMaxLength } from './approval-footer-max-length/approval-footer-max-length.js';
import { authenticationBody } from './authentication-body/authentication-body.js';
import { authenticationCopyCodeButton } from './authentication-copy-code-button/authentication-copy-code-button.js';
import { authenticationHeader } from './authentication-header/authentication-header.js';
import { bodyMaxLength } from './body-max-length/body-max-length.js';
import { bodyRequired } from './body-required/body-required.js';
import { bodyTextFormat } from './body-text-format/body-text-format.js';
import { bodyVariablePlacement } from './body-variable-placement/body-variable-placement.js';
import { buttonCount } from './button-count/button-count.js';
import { buttonFieldMaxLength } from './button-field-max-length/button-field-max-length.js';
import { buttonOrder } from './button-order/button-order.js';
import { buttonTextUnique } from './button-text-unique/button-text-unique.js';
import { buttonTextVariable } from './button-text-variable/button-text-variable.js';
import { carouselCardBodyMaxLength } from './carousel-card-body-max-length/carousel-card-body-max-length.js';
import { carouselCardButtonKind } from './carousel-card-button-kind/carousel-card-button-kind.js';
import { carouselCardConsistency } from './carousel-card-consistency/carousel-card-consistency.js';
import { carouselCardCount } from './carousel-card-count/carousel-card-count.js';
import { carouselCardHeader } from './carousel-card-header/carousel-card-header.js';
import { carouselCategory } from './carousel-category/carousel-category.js';
import { carouselTemplateType } from './carousel-template-type/carousel-template-type.js';
import { catalogButtonSingle } from './catalog-button-single/catalog-button-single.js';
import { catalogButtonText } from './catalog-button-text/catalog-button-text.js';
import { codeExpirationRange } from './code-expiration-range/code-expiration-range.js';
import { copyCodeButtonAuthenticationOnly } from './copy-code-button-authentication-only/copy-code-button-authentication-only.js';
import { copyCodeButtonText } from './copy-code-button-text/copy-code-button-text.js';
import { fieldType } from './field-type/field-type.js';
import { flowButtonFlag } from './flow-button-flag/flow-button-flag.js';
import { flowButtonSingle } from './flow-button-single/flow-button-single.js';
import { flowIdKnown } from './flow-id-known/flow-id-known.js';
import { footerMaxLength } from './footer-max-length/footer-max-length.js';
import { headerDataSingleItem } from './header-data-single-item/header-data-single-item.js';
import { headerFooterPlainText } from './header-footer-plain-text/header-footer-plain-text.js';
import { headerMediaStorageId } from './header-media-storage-id/header-media-storage-id.js';
import { headerTextMaxLength } from './header-text-max-length/header-text-max-length.js';
import { headerVariableCount } from './header-variable-count/header-variable-count.js';
import { interactiveBodyMaxLength } from './interactive-body-max-length/interactive-body-max-length.js';
import { interactiveCtaUrlButton } from './interactive-cta-url-button/interactive-cta-url-button.js';
import { interactiveFlowButton } from './interactive-flow-button/interactive-flow-button.js';
import { interactiveListButtonText } from './interactive-list-button-text/interactive-list-button-text.js';
import { interactiveListHeader } from './interactive-list-header/interactive-list-header.js';
import { interactiveListRows } from './interactive-list-rows/interactive-list-rows.js';
import { interactiveReplyButtons } from './interactive-reply-buttons/interactive-reply-buttons.js';
import { interactiveTextContent } from './interactive-text-content/interactive-text-content.js';
import { interactiveTypeRequired } from './interactive-type-required/interactive-type-required.js';
import { knownCatalogId } from './known-catalog-id/known-catalog-id.js';
import { languageCategoryRequired } from './language-category-required/language-category-required.js';
import { namedParameterFlag } from './named-parameter-flag/named-parameter-flag.js';
import { phoneButtonNumberFormat } from './phone-button-number-format/phone-button-number-format.js';
import { placeholderSyntax } from './placeholder-syntax/placeholder-syntax.js';
import { plainTextVariable } from './plain-text-variable/plain-text-variable.js';
import { providerIntegrationId } from './provider-integration-id/provider-integration-id.js';
import { requestShape } from './request-shape/request-shape.js';
import { templateNameDerived } from './template-name-derived/template-name-derived.js';
import { templateNameFormat } from './template-name-format/template-name-format.js';
import { templateNameMaxLength } from './template-name-max-length/template-name-max-length.js';
import { templateNameRequired } from './template-name-required/template-name-required.js';
import { templateNameUnique } from './template-name-unique/template-name-unique.js';
import { unknownField } from './unknown-field/unknown-field.js';
import { variableDensity } from './variable-density/variable-density.js';
import { variableMixedKinds } from './variable-mixed-kinds/variable-mixed-kinds.js';
import { variableNameFormat } from './variable-name-format/variable-name-format.js';
import { variableNameMaxLength } from './variable-name-max-length/variable-name-max-length.js';
import { variableRowMissing } from './variable-row-missing/variable-row-missing.js';
import { variableRowUnused } from './variable-row-unused/variable-row-unused.js';
import { variableSampleFormat } from './variable-sample-format/variable-sample-format.js';
import { variableSampleRequired } from './variable-sample-required/variable-sample-required.js';
import { variableSequence } from './variable-sequence/variable-sequence.js';
import { websiteUrlHost } from './website-url-host/website-url-host.js';
import { websiteUrlVariableEnd } from './website-url-variable-end/website-url-variable-end.js';

/** Every rule of templint, alphabetical by id. */
export const rules: readonly RuleDefinition[] = [
  approvalFooterMaxLength,
  authenticationBody,
  authenticationCopyCodeButton,
  authenticationHeader,
  bodyMaxLength,
  bodyRequired,
  bodyTextFormat,
  bodyVariablePlacement,
  buttonCount,
  buttonFieldMaxLength,
  buttonOrder,
  buttonTextUnique,
  buttonTextVariable,
  carouselCardBodyMaxLength,
  carouselCardButtonKind,
  carouselCardConsistency,
  carouselCardCount,
  carouselCardHeader,
  carouselCategory,
  carouselTemplateType,
  catalogButtonSingle,
  catalogButtonText,
  codeExpirationRange,
  copyCodeButtonAuthenticationOnly,
  copyCodeButtonText,
  fieldType,
  flowButtonFlag,
  flowButtonSingle,
  flowIdKnown,
  footerMaxLength,
  headerDataSingleItem,
  headerFooterPlainText,
  headerMediaStorageId,
  headerTextMaxLength,
  headerVariableCount,
  interactiveBodyMaxLength,
  interactiveCtaUrlButton,
  interactiveFlowButton,
  interactiveListButtonText,
  interactiveListHeader,
  interactiveListRows,
  interactiveReplyButtons,
  interactiveTextContent,
  interactiveTypeRequired,
  knownCatalogId,
  languageCategoryRequired,
  namedParameterFlag,
  phoneButtonNumberFormat,
  placeholderSyntax,
  plainTextVariable,
  providerIntegrationId,
  requestShape,
  templateNameDerived,
  templateNameFormat,
  templateNameMaxLength,
  templateNameRequired,
  templateNameUnique,
  unknownField,
  variableDensity,
  variableMixedKinds,
  variableNameFormat,
  variableNameMaxLength,
  variableRowMissing,
  variableRowUnused,
  variableSampleFormat,
  variableSampleRequired,
  variableSequence,
  websiteUrlHost,
  websiteUrlVariableEnd,
];
