import { pathKey, type JsonPath } from '../json.js';
import type { PreviewText, TemplatePreview } from '../model/preview-model.js';
import { buildPreviewTree, type MarkSource, type PreviewTheme } from './build-preview-tree.js';
import { DiagnosticMarks, type PreviewDiagnostic } from './diagnostic-marks.js';
import type { HtmlElement } from './html-node.js';
import { ENGLISH_LABELS, type PreviewLabels } from './labels.js';
import { PREVIEW_STYLESHEET } from './stylesheet.js';

/** Options of `renderPreviewHtml` and `renderPreviewElement`. */
export interface RenderOptions {
  /** `light` (default), `dark`, or `auto` to follow the reader's `prefers-color-scheme`. */
  readonly theme?: PreviewTheme;
  /** Diagnostics to mark on the preview (by JSON path and range) and list below it, for example core's. */
  readonly diagnostics?: readonly PreviewDiagnostic[];
  /** Include the stylesheet (default true); false when the page adds `PREVIEW_STYLESHEET` once itself. */
  readonly styles?: boolean;
  /** Prefix of the ids of the listed problems, unique per page when a page shows several previews (default `tl`). */
  readonly idPrefix?: string;
  /** A time shown in the bubble's corner, as a chat shows it (none by default). */
  readonly time?: string;
  /** The preview's own words ("See all options", the code's expiry line, …): English by default, or a language from `@templint/preview/locales/<code>`. */
  readonly locale?: PreviewLabels;
}

/** Element tree of a preview with its diagnostics placed (shared by the string and the DOM renderer). */
export function previewTree(preview: TemplatePreview, options: RenderOptions): HtmlElement {
  const idPrefix = (options.idPrefix ?? 'tl').replace(/[^\w-]/gu, '') || 'tl';
  const diagnostics = options.diagnostics ?? [];
  let marks: MarkSource = NO_MARKS;
  let problems: DiagnosticMarks['flags'] = [];
  if (diagnostics.length > 0) {
    // A first pass records what the tree shows, so each diagnostic lands on something shown.
    const targets = new Map<string, PreviewText | undefined>();
    const collect: MarkSource = {
      onPart(paths: readonly JsonPath[]) {
        for (const path of paths) if (!targets.has(pathKey(path))) targets.set(pathKey(path), undefined);
        return [];
      },
      onText(text: PreviewText) {
        targets.set(pathKey(text.path), text);
        return [];
      },
    };
    buildPreviewTree(preview, treeOptions(options, []), collect);
    const placed = new DiagnosticMarks(diagnostics, idPrefix, targets);
    marks = { onPart: (paths) => placed.onPart(paths), onText: (text) => placed.onSpans(text.path) };
    problems = placed.flags;
  }
  return buildPreviewTree(preview, treeOptions(options, problems), marks);
}

const NO_MARKS: MarkSource = { onPart: () => [], onText: () => [] };

function treeOptions(options: RenderOptions, problems: DiagnosticMarks['flags']) {
  return {
    theme: options.theme === 'dark' || options.theme === 'auto' ? options.theme : 'light',
    stylesheet: options.styles === false ? undefined : PREVIEW_STYLESHEET,
    time: options.time,
    labels: options.locale ?? ENGLISH_LABELS,
    problems,
  } as const;
}
