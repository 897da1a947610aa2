import type { JSONRuleDefinition, JSONSourceCode } from '@eslint/json';
import { rules, type Diagnostic, type RuleDefinition, type RuleSetting, type ValidateOptions } from '@templint/core';
import { collectDiagnostics, locate } from '@templint/lint';
import { resolveSettings } from './settings.js';

/** A templint rule as ESLint sees it: a rule for ESLint's JSON language (`json/json`), without options. */
export type TemplintRule = JSONRuleDefinition<{ RuleOptions: []; MessageIds: string }>;

/**
 * Wraps a core rule as an ESLint rule: its description, docs URL and messages come from core unchanged.
 * The file's core validation runs once and is shared by every templint rule; each rule reports its own
 * diagnostics, located exactly as the `templint` CLI locates them.
 */
export function createRule(rule: RuleDefinition): TemplintRule {
  return {
    meta: {
      type: 'problem',
      docs: { description: rule.description, url: rule.docsUrl, recommended: true },
      messages: rule.messages,
      schema: [],
      languages: ['json/json'],
    },
    create(context) {
      // Resolved here so a bad setting fails as "Error while loading rule 'templint/…'".
      const file = fileFor(context.sourceCode, context.settings, context.cwd);
      return {
        'Document:exit'() {
          const { sourceCode } = context;
          for (const diagnostic of diagnosticsOf(file, sourceCode).get(rule.id) ?? []) {
            const span = locate(sourceCode.ast, sourceCode.text, diagnostic.path, diagnostic.range);
            context.report({
              loc: { start: { line: span.line, column: span.column }, end: { line: span.endLine, column: span.endColumn } },
              messageId: diagnostic.messageId,
              ...(diagnostic.data ? { data: diagnostic.data } : {}),
            });
          }
        },
      };
    },
  };
}

// Every core rule on: ESLint's config decides which templint rules report. Rules that need context
// (`requires`) still run only when settings.templint gives it.
const EVERY_RULE_ON: Readonly<Record<string, RuleSetting>> = Object.fromEntries(rules.map((rule) => [rule.id, rule.severity]));

interface FileRun {
  readonly settings: unknown;
  readonly options: ValidateOptions;
  byRule?: ReadonlyMap<string, readonly Diagnostic[]>;
}

// One core validation per linted file, shared by all templint rules: ESLint gives every rule of a file
// the same SourceCode object, and a new one for every file (and every fix pass).
const runs = new WeakMap<JSONSourceCode, FileRun>();

function fileFor(sourceCode: JSONSourceCode, settings: Readonly<Record<string, unknown>>, cwd: string): FileRun {
  let run = runs.get(sourceCode);
  if (run?.settings !== settings) {
    run = { settings, options: { ...resolveSettings(settings, cwd), rules: EVERY_RULE_ON } };
    runs.set(sourceCode, run);
  }
  return run;
}

function diagnosticsOf(run: FileRun, sourceCode: JSONSourceCode): ReadonlyMap<string, readonly Diagnostic[]> {
  run.byRule ??= groupByRule(diagnosticsOfText(sourceCode.text, run.options));
  return run.byRule;
}

function diagnosticsOfText(text: string, options: ValidateOptions): readonly Diagnostic[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // ESLint's parser accepted text that JSON.parse (what the CLI reads with) rejects: nothing to check.
    return [];
  }
  return collectDiagnostics(value, options);
}

function groupByRule(diagnostics: readonly Diagnostic[]): ReadonlyMap<string, readonly Diagnostic[]> {
  const byRule = new Map<string, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const list = byRule.get(diagnostic.ruleId);
    if (list) list.push(diagnostic);
    else byRule.set(diagnostic.ruleId, [diagnostic]);
  }
  return byRule;
}
