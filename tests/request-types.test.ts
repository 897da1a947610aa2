// core's request types are generated from its one description of the request (scripts/request-types.mjs):
// the checked-in file must be what the generator makes of the current description.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SHAPE_FILE, TYPES_FILE, generate, generateShape } from '../scripts/request-types.mjs';

test('request-types.ts is what the generator makes of spec/create-request.ts (run `pnpm schema:update` after changing it)', () => {
  expect(readFileSync(TYPES_FILE, 'utf8')).toBe(generate());
});

test('spec/request-shape.ts, what validation reads, is the description without its docs (run `pnpm schema:update` after changing it)', () => {
  expect(readFileSync(SHAPE_FILE, 'utf8')).toBe(generateShape());
  expect(generateShape()).not.toMatch(/\bdoc:|typeName:/);
});
