import type { VariableSlot } from '@templint/core/model';
import type { VariableSample } from '../format/parse-chat-text.js';

const NO_SAMPLE: VariableSample = { sample: undefined, row: undefined };

/**
 * Looks up samples by variable name in a slot's rows (none for a text without a slot), matching a row's key
 * to a variable's name exactly as the lint rules do (core's model removes a key's braces and trims nothing):
 * a sample the platform would not match is not shown filled in. The first row of a key wins (a duplicate is
 * a lint error, not the preview's to settle). An absent or empty sample is no sample, so the variable stays visible.
 */
export function samplesOf(slot: VariableSlot | undefined): (name: string) => VariableSample {
  const byKey = new Map<string, VariableSample>();
  for (const row of slot?.rows ?? []) {
    if (row.key === undefined) continue;
    if (byKey.has(row.key)) continue;
    byKey.set(row.key, { sample: typeof row.sample === 'string' && row.sample !== '' ? row.sample : undefined, row: row.path });
  }
  return (name) => byKey.get(name) ?? NO_SAMPLE;
}
