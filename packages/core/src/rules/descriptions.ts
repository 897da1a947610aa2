// Every rule's description by rule id, alphabetical like the registry in index.ts. Tooling reads it (the CLI,
// the ESLint plugin, SARIF, the README table, the docs); validation never does, so the main entry does not
// import this file and a browser bundle of `@templint/core` stays without the descriptions (issue 11).
import { approvalFooterMaxLengthMeta } from './approval-footer-max-length/approval-footer-max-length.meta.js';
import { authenticationBodyMeta } from './authentication-body/authentication-body.meta.js';
import { authenticationCopyCodeButtonMeta } from './authentication-copy-code-button/authentication-copy-code-button.meta.js';
import { authenticationHeaderMeta } from './authentication-header/authentication-header.meta.js';
import { bodyMaxLengthMeta } from './body-max-length/body-max-length.meta.js';
import { bodyRequiredMeta } from './body-required/body-required.meta.js';
import { bodyTextFormatMeta } from './body-text-format/body-text-format.meta.js';
import { bodyVariablePlacementMeta } from './body-variable-placement/body-variable-placement.meta.js';
import { buttonCountMeta } from './button-count/button-count.meta.js';
import { buttonFieldMaxLengthMeta } from './button-field-max-length/button-field-max-length.meta.js';
import { buttonOrderMeta } from './button-order/button-order.meta.js';
import { buttonTextUniqueMeta } from './button-text-unique/button-text-unique.meta.js';
import { buttonTextVariableMeta } from './button-text-variable/button-text-variable.meta.js';
import { carouselCardBodyMaxLengthMeta } from './carousel-card-body-max-length/carousel-card-body-max-length.meta.js';
import { carouselCardButtonKindMeta } from './carousel-card-button-kind/carousel-card-button-kind.meta.js';
import { carouselCardConsistencyMeta } from './carousel-card-consistency/carousel-card-consistency.meta.js';
import { carouselCardCountMeta } from './carousel-card-count/carousel-card-count.meta.js';
import { carouselCardHeaderMeta } from './carousel-card-header/carousel-card-header.meta.js';
import { carouselCategoryMeta } from './carousel-category/carousel-category.meta.js';
import { carouselTemplateTypeMeta } from './carousel-template-type/carousel-template-type.meta.js';
import { catalogButtonSingleMeta } from './catalog-button-single/catalog-button-single.meta.js';
import { catalogButtonTextMeta } from './catalog-button-text/catalog-button-text.meta.js';
import { codeExpirationRangeMeta } from './code-expiration-range/code-expiration-range.meta.js';
import { copyCodeButtonAuthenticationOnlyMeta } from './copy-code-button-authentication-only/copy-code-button-authentication-only.meta.js';
import { copyCodeButtonTextMeta } from './copy-code-button-text/copy-code-button-text.meta.js';
import { fieldTypeMeta } from './field-type/field-type.meta.js';
import { flowButtonFlagMeta } from './flow-button-flag/flow-button-flag.meta.js';
import { flowButtonSingleMeta } from './flow-button-single/flow-button-single.meta.js';
import { flowIdKnownMeta } from './flow-id-known/flow-id-known.meta.js';
import { footerMaxLengthMeta } from './footer-max-length/footer-max-length.meta.js';
import { headerDataSingleItemMeta } from './header-data-single-item/header-data-single-item.meta.js';
import { headerFooterPlainTextMeta } from './header-footer-plain-text/header-footer-plain-text.meta.js';
import { headerMediaStorageIdMeta } from './header-media-storage-id/header-media-storage-id.meta.js';
import { headerTextMaxLengthMeta } from './header-text-max-length/header-text-max-length.meta.js';
import { headerVariableCountMeta } from './header-variable-count/header-variable-count.meta.js';
import { interactiveBodyMaxLengthMeta } from './interactive-body-max-length/interactive-body-max-length.meta.js';
import { interactiveCtaUrlButtonMeta } from './interactive-cta-url-button/interactive-cta-url-button.meta.js';
import { interactiveFlowButtonMeta } from './interactive-flow-button/interactive-flow-button.meta.js';
import { interactiveListButtonTextMeta } from './interactive-list-button-text/interactive-list-button-text.meta.js';
import { interactiveListHeaderMeta } from './interactive-list-header/interactive-list-header.meta.js';
import { interactiveListRowsMeta } from './interactive-list-rows/interactive-list-rows.meta.js';
import { interactiveReplyButtonsMeta } from './interactive-reply-buttons/interactive-reply-buttons.meta.js';
import { interactiveTextContentMeta } from './interactive-text-content/interactive-text-content.meta.js';
import { interactiveTypeRequiredMeta } from './interactive-type-required/interactive-type-required.meta.js';
import { knownCatalogIdMeta } from './known-catalog-id/known-catalog-id.meta.js';
import { languageCategoryRequiredMeta } from './language-category-required/language-category-required.meta.js';
import { namedParameterFlagMeta } from './named-parameter-flag/named-parameter-flag.meta.js';
import { phoneButtonNumberFormatMeta } from './phone-button-number-format/phone-button-number-format.meta.js';
import { placeholderSyntaxMeta } from './placeholder-syntax/placeholder-syntax.meta.js';
import { plainTextVariableMeta } from './plain-text-variable/plain-text-variable.meta.js';
import { providerIntegrationIdMeta } from './provider-integration-id/provider-integration-id.meta.js';
import { requestShapeMeta } from './request-shape/request-shape.meta.js';
import { templateNameDerivedMeta } from './template-name-derived/template-name-derived.meta.js';
import { templateNameFormatMeta } from './template-name-format/template-name-format.meta.js';
import { templateNameMaxLengthMeta } from './template-name-max-length/template-name-max-length.meta.js';
import { templateNameRequiredMeta } from './template-name-required/template-name-required.meta.js';
import { templateNameUniqueMeta } from './template-name-unique/template-name-unique.meta.js';
import { unknownFieldMeta } from './unknown-field/unknown-field.meta.js';
import { variableDensityMeta } from './variable-density/variable-density.meta.js';
import { variableMixedKindsMeta } from './variable-mixed-kinds/variable-mixed-kinds.meta.js';
import { variableNameFormatMeta } from './variable-name-format/variable-name-format.meta.js';
import { variableNameMaxLengthMeta } from './variable-name-max-length/variable-name-max-length.meta.js';
import { variableRowMissingMeta } from './variable-row-missing/variable-row-missing.meta.js';
import { variableRowUnusedMeta } from './variable-row-unused/variable-row-unused.meta.js';
import { variableSampleFormatMeta } from './variable-sample-format/variable-sample-format.meta.js';
import { variableSampleRequiredMeta } from './variable-sample-required/variable-sample-required.meta.js';
import { variableSequenceMeta } from './variable-sequence/variable-sequence.meta.js';
import { websiteUrlHostMeta } from './website-url-host/website-url-host.meta.js';
import { websiteUrlVariableEndMeta } from './website-url-variable-end/website-url-variable-end.meta.js';

