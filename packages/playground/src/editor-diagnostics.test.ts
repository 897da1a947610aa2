import { EditorState, Text, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { lintText } from '@templint/lint/text';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { offsetOf, toEditorDiagnostics, type DiagnosticWords } from './editor-diagnostics.js';
import { en } from './locales/en.js';

const ORDER_UPDATE = readFileSync(new URL('../../../examples/valid/normal--order-update.json', import.meta.url), 'utf8');
/** The example with a misspelled key (a certain fix) and a variable without a row (a suggestion). */
const BROKEN = ORDER_UPDATE.replace('"chat_template_footer_value"', '"chat_template_footer_valeu"').replace(
  'has shipped.',
  'has shipped from {{3}} today.',
);

const WORDS: DiagnosticWords = { fix: en.fix, severity: { error: 'Error', warning: 'Warning' } };

/** The part of a view an action uses (its state and `dispatch`), without a DOM; Chromium tests the real one. */
function headlessView(doc: Text): EditorView {
  const holder = {
    state: EditorState.create({ doc }),
    dispatch(spec: TransactionSpec): void {
      holder.state = holder.state.update(spec).state;
    },
  };
  return holder as unknown as EditorView;
}

describe('offsetOf', () => {
  const doc = Text.of(['ab', 'cde']);

  test('turns a 1-based line and column into an offset', () => {
    expect(offsetOf(doc, 1, 1)).toBe(0);
    expect(offsetOf(doc, 2, 2)).toBe(4);
  });

  test('clamps a position past its line or the document', () => {
    expect(offsetOf(doc, 1, 9)).toBe(2);
    expect(offsetOf(doc, 7, 1)).toBe(3);
    expect(offsetOf(doc, 0, 0)).toBe(0);
  });
});

describe('toEditorDiagnostics', () => {
  const doc = Text.of(BROKEN.split('\n'));
  const { messages } = lintText(BROKEN, { filePath: 'broken.json' });
  const diagnostics = toEditorDiagnostics(doc, messages, WORDS);

  test('spans the same text as the CLI positions', () => {
    expect(diagnostics).toHaveLength(messages.length);
    const unknownField = diagnostics.find((diagnostic) => diagnostic.source === 'unknown-field');
    expect(unknownField && BROKEN.slice(unknownField.from, unknownField.to)).toBe('"chat_template_footer_valeu"');
    const missingRow = diagnostics.find((diagnostic) => diagnostic.source === 'variable-row-missing');
    expect(missingRow && BROKEN.slice(missingRow.from, missingRow.to)).toBe('{{3}}');
    expect(missingRow?.severity).toBe('error');
  });

  test('offers the certain fix and the suggestions as actions that edit the text', () => {
    const view = headlessView(doc);
    const unknownField = diagnostics.find((diagnostic) => diagnostic.source === 'unknown-field');
    const fix = unknownField?.actions?.find((action) => action.name === 'Fix');
    expect(fix).toBeDefined();
    fix?.apply(view, unknownField?.from ?? 0, unknownField?.to ?? 0);
    const fixed = view.state.doc.toString();
    expect(fixed).toBe(BROKEN.replace('"chat_template_footer_valeu"', '"chat_template_footer_value"'));
    // The suggestion was made for the text before the fix: on the changed text it does nothing.
    const missingRow = diagnostics.find((diagnostic) => diagnostic.source === 'variable-row-missing');
    const suggestion = missingRow?.actions?.[0];
    // The action is a button: its name quotes the key typographically, not with backticks.
    expect(suggestion?.name).toMatch(/^Add a row for “3”/);
    suggestion?.apply(view, 0, 0);
    expect(view.state.doc.toString()).toBe(fixed);
  });

  test('places a parse error with no end at its point', () => {
    const text = '{\n  "a": 1,\n}';
    const [parseError] = toEditorDiagnostics(Text.of(text.split('\n')), lintText(text, { filePath: 'x.json' }).messages, WORDS);
    expect(parseError?.source).toBe('parse');
    expect(parseError?.from).toBe(parseError?.to);
    expect(parseError?.from).toBe(text.indexOf('}'));
  });

  test('names the fix action in the words given', () => {
    const [portuguese] = toEditorDiagnostics(doc, messages, { ...WORDS, fix: 'Corrigir' }).filter((diagnostic) => diagnostic.source === 'unknown-field');
    expect(portuguese?.actions?.map((action) => action.name)).toContain('Corrigir');
  });
});

describe('toEditorDiagnostics on a text that starts with a byte-order mark', () => {
  // lintText counts positions and edit ranges without the mark (as ESLint does); the editor's text keeps it.
  const text = `\uFEFF${BROKEN}`;
  const doc = Text.of(text.split('\n'));
  const diagnostics = toEditorDiagnostics(doc, lintText(text, { filePath: 'broken.json' }).messages, WORDS);

  test('applies the fix to the right characters, the mark kept', () => {
    const view = headlessView(doc);
    const unknownField = diagnostics.find((diagnostic) => diagnostic.source === 'unknown-field');
    expect(unknownField && text.slice(unknownField.from, unknownField.to)).toBe('"chat_template_footer_valeu"');
    unknownField?.actions?.find((action) => action.name === 'Fix')?.apply(view, 0, 0);
    expect(view.state.doc.toString()).toBe(text.replace('"chat_template_footer_valeu"', '"chat_template_footer_value"'));
  });

  test('places a problem on the first line at its column', () => {
    const oneLine = '\uFEFF[1, ]';
    const [parseError] = toEditorDiagnostics(Text.of([oneLine]), lintText(oneLine, { filePath: 'x.json' }).messages, WORDS);
    expect(parseError?.from).toBe(oneLine.indexOf(']'));
  });
});
