import type { VariableSample } from '../format/parse-chat-text.js';
import { asArray, asString, own, type JsonPath } from '../json.js';

/** Row fields of every variable rows array (docs/spec-decisions.md: all rows have the body row's shape). */
const ROW_KEY = 'chat_template_dynamic_variable_key';
const ROW_SAMPLE = 'chat_template_dynamic_variable_sample_value';

const NO_SAMPLE: VariableSample = { sample: undefined, row: undefined };

/**
 * Looks up samples by variable name in a rows array. A key may be written with or without braces; the
 * first row of a key wins (a duplicate is a lint error, not the preview's to settle). An absent or empty
 * sample is no sample, so the variable stays visible.
 */
export function variableSamples(rows: unknown, rowsPath: JsonPath): (name: string) => VariableSample {
  const byKey = new Map<string, VariableSample>();
  const list = asArray(rows);
  for (let index = 0; index < list.length; index += 1) {
    const row = list[index];
    const key = asString(own(row, ROW_KEY));
    if (key === undefined) continue;
    const name = stripBraces(key).trim();
    if (byKey.has(name)) continue;
    const sample = asString(own(row, ROW_SAMPLE));
    byKey.set(name, { sample: sample === '' ? undefined : sample, row: [...rowsPath, index] });
  }
  return (name) => byKey.get(name) ?? byKey.get(name.trim()) ?? NO_SAMPLE;
}

function stripBraces(key: string): string {
  return key.startsWith('{{') && key.endsWith('}}') && key.length >= 4 ? key.slice(2, -2) : key;
}
