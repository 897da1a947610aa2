// The starter templates: every file of examples/valid, put into the bundle at build time by
// scripts/build-playground.mjs (esbuild's `define`), so the page loads nothing at run time.
import type { StarterId } from './starter-ids.js';

/** One starter template. */
export interface Starter {
  readonly id: StarterId;
  /** The file's text, as written. */
  readonly text: string;
}

declare const TEMPLINT_STARTERS: readonly Starter[];

/** Every starter, in the examples' file order. */
export const STARTERS: readonly Starter[] = TEMPLINT_STARTERS;

/** The starter a first visit opens with. */
export const FIRST_STARTER_ID: StarterId = 'normal--order-update';
