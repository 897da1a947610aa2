// The public face of @templint/preview: explicit named exports.
export type { PreviewCatalog, PreviewCatalogButtonType, PreviewCatalogEntry, PreviewCatalogField, PreviewCatalogLanguage, PreviewCatalogSubType } from './catalog.js';
export type { JsonPath } from './json.js';
export {
  BUTTON_ICONS,
  BUTTON_KINDS,
  INLINE_FORMATS,
  INTERACTIVE_KINDS,
  MEDIA_KINDS,
  TEMPLATE_KINDS,
  type InlineFormat,
  type MediaKind,
  type PreviewBlock,
  type PreviewButton,
  type PreviewButtonKind,
  type PreviewButtonLayout,
  type PreviewCarousel,
  type PreviewFormatted,
  type PreviewHeader,
  type PreviewIcon,
  type PreviewInline,
  type PreviewInteractiveKind,
  type PreviewLine,
  type PreviewList,
  type PreviewListItem,
  type PreviewMessage,
  type PreviewTemplateKind,
  type PreviewText,
  type PreviewTextRun,
  type PreviewVariable,
  type SourceRange,
  type TemplatePreview,
} from './model/preview-model.js';
export { BUTTONS_SHOWN_BEFORE_SEE_ALL, BUTTONS_SHOWN_MAX, createPreviewer, previewTemplate, type Previewer, type PreviewOptions } from './preview-template.js';
export type { PreviewTheme } from './html/build-preview-tree.js';
export { THEMES } from './html/build-preview-tree.js';
export type { PreviewDiagnostic } from './html/diagnostic-marks.js';
export { renderPreviewElement, type PreviewDocument, type PreviewDomElement, type PreviewDomNode } from './html/render-element.js';
export { escapeHtml } from './html/escape-html.js';
export { renderPreviewHtml } from './html/render-html.js';
export { messageParts, plainMessage, type MessagePart } from './html/message-parts.js';
export { PREVIEW_EXAMPLE_TIME, PROBLEMS_SHOWN_MAX, type RenderOptions } from './html/render-preview.js';
export type { PreviewLabels } from './html/labels.js';
export { PREVIEW_STYLESHEET, SEVERITY_COLORS } from './html/stylesheet.js';
