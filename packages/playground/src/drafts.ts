// Which text is kept as "Your previous draft" when another text replaces the editor's (a link, a starter,
// the previous draft itself): a person's text never is lost.

/**
 * Whether the editor's text `current` is to be kept before `incoming` replaces it: not when it is the same
 * text, nor when it is a starter's text as it came (the menu opens it again), so that browsing starters
 * does not put a starter in place of the draft kept before.
 */
export function keepsDraft(current: string, incoming: string, starterTexts: readonly string[]): boolean {
  return current !== incoming && !starterTexts.includes(current);
}
