// The preview's look, scoped under `.tl-preview`: the chat app's colours in light and dark, and `auto`
// following the reader's system setting. Our own text, never built from the request.

/**
 * The colours an error and a warning are marked and named in, per theme: for a page around a preview that
 * names problems in the same colours (each has 4.5:1 on its theme's bubble and page).
 */
export const SEVERITY_COLORS = {
  light: { error: '#b42318', warning: '#b54708' },
  dark: { error: '#f97066', warning: '#fdb022' },
} as const;

const LIGHT = `
  --tl-wallpaper: #efeae2; --tl-bubble: #ffffff; --tl-text: #111b21; --tl-muted: #667781;
  --tl-action: #027eb5; --tl-divider: #e9edef; --tl-media: #d1d7db; --tl-media-text: #3b4a54; --tl-code: #f0f2f5;
  --tl-quote: #c4cbcf; --tl-var: #d9fdd3; --tl-missing: #fff4ce; --tl-error: ${SEVERITY_COLORS.light.error}; --tl-warning: ${SEVERITY_COLORS.light.warning};
  --tl-sheet: #ffffff; --tl-shadow: rgba(11, 20, 26, 0.13); --tl-problem-muted: #54656f;
  --tl-bar: #008069; --tl-bar-text: #ffffff; --tl-frame: #d1d7db;`;

const DARK = `
  --tl-wallpaper: #0b141a; --tl-bubble: #202c33; --tl-text: #e9edef; --tl-muted: #8696a0;
  --tl-action: #53bdeb; --tl-divider: #2a3942; --tl-media: #374248; --tl-media-text: #aebac1; --tl-code: #111b21;
  --tl-quote: #54656f; --tl-var: #025144; --tl-missing: #4d3a00; --tl-error: ${SEVERITY_COLORS.dark.error}; --tl-warning: ${SEVERITY_COLORS.dark.warning};
  --tl-sheet: #111b21; --tl-shadow: rgba(0, 0, 0, 0.4); --tl-problem-muted: #8696a0;
  --tl-bar: #202c33; --tl-bar-text: #e9edef; --tl-frame: #374248;`;

