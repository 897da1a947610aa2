import type { OptionDeclaration } from '@templint/core';
import type { RuleManifestEntry } from '@templint/core/meta';
import type { PluginRuntime } from './engine.js';
import type { TemplintRule } from './templint-rule.js';


/**
 * Wraps a core rule as an ESLint rule: its description, docs URL and messages come from core unchanged
 * (core's rule manifest, so ESLint loading the plugin loads no rule's code).
 * The file's core validation (from the plugin's runtime, made when ESLint first runs a rule) runs once and
 * is shared by every templint rule; each rule reports its own diagnostics, located exactly as the `templint`
 * CLI locates them.
 */
export function createRule(rule: RuleManifestEntry, runtime: () => PluginRuntime): TemplintRule {
  return {
    meta: {
      type: 'problem',
      docs: { description: rule.description, url: rule.docsUrl, recommended: true },
      messages: rule.messages,
      schema: optionsSchema(rule),
      ...(rule.defaultOptions ? { defaultOptions: [rule.defaultOptions] } : {}),
      ...(rule.fixable ? { fixable: 'code' as const } : {}),
      ...(rule.hasSuggestions ? { hasSuggestions: true } : {}),
      languages: ['json/json', 'templint/json'],
    },
    create(context) {
      const { files, report } = runtime();
      // Resolved here so a bad setting fails as "Error while loading rule 'templint/…'".
      const file = files.of(context);
      // ESLint creates every rule it runs on the file before the file's first Document:exit, where
      // validation runs once, for those rules only.
      file.enableRule(rule.id, context.options[0]);
      return {
        'Document:exit'(): void {
          // A text JSON.parse refuses has no request to check: one rule says why (file-validations.ts).
          const syntax = file.syntaxProblemOf(rule.id);
          if (syntax) {
            const { line, column, message } = syntax;
            context.report({ loc: { start: { line, column }, end: { line, column: column + 1 } }, message });
          }
          for (const diagnostic of file.diagnosticsOf(rule.id)) report(context, rule, diagnostic, file.translated(diagnostic));
        },
      };
    },
  };
}

/**
 * ESLint's options schema for a core rule, derived from the rule's one options declaration: an object of
 * exactly its options, each with its type and bounds (ESLint names the rule and the expected properties
 * when a config gives another), or no options at all.
 */
function optionsSchema(rule: RuleManifestEntry): NonNullable<TemplintRule['meta']>['schema'] {
  const declarations = rule.options;
  if (!declarations) return [];
  const properties = Object.fromEntries(Object.entries(declarations).map(([name, declaration]) => [name, propertySchema(declaration)]));
  return [{ type: 'object', properties, additionalProperties: false }];
}

function propertySchema(declaration: OptionDeclaration): Record<string, unknown> {
  return declaration.type === 'boolean' ? { type: 'boolean' } : { type: declaration.type, minimum: declaration.minimum, maximum: declaration.maximum };
}
