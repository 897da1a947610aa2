// The preview depends on nothing, so its kind lists are its own copies of @templint/core's `as const`
// lists (a devDependency here): a kind core adds must be added here too, or the preview shows it as `other`.
import { HEADER_KINDS, INTERACTIVE_KINDS as CORE_INTERACTIVE_KINDS, SUB_TYPE_KINDS } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { BUTTON_KINDS, INTERACTIVE_KINDS, MEDIA_KINDS } from './preview-model.js';

describe("the preview's kind lists follow core's", () => {
  test('every button sub-type kind of core is a button kind of the preview', () => {
    expect(BUTTON_KINDS).toEqual(expect.arrayContaining([...SUB_TYPE_KINDS]));
  });

  test('the interactive styles are the same as core', () => {
    expect([...INTERACTIVE_KINDS].sort()).toEqual([...CORE_INTERACTIVE_KINDS].sort());
  });

  test("every media kind is one of core's header kinds", () => {
    expect(HEADER_KINDS).toEqual(expect.arrayContaining([...MEDIA_KINDS]));
  });
});
