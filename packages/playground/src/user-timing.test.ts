import { afterEach, describe, expect, test } from 'vitest';
import { timed } from './user-timing.js';

afterEach(() => {
  performance.clearMeasures();
});

describe('timed', () => {
  test("returns the work's value and records a measure by the name", () => {
    expect(timed('templint:lint', () => 42)).toBe(42);
    const entries = performance.getEntriesByName('templint:lint', 'measure');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.entryType).toBe('measure');
  });

  test('keeps only the last measure of each name, so a long session does not pile them up', () => {
    for (let run = 0; run < 3; run += 1) timed('templint:preview', () => run);
    timed('templint:validate', () => undefined);
    expect(performance.getEntriesByName('templint:preview', 'measure')).toHaveLength(1);
    expect(performance.getEntriesByName('templint:validate', 'measure')).toHaveLength(1);
  });

  test('records the work that throws, and lets the error through', () => {
    expect(() =>
      timed('templint:validate', () => {
        throw new Error('broken');
      }),
    ).toThrow('broken');
    expect(performance.getEntriesByName('templint:validate', 'measure')).toHaveLength(1);
  });
});