/** One line per rule, keyed by rule id: what the rule checks. Every rule in `rules` has exactly one. */
export const ruleDescriptions: Readonly<Record<string, string>> = Object.freeze({
  'approval-footer-max-length': approvalFooterMaxLengthMeta.description,
  'authentication-body': authenticationBodyMeta.description,
  'authentication-copy-code-button': authenticationCopyCodeButtonMeta.description,
  'authentication-header': authenticationHeaderMeta.description,
  'body-max-length': bodyMaxLengthMeta.description,
  'body-required': bodyRequiredMeta.description,
  'body-text-format': bodyTextFormatMeta.description,
  'body-variable-placement': bodyVariablePlacementMeta.description,
  'button-count': buttonCountMeta.description,
  'button-field-max-length': buttonFieldMaxLengthMeta.description,
  'button-order': buttonOrderMeta.description,
  'button-text-unique': buttonTextUniqueMeta.description,
  'button-text-variable': buttonTextVariableMeta.description,
  'carousel-card-body-max-length': carouselCardBodyMaxLengthMeta.description,
  'carousel-card-button-kind': carouselCardButtonKindMeta.description,
  'carousel-card-consistency': carouselCardConsistencyMeta.description,
  'carousel-card-count': carouselCardCountMeta.description,
  'carousel-card-header': carouselCardHeaderMeta.description,
  'carousel-category': carouselCategoryMeta.description,
  'carousel-template-type': carouselTemplateTypeMeta.description,
  'catalog-button-single': catalogButtonSingleMeta.description,
  'catalog-button-text': catalogButtonTextMeta.description,
  'code-expiration-range': codeExpirationRangeMeta.description,
  'copy-code-button-authentication-only': copyCodeButtonAuthenticationOnlyMeta.description,
  'copy-code-button-text': copyCodeButtonTextMeta.description,
  'field-type': fieldTypeMeta.description,
  'flow-button-flag': flowButtonFlagMeta.description,
  'flow-button-single': flowButtonSingleMeta.description,
  'flow-id-known': flowIdKnownMeta.description,
  'footer-max-length': footerMaxLengthMeta.description,
  'header-data-single-item': headerDataSingleItemMeta.description,
  'header-footer-plain-text': headerFooterPlainTextMeta.description,
  'header-media-storage-id': headerMediaStorageIdMeta.description,
  'header-text-max-length': headerTextMaxLengthMeta.description,
  'header-variable-count': headerVariableCountMeta.description,
  'interactive-body-max-length': interactiveBodyMaxLengthMeta.description,
  'interactive-cta-url-button': interactiveCtaUrlButtonMeta.description,
  'interactive-flow-button': interactiveFlowButtonMeta.description,
  'interactive-list-button-text': interactiveListButtonTextMeta.description,
  'interactive-list-header': interactiveListHeaderMeta.description,
  'interactive-list-rows': interactiveListRowsMeta.description,
  'interactive-reply-buttons': interactiveReplyButtonsMeta.description,
  'interactive-text-content': interactiveTextContentMeta.description,
  'interactive-type-required': interactiveTypeRequiredMeta.description,
  'known-catalog-id': knownCatalogIdMeta.description,
  'language-category-required': languageCategoryRequiredMeta.description,
  'named-parameter-flag': namedParameterFlagMeta.description,
  'phone-button-number-format': phoneButtonNumberFormatMeta.description,
  'placeholder-syntax': placeholderSyntaxMeta.description,
  'plain-text-variable': plainTextVariableMeta.description,
  'provider-integration-id': providerIntegrationIdMeta.description,
  'request-shape': requestShapeMeta.description,
  'template-name-derived': templateNameDerivedMeta.description,
  'template-name-format': templateNameFormatMeta.description,
  'template-name-max-length': templateNameMaxLengthMeta.description,
  'template-name-required': templateNameRequiredMeta.description,
  'template-name-unique': templateNameUniqueMeta.description,
  'unknown-field': unknownFieldMeta.description,
  'variable-density': variableDensityMeta.description,
  'variable-mixed-kinds': variableMixedKindsMeta.description,
  'variable-name-format': variableNameFormatMeta.description,
  'variable-name-max-length': variableNameMaxLengthMeta.description,
  'variable-row-missing': variableRowMissingMeta.description,
  'variable-row-unused': variableRowUnusedMeta.description,
  'variable-sample-format': variableSampleFormatMeta.description,
  'variable-sample-required': variableSampleRequiredMeta.description,
  'variable-sequence': variableSequenceMeta.description,
  'website-url-host': websiteUrlHostMeta.description,
  'website-url-variable-end': websiteUrlVariableEndMeta.description,
});
