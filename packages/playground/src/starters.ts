// The starter templates: every file of examples/valid, put into the bundle at build time by
// scripts/build-playground.mjs (esbuild's `define`), so the page loads nothing at run time.

/** One starter template. */
export interface Starter {
  /** The example's file name without `.json`, e.g. `carousel--summer-collection`. */
  readonly id: string;
  /** What a person reads in the menu, e.g. `Carousel: summer collection`. */
  readonly label: string;
  /** The file's text, as written. */
  readonly text: string;
}

declare const TEMPLINT_STARTERS: readonly Starter[];

/** Every starter, in the examples' file order. */
export const STARTERS: readonly Starter[] = TEMPLINT_STARTERS;

/** The starter a first visit opens with. */
export const FIRST_STARTER_ID = 'normal--order-update';
