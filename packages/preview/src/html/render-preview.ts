import { htmlText } from '../format/html-text.js';
import { pathKey, type JsonPath } from '../json.js';
import type { PreviewText, TemplatePreview } from '../model/preview-model.js';
import { buildPreviewTree, type MarkSource, type PreviewTheme, type TreeOptions } from './build-preview-tree.js';
import { DiagnosticMarks, type PreviewDiagnostic } from './diagnostic-marks.js';
import type { HtmlElement } from './html-node.js';
import { labelsOf, type PreviewLabels } from './labels.js';
import { PREVIEW_STYLESHEET } from './stylesheet.js';

/** Options of `renderPreviewHtml` and `renderPreviewElement`. */
export interface RenderOptions {
  /** `light` (default), `dark`, or `auto` to follow the reader's `prefers-color-scheme`. */
  readonly theme?: PreviewTheme;
  /**
   * Diagnostics to mark on the preview (by JSON path and range) and list below it, for example core's. An
   * entry that is not an object is left out (the others keep the ids of their places); a path is read up to
   * its first key that is neither a string nor a number. The first `PROBLEMS_SHOWN_MAX` are marked and
   * listed; the list ends with how many more there are.
   */
  readonly diagnostics?: readonly PreviewDiagnostic[];
  /** Include the stylesheet (default true); false when the page adds `PREVIEW_STYLESHEET` once itself. */
  readonly styles?: boolean;
  /** Prefix of the ids of the listed problems, unique per page when a page shows several previews (default `tl`; only word characters and `-` are kept). */
  readonly idPrefix?: string;
  /**
   * A time shown in the bubble's corner, as a chat shows it, written as it should read (none by default, and
   * none for a value that is not a string; `PREVIEW_EXAMPLE_TIME` is the one templint's pages show).
   */
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

/**
 * The most diagnostics a preview marks and lists: past it, the list closes with how many more there are.
 * A million malformed variables in one body made a page of some 680 million characters, more than a
 * JavaScript string holds (`renderPreviewHtml` threw), and no reader goes through them in a preview.
 */
export const PROBLEMS_SHOWN_MAX = 10_000;

/** The time templint's own pages (`templint preview`, the playground) show in the bubble: an example, not the clock. */
export const PREVIEW_EXAMPLE_TIME = '10:24';

/** Options as a JavaScript caller may pass them: anything at all, read only where it has the documented shape. */
type GivenOptions = { readonly [K in keyof RenderOptions]?: unknown };

/**
 * Element tree of a preview with its diagnostics placed (shared by the string and the DOM renderer). Options
 * of the wrong shape (null, a `diagnostics` that is not an array, a `time` or `idPrefix` that is not a
 * string, …) are left out, as if not given.
 */
export function previewTree(preview: TemplatePreview, given: RenderOptions | null | undefined): HtmlElement {
  const options: GivenOptions = typeof given === 'object' && given !== null ? given : {};
  const idPrefix = (typeof options.idPrefix === 'string' ? options.idPrefix : 'tl').replace(/[^\w-]/gu, '') || 'tl';
  const all: readonly unknown[] = Array.isArray(options.diagnostics) ? options.diagnostics : [];
  const diagnostics = all.length > PROBLEMS_SHOWN_MAX ? all.slice(0, PROBLEMS_SHOWN_MAX) : all;
  const notShown = all.length - diagnostics.length;
  let marks: MarkSource = NO_MARKS;
  let problems: DiagnosticMarks['flags'] = [];
  if (diagnostics.length > 0) {
    // A first pass records what the tree shows, so each diagnostic lands on something shown.
    const shown = new Map<string, PreviewText | undefined>();
    let depth = 0;
    const collect: MarkSource = {
      onPart(paths: readonly JsonPath[]) {
        for (const path of paths) {
          depth = Math.max(depth, path.length);
          if (!shown.has(pathKey(path))) shown.set(pathKey(path), undefined);
        }
        return [];
      },
      onText(text: PreviewText) {
        depth = Math.max(depth, text.path.length);
        shown.set(pathKey(text.path), text);
        return [];
      },
    };
    buildPreviewTree(preview, treeOptions(options, [], 0), collect);
    const placed = new DiagnosticMarks(diagnostics, idPrefix, { shown, depth });
    marks = { onPart: (paths) => placed.onPart(paths), onText: (text) => placed.onSpans(text.path) };
    problems = placed.flags;
  }
  return buildPreviewTree(preview, treeOptions(options, problems, notShown), marks);
}

const NO_MARKS: MarkSource = { onPart: () => [], onText: () => [] };

function treeOptions(options: GivenOptions, problems: DiagnosticMarks['flags'], problemsNotShown: number): TreeOptions {
  return {
    theme: options.theme === 'dark' || options.theme === 'auto' ? options.theme : 'light',
    stylesheet: options.styles === false ? undefined : PREVIEW_STYLESHEET,
    // Text in the tree, read as the HTML parser reads it (as the model's texts are).
    time: typeof options.time === 'string' ? htmlText(options.time) : undefined,
    labels: labelsOf(options.locale),
    frame: options.frame === true,
    listProblems: options.listProblems !== false,
    problems,
    problemsNotShown,
  };
}
