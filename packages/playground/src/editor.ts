// The JSON editor: CodeMirror 6 with JSON highlighting, folding, undo, and templint's diagnostics as lint
// marks whose fixes and suggestions are the diagnostics' actions. Tab is not bound: it moves the focus on,
// as everywhere else on the page, so a person tabbing through the page is never trapped in the editor
// (CodeMirror's accessibility advice); Enter indents the new line, and Mod-[ / Mod-] indent a selection.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, foldKeymap, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { closeLintPanel, linter, lintGutter, lintKeymap, openLintPanel, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState, StateEffect, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { actionNames } from './action-names.js';
import type { PageWords } from './page-words.js';

/** What the editor needs from the page. */
export interface EditorHooks {
  /** The diagnostics of a text (run after typing stops for `lintDelay` ms, and on `forceLinting`). */
  readonly lint: (view: EditorView) => Diagnostic[];
  /** Called after every change of the text. */
  readonly onChange: (view: EditorView) => void;
  /** Milliseconds of quiet before linting. */
  readonly lintDelay: number;
}

/** JSON colours from the page's CSS variables, so one style serves the light and the dark theme. */
const highlightStyle = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--pg-syntax-key)' },
  { tag: tags.string, color: 'var(--pg-syntax-string)' },
  { tag: tags.number, color: 'var(--pg-syntax-number)' },
  { tag: [tags.bool, tags.null], color: 'var(--pg-syntax-keyword)' },
  { tag: tags.punctuation, color: 'var(--pg-syntax-punctuation)' },
]);

const pageTheme = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'var(--pg-surface)', color: 'var(--pg-text)' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '13px' },
  '.cm-gutters': { backgroundColor: 'var(--pg-surface-2)', color: 'var(--pg-muted)', borderRight: '1px solid var(--pg-border)' },
  '.cm-activeLine': { backgroundColor: 'var(--pg-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--pg-active-line)' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--pg-text)' },
  // The focus ring is drawn around the editor's frame (playground.css): CodeMirror's own outline is clipped by it.
  '&.cm-focused': { outline: 'none' },
  '.cm-tooltip': { backgroundColor: 'var(--pg-surface)', color: 'var(--pg-text)', border: '1px solid var(--pg-border)' },
  '.cm-panels': { backgroundColor: 'var(--pg-surface-2)', color: 'var(--pg-text)' },
  '.cm-tooltip-lint': { maxWidth: '560px' },
  // An error and a warning differ by more than colour (WCAG 1.4.1), in forced colours too, which paint every
  // colour alike and drop CodeMirror's underline (a background image): a text decoration stays drawn there.
  '.cm-lintRange-error, .cm-lintRange-warning': { backgroundImage: 'none', textDecorationLine: 'underline', textDecorationSkipInk: 'none', textUnderlineOffset: '3px' },
  '.cm-lintRange-error': { textDecorationStyle: 'wavy', textDecorationColor: 'var(--pg-error)' },
  '.cm-lintRange-warning': { textDecorationStyle: 'dashed', textDecorationColor: 'var(--pg-warning)' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--pg-error)' },
  '.cm-diagnostic-warning': { borderLeftStyle: 'dashed', borderLeftColor: 'var(--pg-warning)' },
  // A transparent edge is drawn in forced colours, where a button shown by its background alone reads as text;
  // and 24 px at least, as the close button (a 12 by 20 px "×"), for a finger or a shaky hand (WCAG 2.5.8).
  '.cm-diagnosticAction': { backgroundColor: 'var(--pg-accent)', color: 'var(--pg-on-accent)', border: '1px solid transparent', minHeight: '24px' },
  '.cm-panel.cm-panel-lint [name=close]': { minWidth: '24px', minHeight: '24px' },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { backgroundColor: 'var(--pg-selected)' },
  '.cm-panel.cm-panel-lint ul:focus [aria-selected]': { backgroundColor: 'var(--pg-selected)', color: 'var(--pg-text)' },
});

/** Tells the linter that the rules changed (another catalog) though the text did not. */
const rulesChanged = StateEffect.define();

/** Switches CodeMirror's own colours (selection, panels) between its light and dark defaults. */
const darkness = new Compartment();

/** The editor's words: its accessible name and CodeMirror's own phrases, in the page's language. */
const language = new Compartment();

function editorWords(words: PageWords): Extension {
  return [EditorState.phrases.of(words.editorPhrases), EditorView.contentAttributes.of({ 'aria-label': words.editorLabel })];
}

/** Makes the editor in `parent` with `text`, its lint panel open. */
export function createEditor(parent: HTMLElement, text: string, dark: boolean, words: PageWords, hooks: EditorHooks): EditorView {
  const state = EditorState.create({
    doc: text,
    extensions: [
      lineNumbers(),
      highlightActiveLineGutter(),
      foldGutter(),
      lintGutter(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      highlightActiveLine(),
      json(),
      EditorView.lineWrapping,
      syntaxHighlighting(highlightStyle),
      pageTheme,
      darkness.of(EditorView.darkTheme.of(dark)),
      linter(hooks.lint, {
        delay: hooks.lintDelay,
        needsRefresh: (update) => update.transactions.some((transaction) => transaction.effects.some((effect) => effect.is(rulesChanged))),
      }),
      keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, ...lintKeymap]),
      actionNames,
      EditorView.updateListener.of((update) => {
        if (update.docChanged) hooks.onChange(update.view);
      }),
      language.of(editorWords(words)),
    ],
  });
  const view = new EditorView({ state });
  // The lint panel is open from the start. CodeMirror's `openLintPanel` also focuses its list: opened before
  // the editor is in the page, it cannot, so a keyboard's first Tab and a screen reader start at the top.
  openLintPanel(view);
  parent.append(view.dom);
  return view;
}

/** Switches the editor between light and dark. */
export function setEditorDark(view: EditorView, dark: boolean): void {
  view.dispatch({ effects: darkness.reconfigure(EditorView.darkTheme.of(dark)) });
}

/**
 * Shows the editor in another language. The lint panel names itself when it opens: an open one is opened
 * again, and the focus given back to where it was.
 */
export function setEditorWords(view: EditorView, words: PageWords): void {
  view.dispatch({ effects: language.reconfigure(editorWords(words)) });
  const focused = document.activeElement;
  if (closeLintPanel(view)) {
    openLintPanel(view);
    if (focused instanceof HTMLElement) focused.focus();
  }
}

/** Lints again, for a change of the rules (`forceLinting` only hurries a lint the text already asked for). */
export function relint(view: EditorView): void {
  view.dispatch({ effects: rulesChanged.of(null) });
}

/** Replaces the whole text as one undoable change. */
export function replaceText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.replace' });
}
