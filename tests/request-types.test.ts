// core's request types are generated from its one description of the request (scripts/request-types.mjs):
// the checked-in file must be what the generator makes of the current description.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { TYPES_FILE, generate } from '../scripts/request-types.mjs';

test('request-types.ts is what the generator makes of spec/create-request.ts (run `pnpm schema:update` after changing it)', () => {
  expect(readFileSync(TYPES_FILE, 'utf8')).toBe(generate());
});
