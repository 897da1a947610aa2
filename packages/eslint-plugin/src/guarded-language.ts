import json from '@eslint/json';
import { comesBefore, firstTooDeep, lineAndColumn, MAX_NESTING_DEPTH, rawControlCharacterProblem, stoppedAt } from '@templint/lint/internal';

type JsonLanguage = (typeof json)['languages']['json'];

/**
 * @eslint/json's JSON language with the CLI's guards around its parser: text nested deeper than the CLI
 * accepts is a parsing error at its bracket (momoa recurses per level, and ESLint printed "Parsing error:
 * Maximum call stack size exceeded" for a deep file, issue 21); a raw tab or line break inside a string,
 * which momoa accepts and JSON.parse refuses, is a parsing error at that character unless momoa stops
 * before it, as the CLI reports it; a text cut short is said to stop early, where it stops, as the CLI says
 * it. Every other member is the JSON language's own, called on it (it keeps
 * private state).
 */
export function guardedJsonLanguage(): JsonLanguage {
  const base = json.languages.json;
  const guarded: Record<string, unknown> = {};
  const prototype = Object.getPrototypeOf(base) as object;
  for (const key of new Set([...Object.getOwnPropertyNames(prototype), ...Object.keys(base)])) {
    if (key === 'constructor') continue;
    const value: unknown = (base as unknown as Record<string, unknown>)[key];
    guarded[key] = typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(base) : value;
  }
  guarded.parse = (file: Parameters<JsonLanguage['parse']>[0], context: Parameters<JsonLanguage['parse']>[1]): ReturnType<JsonLanguage['parse']> => {
    const text = typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
    const at = firstTooDeep(text);
    if (at !== -1) {
      const { line, column } = lineAndColumn(text, at);
      return { ok: false, errors: [{ message: `arrays and objects nested deeper than ${String(MAX_NESTING_DEPTH)} levels.`, line, column }] };
    }
    const parsed = base.parse(file, context);
    const [error] = parsed.ok ? [] : parsed.errors;
    // A text cut short: where it stops, in the CLI's words, not momoa's blame of its last token.
    const stopped = error && stoppedAt(text, error);
    const control = rawControlCharacterProblem(text);
    // Whichever problem comes first, as the CLI reports it.
    if (control && !(stopped && comesBefore(stopped, control))) return { ok: false, errors: [{ message: control.message, line: control.line, column: control.column }] };
    return stopped && stopped !== error ? { ok: false, errors: [{ message: stopped.message, line: stopped.line, column: stopped.column }] } : parsed;
  };
  return guarded as unknown as JsonLanguage;
}
