import type { JSONRuleDefinition } from '@eslint/json';
import type { Diagnostic, OptionDeclaration, RuleDefinition, RuleOptions } from '@templint/core';
import { ruleDescriptions } from '@templint/core/meta';
import { locateDiagnostic } from '@templint/lint';
import { textFix } from '@templint/lint/internal';
import { pluralChoices } from '@templint/core/internal';
import type { FileValidations } from './file-validations.js';

/** A templint rule as ESLint sees it: a rule for ESLint's JSON language (`json/json`), with core's options. */
export type TemplintRule = JSONRuleDefinition<{ RuleOptions: [RuleOptions?]; MessageIds: string }>;

/**
 * Wraps a core rule as an ESLint rule: its description, docs URL and messages come from core unchanged.
 * The file's core validation (from `files`, which the plugin owns) runs once and is shared by every
 * templint rule; each rule reports its own diagnostics, located exactly as the `templint` CLI locates them.
 */
export function createRule(rule: RuleDefinition, files: FileValidations): TemplintRule {
  return {
    meta: {
      type: 'problem',
      docs: { description: ruleDescriptions[rule.id], url: rule.docsUrl, recommended: true },
      messages: rule.messages,
      schema: optionsSchema(rule),
      ...(rule.defaultOptions ? { defaultOptions: [rule.defaultOptions] } : {}),
      ...(rule.fixable ? { fixable: 'code' as const } : {}),
      ...(rule.hasSuggestions ? { hasSuggestions: true } : {}),
      languages: ['json/json', 'templint/json'],
    },
    create(context) {
      // Resolved here so a bad setting fails as "Error while loading rule 'templint/…'".
      const file = files.of(context);
      // Every rule's create runs before the file's first Document:exit, where validation runs once.
      const given = context.options[0];
      if (given) file.setRuleOptions(rule.id, given);
      return {
        'Document:exit'(): void {
          for (const diagnostic of file.diagnosticsOf(rule.id)) report(context, rule, diagnostic, file.translated);
        },
      };
    },
  };
}

type RuleContext = Parameters<TemplintRule['create']>[0];

/** ESLint's fixer, as the JSON language's report descriptors take it. */
type Fixer = Parameters<NonNullable<Parameters<RuleContext['report']>[0]['fix']>>[0];

/** Reports one diagnostic, located exactly as the `templint` CLI locates it, with its fix and suggestions. */
function report(context: RuleContext, rule: RuleDefinition, diagnostic: Diagnostic, translated: boolean): void {
  const { ast, text } = context.sourceCode;
  const span = locateDiagnostic(ast, text, diagnostic);
  const fix = diagnostic.fix ? textFix(ast, text, diagnostic.fix) : undefined;
  const suggest = (diagnostic.suggestions ?? []).flatMap((suggestion) => {
    const edit = textFix(ast, text, suggestion.fix);
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

/**
 * ESLint's options schema for a core rule, derived from the rule's one options declaration: an object of
 * exactly its options, each with its type and bounds (ESLint names the rule and the expected properties
 * when a config gives another), or no options at all.
 */
function optionsSchema(rule: RuleDefinition): NonNullable<TemplintRule['meta']>['schema'] {
  const declarations = rule.options;
  if (!declarations) return [];
  const properties = Object.fromEntries(Object.entries(declarations).map(([name, declaration]) => [name, propertySchema(declaration)]));
  return [{ type: 'object', properties, additionalProperties: false }];
}

function propertySchema(declaration: OptionDeclaration): Record<string, unknown> {
  return declaration.type === 'boolean' ? { type: 'boolean' } : { type: declaration.type, minimum: declaration.minimum, maximum: declaration.maximum };
}
