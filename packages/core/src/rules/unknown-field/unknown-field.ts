import { closest } from '../../internal/closest.js';
import { withInvisibleNamed } from '../../internal/invisible-named.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for unknown-field. */
export const meta: RuleMeta = {
  description: () => 'Every key is a field the spec defines; a near miss such as `chat_template_bdy` gets a "did you mean".',
  specSection: '2.1-2.7',
};

export const unknownField: RuleDefinition = defineRule({
  id: 'unknown-field',
  severity: 'warning',
  source: 'spec',
  fixable: true,
  messages: {
    typo: '`{{field}}` is not a field here; did you mean `{{suggestion}}`?',
    unknown: '`{{field}}` is not a field the spec defines here; the platform ignores or rejects it. Remove it.',
  },
  check({ model, report }) {
    for (const problem of model.shapeProblems) {
      if (problem.kind !== 'unknownKey') continue;
      // Only a close name not already present is a likely typo; renaming onto an existing key would lose data.
      const candidates = problem.known.filter((known) => !siblingHas(model.request, problem.path, known));
      const suggestion = closest(problem.field, candidates);
      // An empty key, or one JSON writes with an escape (a line break, a tab, a quote), is shown as JSON
      // writes it: `""`, `"a\nb"`, so the message names a key a reader can find, on one line. A character
      // no one sees (a zero-width space pasted into the key) is named, `<U+200B>`: shown bare, the key and
      // the field it suggests read the same.
      const quoted = JSON.stringify(problem.field);
      const field = withInvisibleNamed(problem.field !== '' && quoted === `"${problem.field}"` ? problem.field : quoted);
      if (suggestion === undefined) {
        report({ messageId: 'unknown', path: problem.path, target: 'key', data: { field } });
      } else {
        report({
          messageId: 'typo',
          path: problem.path,
          target: 'key',
          data: { field, suggestion },
          fix: { edits: [{ op: 'rename', path: problem.path, key: suggestion }] },
        });
      }
    }
  },
});

/** Whether the object holding the key at `path` already has `key`. */
function siblingHas(request: unknown, path: readonly (string | number)[], key: string): boolean {
  let node: unknown = request;
  for (const step of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string | number, unknown>)[step];
  }
  return typeof node === 'object' && node !== null && Object.hasOwn(node, key);
}
