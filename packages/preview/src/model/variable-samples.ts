import type { VariableSlot } from '@templint/core/model';
import type { VariableSample } from '../format/parse-chat-text.js';

const NO_SAMPLE: VariableSample = { sample: undefined, row: undefined };

/**
 * Looks up samples by variable name in a slot's rows (none for a text without a slot). The first row of a
 * key wins (a duplicate is a lint error, not the preview's to settle). An absent or empty sample is no
 * sample, so the variable stays visible.
 */
export function samplesOf(slot: VariableSlot | undefined): (name: string) => VariableSample {
  const byKey = new Map<string, VariableSample>();
  for (const row of slot?.rows ?? []) {
    if (row.key === undefined) continue;
    const name = row.key.trim();
    if (byKey.has(name)) continue;
    byKey.set(name, { sample: typeof row.sample === 'string' && row.sample !== '' ? row.sample : undefined, row: row.path });
  }
  return (name) => byKey.get(name) ?? byKey.get(name.trim()) ?? NO_SAMPLE;
}
