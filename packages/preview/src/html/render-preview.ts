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
  /** A time shown in the bubble's corner, as a chat shows it (none by default; `PREVIEW_EXAMPLE_TIME` is the one templint's pages show). */
  readonly time?: string;
  /** The preview's own words ("See all options", the code's expiry line, …): English by default, or a language from `@templint/preview/locales/<code>`. */
  readonly locale?: PreviewLabels;
  /**
   * Show the chat in a phone-sized frame (360 px wide) under a bar naming the template, where diagnostics on
   * the request as a whole are marked (default false: the chat fills its container).
   */
  readonly frame?: boolean;
  /**
   * List the diagnostics below the preview (default true). False when the page lists them itself: its entry
   * for the n-th diagnostic (from 1) must have the id `<idPrefix>-problem-<n>`, which the marks refer to.
   */
  readonly listProblems?: boolean;
}

/** The time templint's own pages (`templint preview`, the playground) show in the bubble: an example, not the clock. */
export const PREVIEW_EXAMPLE_TIME = '10:24';

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
    frame: options.frame === true,
    listProblems: options.listProblems !== false,
    problems,
  } as const;
}