/** The stylesheet every rendered preview uses (included by default; `styles: false` leaves it to the page). */
// eslint-disable-next-line @typescript-eslint/no-inferrable-types -- isolatedDeclarations needs the type of a template literal
export const PREVIEW_STYLESHEET: string = `
.tl-preview.tl-theme-light {${LIGHT} }
.tl-preview.tl-theme-dark {${DARK} }
.tl-preview.tl-theme-auto {${LIGHT} }
@media (prefers-color-scheme: dark) { .tl-preview.tl-theme-auto {${DARK} } }
.tl-preview { font: 14.2px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--tl-text);
  background: var(--tl-wallpaper); padding: 16px; border-radius: 8px; box-sizing: border-box; }
.tl-preview * { box-sizing: border-box; }
.tl-chat { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; }
.tl-message, .tl-card { max-width: 340px; width: fit-content; min-width: 160px; background: var(--tl-bubble);
  border-radius: 7.5px; box-shadow: 0 1px 0.5px var(--tl-shadow); overflow: hidden; }
.tl-message { border-top-left-radius: 0; }
.tl-bubble { padding: 6px 7px 8px 9px; position: relative; overflow-wrap: anywhere; }
.tl-header-text { font-weight: 700; font-size: 15px; margin-bottom: 4px; }
.tl-media { display: flex; align-items: center; justify-content: center; gap: 6px; min-height: 140px;
  margin: -3px -4px 6px -6px; border-radius: 6px; background: var(--tl-media); color: var(--tl-muted); }
.tl-media-icon { width: 40px; height: 40px; fill: currentColor; }
/* The placeholder's word at 4.5:1 on the media grey (the muted colour was 3.2:1); the icon keeps the muted one. */
.tl-media-label { color: var(--tl-media-text); }
.tl-media-document { min-height: 64px; justify-content: flex-start; padding: 0 12px; }
.tl-media-document .tl-media-icon { width: 28px; height: 28px; }
/* Not pre-wrap: Chromium lays out a long pre-wrap Devanagari paragraph in quadratic time (docs/reliability.md). */
.tl-text { white-space: break-spaces; }
.tl-line { display: block; min-height: 1.4em; }
.tl-list { margin: 0; padding: 0; }
.tl-list > li { margin-inline-start: 22px; }
.tl-list-numbered { list-style: none; }
.tl-list-numbered > li { margin-inline-start: 0; }
.tl-quote { margin: 2px 0; color: var(--tl-muted); }
.tl-quote > .tl-line { padding-inline-start: 8px; border-inline-start: 3px solid var(--tl-quote); }
.tl-code, .tl-monospace { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.92em; }
.tl-code { background: var(--tl-code); border-radius: 4px; padding: 0 3px; }
.tl-footer { color: var(--tl-muted); font-size: 13px; margin-top: 4px; }
.tl-time { display: block; text-align: right; color: var(--tl-muted); font-size: 11px; margin-top: 2px; }
.tl-var { background: var(--tl-var); border-radius: 3px; }
.tl-var-missing { background: var(--tl-missing); outline: 1px dashed var(--tl-warning); font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
.tl-buttons { display: flex; flex-direction: column; }
.tl-button { display: flex; align-items: center; justify-content: center; gap: 6px; min-height: 42px; padding: 6px 10px;
  border-top: 1px solid var(--tl-divider); color: var(--tl-action); font-weight: 500; text-decoration: none; text-align: center;
  overflow-wrap: anywhere; }
/* What a button does, for screen readers only (the icon shows it): out of the flex row, one clipped pixel. */
.tl-button-kind { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
.tl-icon { width: 18px; height: 18px; flex: none; fill: currentColor; }
.tl-missing { font-style: italic; opacity: 0.75; }
.tl-carousel { display: flex; gap: 8px; overflow-x: auto; max-width: 100%; padding-bottom: 4px; }
.tl-card { flex: 0 0 240px; width: 240px; min-width: 240px; display: flex; flex-direction: column; }
.tl-card .tl-bubble { flex: 1; }
.tl-card .tl-media { margin: -6px -7px 6px -9px; border-radius: 0; min-height: 120px; }
.tl-list-sheet { width: 340px; max-width: 100%; background: var(--tl-sheet); border-radius: 12px; box-shadow: 0 1px 3px var(--tl-shadow); padding: 8px 0; }
.tl-list-title { text-align: center; font-weight: 600; padding: 6px 12px 10px; border-bottom: 1px solid var(--tl-divider); overflow-wrap: anywhere; }
.tl-list-rows { list-style: none; margin: 0; padding: 0; }
.tl-list-row { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 16px; border-bottom: 1px solid var(--tl-divider); }
.tl-list-row:last-child { border-bottom: 0; }
.tl-list-row-text { display: flex; flex-direction: column; }
.tl-list-row-title { overflow-wrap: anywhere; }
.tl-list-row-description { color: var(--tl-muted); font-size: 13px; overflow-wrap: anywhere; }
.tl-radio { width: 18px; height: 18px; border: 2px solid var(--tl-muted); border-radius: 50%; flex: none; }
.tl-flagged, .tl-mark { text-decoration: underline wavy var(--tl-error); text-decoration-skip-ink: none; text-underline-offset: 3px; }
.tl-flagged-warning, .tl-mark:not(.tl-flagged-error) { text-decoration-color: var(--tl-warning); text-decoration-style: dashed; }
.tl-mark { background: transparent; color: inherit; }
.tl-flagged-error.tl-message, .tl-flagged-error.tl-card, .tl-flagged-error.tl-chat, .tl-flagged-error.tl-carousel { outline: 2px solid var(--tl-error); outline-offset: 2px; text-decoration: none; }
.tl-flagged-warning.tl-message, .tl-flagged-warning.tl-card, .tl-flagged-warning.tl-chat, .tl-flagged-warning.tl-carousel { outline: 2px dashed var(--tl-warning); outline-offset: 2px; text-decoration: none; }
.tl-preview.tl-framed { background: transparent; padding: 0; }
.tl-phone { width: 360px; max-width: 100%; border: 6px solid var(--tl-frame); border-radius: 22px; overflow: hidden; background: var(--tl-wallpaper); }
.tl-phone-bar { background: var(--tl-bar); color: var(--tl-bar-text); padding: 12px 16px; font-weight: 600; overflow-wrap: anywhere; }
.tl-phone-bar .tl-missing { font-weight: 400; }
.tl-phone .tl-chat { padding: 12px 10px 16px; min-height: 240px; }
.tl-phone .tl-message { max-width: 85%; }
.tl-flagged.tl-phone-bar { padding-bottom: 9px; border-bottom: 3px solid var(--tl-error); }
.tl-flagged-warning.tl-phone-bar { border-bottom-style: dashed; border-bottom-color: var(--tl-warning); }
.tl-problems { margin: 12px 0 0; padding-left: 20px; font-size: 13px; overflow-wrap: anywhere; }
.tl-problem-severity { font-weight: 600; }
.tl-problem-more { list-style: none; }
.tl-problem-error .tl-problem-severity { color: var(--tl-error); }
.tl-problem-warning .tl-problem-severity { color: var(--tl-warning); }
.tl-problem-code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.92em; background: var(--tl-code); border-radius: 3px; padding: 0 2px; }
.tl-problem-rule { color: var(--tl-problem-muted); font-family: ui-monospace, Menlo, Consolas, monospace; }
`;
