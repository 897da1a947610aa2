// Words put in a live region (role="status"). A screen reader reads out every rewrite of one, the same
// words too: the problem count and the preview's "out of date" were said again after each typing pause.

/** Puts `text` in a live region only when it says something else. */
export function sayStatus(region: HTMLElement, text: string): void {
  if (region.textContent !== text) region.textContent = text;
}
