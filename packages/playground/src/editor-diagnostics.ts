// templint's lint messages as CodeMirror diagnostics: the CLI's 1-based line/column spans turned into
// document offsets, and its fix and suggestions (text edits) turned into the diagnostic's actions.
import type { Action, Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { LintMessage, TextEdit } from '@templint/lint/text';
import { messageParts, plainMessage } from '@templint/preview';

/** The words the diagnostics add to templint's messages, in the page's language. */
export interface DiagnosticWords {
  /** The name of the action that applies a message's certain fix. */
  readonly fix: string;
  /** Said before each message (the panel shows the severity by colour only). */
  readonly severity: { readonly error: string; readonly warning: string };
}

/**
 * The editor diagnostics of lint messages computed on `doc`. Positions are UTF-16 offsets on both sides;
 * a position past the end of its line or of the document is clamped, so no message is lost.
 */
export function toEditorDiagnostics(doc: Text, messages: readonly LintMessage[], words: DiagnosticWords): Diagnostic[] {
  // lintText reads a text as ESLint does, without its byte-order mark: its line-1 columns and its edit ranges
  // count from after the mark, which the editor's text still has.
  const mark = doc.sliceString(0, 1) === BYTE_ORDER_MARK ? 1 : 0;
  const offset = (line: number, column: number): number => offsetOf(doc, line, line === 1 ? column + mark : column);
  return messages.map((message) => {
    const from = offset(message.line, message.column);
    const end = message.endLine === undefined ? from : Math.max(from, offset(message.endLine, message.endColumn ?? 1));
    // A span over several lines is an object or an array (a request's root at worst): its first line,
    // where it opens, is marked, not every line of it.
    const to = Math.min(end, doc.lineAt(from).to);
    const actions: Action[] = [];
    if (message.fix) actions.push(editAction(words.fix, doc, message.fix, mark));
    for (const suggestion of message.suggestions ?? []) actions.push(editAction(plainMessage(suggestion.desc), doc, suggestion.fix, mark));
    const severity = message.severity === 2 ? 'error' : 'warning';
    return {
      from,
      to,
      severity,
      source: message.ruleId ?? 'parse',
      message: message.message,
      renderMessage: () => renderedMessage(words.severity[severity], message.message),
      ...(actions.length > 0 ? { actions } : {}),
    };
  });
}

const BYTE_ORDER_MARK = '\uFEFF';

/** The document offset of a 1-based line and column, clamped into the document. */
export function offsetOf(doc: Text, line: number, column: number): number {
  const lineInfo = doc.line(Math.min(Math.max(1, line), doc.lines));
  return Math.min(lineInfo.from + Math.max(0, column - 1), lineInfo.to);
}

/**
 * An action that replaces the edit's range, moved by `shift` (the byte-order mark lintText left out). The
 * edit's offsets are those of the linted document: when the text has changed since, it does nothing (the
 * linter runs again and offers a fresh edit).
 */
function editAction(name: string, linted: Text, edit: TextEdit, shift: number): Action {
  return {
    name,
    apply(view: EditorView) {
      if (view.state.doc !== linted) return;
      const from = edit.range[0] + shift;
      const to = edit.range[1] + shift;
      // An edit that adds an empty value (a row's sample) leaves the cursor in it, ready to be filled in.
      const empty = edit.text.indexOf('""');
      const cursor = empty === -1 ? undefined : from + empty + 1;
      view.dispatch({ changes: { from, to, insert: edit.text }, ...(cursor === undefined ? {} : { selection: { anchor: cursor }, scrollIntoView: true }), userEvent: 'input.fix' });
      if (cursor === undefined) return;
      view.focus();
      // The panel runs an action on mousedown, and its list moves the cursor to the diagnostic on the click that
      // follows: once that click is done, the cursor goes back (an event, not a timer, so load cannot reorder them).
      const list = view.dom.querySelector('.cm-panel-lint ul');
      if (!list) return;
      const applied = view.state.doc;
      const back = (): void => {
        if (view.state.doc !== applied) return;
        view.dispatch({ selection: { anchor: cursor }, scrollIntoView: true });
        view.focus();
      };
      list.addEventListener('click', back, { once: true });
      // A keyboard action has no click to follow: the next click on the list is another one's.
      setTimeout(() => {
        list.removeEventListener('click', back);
      }, CLICK_WINDOW_MS);
    },
  };
}

/** How long after an action's mousedown its click is waited for. */
const CLICK_WINDOW_MS = 2000;

/**
 * A message as the lint panel and tooltip show it: names it quotes between backticks as code, and its
 * severity first as text for screen readers (the page shows it by colour and icon).
 */
function renderedMessage(severity: string, message: string): HTMLElement {
  const span = document.createElement('span');
  const said = document.createElement('span');
  said.className = 'pg-visually-hidden';
  said.textContent = `${severity}: `;
  span.append(said);
  for (const part of messageParts(message)) {
    if (!part.code) {
      span.append(part.text);
      continue;
    }
    const code = document.createElement('code');
    code.className = 'pg-message-code';
    code.textContent = part.text;
    span.append(code);
  }
  return span;
}
