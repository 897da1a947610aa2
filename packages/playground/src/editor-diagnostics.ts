// templint's lint messages as CodeMirror diagnostics: the CLI's 1-based line/column spans turned into
// document offsets, and its fix and suggestions (text edits) turned into the diagnostic's actions.
import type { Action, Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { LintMessage, TextEdit } from '@templint/lint/text';

/** The name of the action that applies a message's certain fix. */
export const FIX_ACTION_NAME = 'Fix';

/**
 * The editor diagnostics of lint messages computed on `doc`. Positions are UTF-16 offsets on both sides;
 * a position past the end of its line or of the document is clamped, so no message is lost.
 */
export function toEditorDiagnostics(doc: Text, messages: readonly LintMessage[]): Diagnostic[] {
  return messages.map((message) => {
    const from = offsetOf(doc, message.line, message.column);
    const to = message.endLine === undefined ? from : Math.max(from, offsetOf(doc, message.endLine, message.endColumn ?? 1));
    const actions: Action[] = [];
    if (message.fix) actions.push(editAction(FIX_ACTION_NAME, doc, message.fix));
    for (const suggestion of message.suggestions ?? []) actions.push(editAction(suggestion.desc, doc, suggestion.fix));
    return {
      from,
      to,
      severity: message.severity === 2 ? 'error' : 'warning',
      source: message.ruleId ?? 'parse',
      message: message.message,
      ...(actions.length > 0 ? { actions } : {}),
    };
  });
}

/** The document offset of a 1-based line and column, clamped into the document. */
export function offsetOf(doc: Text, line: number, column: number): number {
  const lineInfo = doc.line(Math.min(Math.max(1, line), doc.lines));
  return Math.min(lineInfo.from + Math.max(0, column - 1), lineInfo.to);
}

/**
 * An action that replaces the edit's range. The edit's offsets are those of the linted document: when
 * the text has changed since, it does nothing (the linter runs again and offers a fresh edit).
 */
function editAction(name: string, linted: Text, edit: TextEdit): Action {
  return {
    name,
    apply(view: EditorView) {
      if (view.state.doc !== linted) return;
      const [from, to] = edit.range;
      view.dispatch({ changes: { from, to, insert: edit.text }, userEvent: 'input.fix' });
    },
  };
}
