// core's shape walk is generated from its field tables (scripts/generate-shape-check.mjs): the checked-in
// file must be what the generator makes of the current tables.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GENERATED_FILE, generateShapeCheck } from '../scripts/generate-shape-check.mjs';

test('shape-check.generated.ts is what the generator makes of the field tables (run `pnpm shape:update` after changing them)', () => {
  expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generateShapeCheck());
});
