import { describe, expect, test } from 'vitest';
import { keepsDraft } from './drafts.js';

describe('keepsDraft', () => {
  const starters = ['{"starter": 1}', '{"starter": 2}'];

  test('keeps a person’s text that another replaces', () => {
    expect(keepsDraft('{"mine": 1}', '{"starter": 1}', starters)).toBe(true);
    expect(keepsDraft('{"starter": 1} ', '{"starter": 2}', starters)).toBe(true);
  });

  test('does not keep a starter as it came, nor a text that replaces itself', () => {
    expect(keepsDraft('{"starter": 1}', '{"starter": 2}', starters)).toBe(false);
    expect(keepsDraft('{"mine": 1}', '{"mine": 1}', starters)).toBe(false);
  });
});
