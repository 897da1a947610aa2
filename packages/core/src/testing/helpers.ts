import type { Diagnostic } from '../diagnostic.js';
import { validateTemplate } from '../validate.js';
import type { ValidateOptions } from '../validator/create-validator.js';
import type { Json } from './builders.js';
import { validRequests } from './fixtures.js';

/** The diagnostics one rule reports for a request. */
export function diagnosticsOf(request: unknown, ruleId: string, options?: ValidateOptions): Diagnostic[] {
  return validateTemplate(request, options).diagnostics.filter((diagnostic) => diagnostic.ruleId === ruleId);
}

/** The error diagnostics of every rule, as `ruleId path` lines for readable failures. */
export function errorsOf(request: unknown, options?: ValidateOptions): string[] {
  return validateTemplate(request, options)
    .diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
    .map((diagnostic) => `${diagnostic.ruleId} ${JSON.stringify(diagnostic.path)}: ${diagnostic.message}`);
}

/** A deep copy of `value` with the value at `path` replaced (or deleted, when `value` is `undefined`). */
export function withValue<T extends Json>(request: T, path: readonly (string | number)[], value: Json | undefined): T {
  const copy = JSON.parse(JSON.stringify(request)) as T;
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) {
    parent = (parent as Record<string | number, Json>)[key] as Json;
  }
  const last = path.at(-1);
  if (last === undefined) throw new Error('withValue needs a non-empty path');
  const container = parent as Record<string | number, Json>;
  if (value === undefined) {
    if (Array.isArray(container) && typeof last === 'number') container.splice(last, 1);
    else Reflect.deleteProperty(container, last);
  } else container[last] = value;
  return copy;
}

/** The template's `chat_template_button` array. */
export const BUTTONS_PATH: readonly string[] = ['chat_template_data', 'chat_template_button'];

/** Path of the first `chat_template_button_data` entry of the template's button item `index`. */
export function buttonPath(index: number): (string | number)[] {
  return [...BUTTONS_PATH, index, 'chat_template_button_data', 0];
}

/** Path of the value of field `fieldIndex` of the template's button item `buttonIndex`. */
export function buttonFieldValuePath(buttonIndex: number, fieldIndex: number): (string | number)[] {
  return [...buttonPath(buttonIndex), 'chat_template_button_sub_type_field_data', fieldIndex, 'chat_template_button_sub_type_field_value'];
}

/**
 * One valid rule-tester case per valid fixture, named `the valid <kind> fixture` (or by `name`), with
 * `options` when given: the cases a rule table lists to show it accepts every kind of template.
 */
export function validFixtureCases(
  options?: ValidateOptions,
  name: (kind: string) => string = (kind) => `the valid ${kind} fixture`,
): { readonly name: string; readonly request: Json; readonly options?: ValidateOptions }[] {
  return Object.entries(validRequests).map(([kind, request]) => ({ name: name(kind), request: request(), ...(options ? { options } : {}) }));
}
