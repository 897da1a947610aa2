// Test support: a page of Debian's Chromium (through playwright) holding the preview's stylesheet and the
// preview bundled for the browser (global `templintPreview`), for a whole test file; never shipped.
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium-flags.mjs';
import type { PreviewLabels } from './labels.js';
import type { renderPreviewElement } from './render-element.js';
import type { renderPreviewHtml } from './render-html.js';
import { PREVIEW_STYLESHEET } from './stylesheet.js';

/** Launching the browser and bundling take seconds on a busy machine. */
export const SLOW = 120_000;

/** Opens the page before the file's tests and closes the browser after them; the getter gives the page. */
export function usePreviewPage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    const bundle = await build({ entryPoints: [new URL('../index.ts', import.meta.url).pathname], bundle: true, write: false, format: 'iife', globalName: 'templintPreview', platform: 'browser', target: 'es2022' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    page = await browser.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(`<!doctype html><html lang="en"><head><style>${PREVIEW_STYLESHEET} .tl-preview { width: 420px; }</style></head><body></body></html>`);
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
    // Renders a preview into the page's body with either renderer: what each test's evaluate starts with.
    await page.addScriptTag({
      content: `globalThis.renderInPage = (preview, how, options) => {
        if (how === 'html') document.body.innerHTML = templintPreview.renderPreviewHtml(preview, options);
        else document.body.replaceChildren(templintPreview.renderPreviewElement(preview, document, options));
      };`,
    });
  }, SLOW);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!page) throw new Error('the page opens in beforeAll');
    return page;
  };
}

// The preview's project type-checks without the DOM library: the little of the page the tests touch is typed here.
export interface PageRect {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
export interface PageElement {
  readonly className: string;
  readonly innerText: string;
  readonly textContent: string | null;
  closest(selectors: string): PageElement | null;
  getBoundingClientRect(): PageRect;
  querySelectorAll(selectors: string): Iterable<PageElement>;
  innerHTML: string;
  replaceChildren(...nodes: unknown[]): void;
}
export interface PageGlobals {
  readonly document: { readonly body: PageElement; createRange(): { selectNodeContents(node: PageElement): void; getBoundingClientRect(): PageRect } };
  getComputedStyle(element: PageElement): {
    readonly direction: string;
    readonly listStyleType: string;
    readonly marginLeft: string;
    readonly marginRight: string;
    readonly paddingLeft: string;
    readonly paddingRight: string;
    readonly borderLeftWidth: string;
    readonly borderRightWidth: string;
    readonly whiteSpace: string;
  };
  readonly templintPreview: { readonly renderPreviewHtml: typeof renderPreviewHtml; readonly renderPreviewElement: typeof renderPreviewElement };
  /** The preview rendered into the body by the renderer named (`usePreviewPage` defines it). */
  readonly renderInPage: (preview: unknown, how: 'html' | 'dom', options: { readonly styles?: boolean; readonly frame?: boolean; readonly locale?: PreviewLabels }) => void;
}
