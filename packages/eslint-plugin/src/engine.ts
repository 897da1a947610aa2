// What the plugin runs when ESLint lints a file: the core validator, the settings reader and the text
// library that locates diagnostics and turns fixes into text edits. The plugin loads it when ESLint first
// runs one of its rules, not when ESLint loads the plugin: every ESLint run of a project imports its config's
// plugins, most lint no JSON file, and this is most of the plugin's code (its import, `pnpm bench` section e).
import { pluralChoices } from '@templint/core/internal';
import type { Diagnostic } from '@templint/core';
import { locateDiagnostic } from '@templint/lint';
import { createAstLookup, textFix, type AstLookup } from '@templint/lint/internal';
import type { TemplintRule } from './templint-rule.js';
import { createFileValidations, type FileValidations } from './file-validations.js';

/**
 * What the rules of one plugin object share once the engine is loaded: the files' validations, and how to
 * report. Its types name nothing of @templint/lint, which the engine's bundle holds and the package does not
 * depend on: the package entry's declarations reach this file, and a project type-checking its ESLint
 * config has no @templint/lint to find.
 */
export interface PluginRuntime {
  readonly files: FileValidations;
  readonly report: (context: RuleContext, rule: { readonly messages: Readonly<Record<string, string>> }, diagnostic: Diagnostic, translated: boolean) => void;
}

/** A plugin object's runtime: its own file validations (nothing shared with another plugin object). */
export function createRuntime(): PluginRuntime {
  // One lookup per document, shared by all its diagnostics and fixes, kept as long as ESLint keeps it.
  const lookups = new WeakMap<object, AstLookup>();
  const lookupOf = (ast: object): AstLookup => {
    let lookup = lookups.get(ast);
    if (!lookup) lookups.set(ast, (lookup = createAstLookup()));
    return lookup;
  };
  return {
    files: createFileValidations(),
    report: (context, rule, diagnostic, translated) => {
      reportDiagnostic(context, rule, diagnostic, translated, lookupOf(context.sourceCode.ast));
    },
  };
}

type RuleContext = Parameters<TemplintRule['create']>[0];

/** ESLint's fixer, as the JSON language's report descriptors take it. */
type Fixer = Parameters<NonNullable<Parameters<RuleContext['report']>[0]['fix']>>[0];

/**
 * Reports one diagnostic, located exactly as the `templint` CLI locates it, with its fix and suggestions;
 * `lookup` is the document's (`createAstLookup()`), shared by its diagnostics.
 */
function reportDiagnostic(
  context: RuleContext,
  rule: { readonly messages: Readonly<Record<string, string>> },
  diagnostic: Diagnostic,
  translated: boolean,
  lookup?: AstLookup,
): void {
  const { ast, text } = context.sourceCode;
  const span = locateDiagnostic(ast, text, diagnostic, lookup);
  const fix = diagnostic.fix ? textFix(ast, text, diagnostic.fix, lookup) : undefined;
  const suggest = (diagnostic.suggestions ?? []).flatMap((suggestion) => {
    const edit = textFix(ast, text, suggestion.fix, lookup);
    return edit ? [{ desc: suggestion.message, fix: (fixer: Fixer) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text) }] : [];
  });
  const loc = { start: { line: span.line, column: span.column }, end: { line: span.endLine, column: span.endColumn } };
  const edits = {
    ...(fix ? { fix: (fixer: Fixer) => fixer.replaceTextRange([fix.range[0], fix.range[1]], fix.text) } : {}),
    ...(suggest.length > 0 ? { suggest } : {}),
  };
  // ESLint words a messageId with the rule's English template and takes no messageId beside a message:
  // in another language the message core worded is reported as it is.
  if (translated) {
    context.report({ loc, message: diagnostic.message, ...edits });
    return;
  }
  context.report({
    loc,
    messageId: diagnostic.messageId,
    // ESLint fills the English template itself; a plural choice's slot is given the form core chose.
    ...(diagnostic.data ? { data: { ...diagnostic.data, ...pluralChoices(rule.messages[diagnostic.messageId] ?? '', diagnostic.data) } } : {}),
    ...edits,
  });
}

